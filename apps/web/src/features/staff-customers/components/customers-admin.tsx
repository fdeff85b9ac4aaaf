import {
  CUSTOMERS_EXPORT_FILE_NAME,
  CUSTOMERS_PAGE_SIZE,
  CUSTOMER_SEARCH_MAX,
  customerSorts,
  type CustomerSort,
} from '@ninetonine/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { QueryState } from '@/components/query-state';
import { StatePanel } from '@/components/state-panel';
import { ListSearchField } from '@/components/form/list-fields';
import { SelectField } from '@/components/form/text-field';
import { CountedRows } from '@/components/counted-rows';
import { useListParams } from '@/hooks/use-list-params';
import { customersQuery } from '../api/get-customers';
import { downloadCustomersExport } from '../api/download-customers-export';
import { CustomerRow } from './customer-row';
import screen from '@/components/staff-screen.module.css';
import styles from './staff-customers.module.css';

const SORT_LABELS: Record<CustomerSort, string> = {
  last_order: 'Last order, newest first',
  spend: 'Spend, highest first',
};

/**
 * Admins: the customers the restaurant knows, found by name, email or phone, with contact data
 * masked; the whole list with contact data as a file after "Confirm it's you" (audited).
 */
export function CustomersAdmin() {
  const list = useListParams(['q', 'sort'], 'q');
  const { q: search, sort: sortParam } = list.filters;
  const sort: CustomerSort = (customerSorts as readonly string[]).includes(sortParam)
    ? (sortParam as CustomerSort)
    : 'last_order';
  const { page, setPage } = list;
  const customers = useQuery(
    customersQuery({ page, limit: CUSTOMERS_PAGE_SIZE, search: search || undefined, sort }),
  );
  const download = useMutation({ mutationFn: downloadCustomersExport });

  return (
    <div className={screen.page}>
      <div className={screen.toolbar}>
        <div role="search">
          <ListSearchField
            id="customers-search"
            label="Search customers"
            placeholder="Name, email or phone"
            maxLength={CUSTOMER_SEARCH_MAX}
            search={list}
          />
        </div>
        <SelectField
          id="customers-sort"
          label="Sort by"
          value={sort}
          onValueChange={(value) => list.setFilter('sort', value === 'last_order' ? '' : value)}
        >
          {customerSorts.map((s) => (
            <option key={s} value={s}>
              {SORT_LABELS[s]}
            </option>
          ))}
        </SelectField>
        <button
          type="button"
          className="btn"
          disabled={download.isPending}
          onClick={() => download.mutate()}
        >
          {download.isPending ? 'Preparing the file…' : 'Export customers (CSV)'}
        </button>
      </div>
      <p className="muted">
        Contact details are hidden here. The export holds them in full: it asks you to confirm
        it&apos;s you, and each download is written to the audit log.
      </p>
      <div role="status" className={styles.exportStatus}>
        {download.isSuccess && `Downloaded ${CUSTOMERS_EXPORT_FILE_NAME}.`}
      </div>
      {download.isError && (
        <p role="alert" className="alert">
          {download.error.message}
        </p>
      )}

      <QueryState
        query={customers}
        errorTitle="Customers could not be loaded"
        isEmpty={(data) => data.customers.length === 0}
        empty={
          <StatePanel icon="search" title="No customers match">
            Try part of a name, an email or a phone number.
          </StatePanel>
        }
      >
        {({ customers: rows, pagination }) => (
          <CountedRows
            noun={{ one: 'customer', many: 'customers' }}
            label="Customers"
            pagination={pagination}
            fetching={customers.isFetching}
            page={page}
            onPage={setPage}
          >
            {rows.map((c) => (
              <CustomerRow key={c._id} customer={c} />
            ))}
          </CountedRows>
        )}
      </QueryState>
    </div>
  );
}
