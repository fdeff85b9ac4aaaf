import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { CustomersListQuery, CustomersListResponse } from '@ninetonine/contract';
import { getWithQuery } from '@/lib/api-get';
import { requestOr } from '@/lib/request-error';

export const customerKeys = {
  all: ['staff-customers'] as const,
  list: (query: CustomersListQuery) => [...customerKeys.all, 'list', query] as const,
};

/** GET /staff/customers (admin only): a page of customers, contact data masked. */
export const getCustomers = (query: CustomersListQuery, signal?: AbortSignal) =>
  getWithQuery<CustomersListResponse>('/staff/customers', query, signal);

export function customersQuery(query: CustomersListQuery) {
  return queryOptions({
    queryKey: customerKeys.list(query),
    queryFn: ({ signal }) =>
      requestOr('We could not load the customers.', () => getCustomers(query, signal)),
    // The old page stays on screen while the next search or page loads.
    placeholderData: keepPreviousData,
  });
}
