import { CUSTOMERS_EXPORT_FILE_NAME, DEFAULT_TIME_ZONE } from '@ninetonine/contract';
import type { Database } from '../../db/client';
import type { AuditActor, AuditLog } from '../audit/audit-log';
import type { RestaurantSettingsReader } from '../restaurant/restaurant.repository';
import { CUSTOMERS_CSV_HEADER, customerCsvRecord } from './customers-csv';
import type { CustomerRecord, CustomersQuery, CustomersRepository } from './customers.repository';

/** Customers per export query: the file streams in pages, never all in memory. */
export const CUSTOMERS_EXPORT_PAGE = 500;
/** The audit entry of an export: who took the customers' contact data, and how many rows. */
export const CUSTOMERS_EXPORT_ACTION = 'customers.export';

/** The customers the restaurant knows, for admins (decision 0091). */
export function createCustomersService(deps: {
  db: Database;
  repo: CustomersRepository;
  audit: AuditLog;
  restaurant: RestaurantSettingsReader;
  pageSize?: number;
}) {
  const { db, repo, audit, restaurant } = deps;
  const pageSize = deps.pageSize ?? CUSTOMERS_EXPORT_PAGE;

  return {
    list: (query: CustomersQuery): Promise<{ customers: CustomerRecord[]; total: number }> =>
      repo.list(db, { ...query, search: query.search || undefined }),

    /**
     * Every customer with contact data in full, as CSV text produced page by page. The audit
     * entry (who, when, how many rows) is written before any row leaves.
     */
    async exportCsv(actor: AuditActor): Promise<AsyncIterable<string>> {
      const timeZone = (await restaurant.getSettings(db))?.timeZone ?? DEFAULT_TIME_ZONE;
      const pageAt = (page: number) => repo.list(db, { page, limit: pageSize, sort: 'last_order' });
      // The first page before any byte is sent: a failure is still a proper error answer.
      const first = await pageAt(1);
      await audit.record(db, actor, {
        action: CUSTOMERS_EXPORT_ACTION,
        entityType: 'export',
        entityId: CUSTOMERS_EXPORT_FILE_NAME,
        after: { rows: first.total },
      });
      return (async function* () {
        yield CUSTOMERS_CSV_HEADER;
        let page = first.customers;
        for (let n = 2; page.length > 0; n++) {
          yield page.map((c) => customerCsvRecord(c, timeZone)).join('');
          if (page.length < pageSize) return;
          page = (await pageAt(n)).customers;
        }
      })();
    },
  };
}
export type CustomersService = ReturnType<typeof createCustomersService>;
