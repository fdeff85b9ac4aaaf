import { queryOptions } from '@tanstack/react-query';
import type { Order } from '@ninetonine/contract';
import { fallbackMessages } from '@ninetonine/contract/core';
import { apiClient } from '@/lib/api-client';
import { requestOr, retryUnlessMissing } from '@/lib/request-error';
import { orderKeys } from './order-keys';

/** GET /orders/{id} */
export async function getOrder(id: string, signal?: AbortSignal): Promise<Order> {
  const { data } = await apiClient.get<{ order: Order }>(`/orders/${encodeURIComponent(id)}`, {
    signal,
  });
  return data.order;
}

/**
 * How long an answer about an order is trusted without asking again. The confirmation page
 * shows the order that placing it answered, not a second read of it; from then on the live
 * stream (or the poll) carries every change, and a page that stops following an order marks
 * it stale (useOrderEvents), so a later visit reads it again.
 */
export const ORDER_TRUSTED_MS = 30_000;

/** One order: its status moves while the customer looks at it. */
export function orderQuery(id: string) {
  return queryOptions({
    queryKey: orderKeys.detail(id),
    queryFn: ({ signal }) => requestOr(fallbackMessages.fetchOrders, () => getOrder(id, signal)),
    retry: retryUnlessMissing,
    staleTime: ORDER_TRUSTED_MS,
  });
}
