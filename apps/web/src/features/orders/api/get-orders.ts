import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Order, Pagination } from '@ninetonine/contract';
import { fallbackMessages } from '@ninetonine/contract/core';
import { apiClient } from '@/lib/api-client';
import { requestOr } from '@/lib/request-error';
import { orderKeys } from './order-keys';

export interface OrdersPage {
  orders: Order[];
  pagination: Pagination;
}

/** GET /orders?page=: the customer's own orders, newest first. */
export async function getOrders(page: number, signal?: AbortSignal): Promise<OrdersPage> {
  const { data } = await apiClient.get<OrdersPage>('/orders', { params: { page }, signal });
  return data;
}

/**
 * One page of the customer's orders: each page fetched replaces the cached one (docs/storefront-contract.md#order-rules
 * "fetching replaces the list"). Refetched on every visit, since statuses move; the page shown
 * stays while the next one loads.
 */
export function ordersQuery(page: number) {
  return queryOptions({
    queryKey: orderKeys.list(page),
    queryFn: ({ signal }) => requestOr(fallbackMessages.fetchOrders, () => getOrders(page, signal)),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}
