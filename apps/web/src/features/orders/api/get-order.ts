import { queryOptions } from '@tanstack/react-query';
import type { Order } from '@ninetonine/contract';
import { fallbackMessages } from '@ninetonine/contract/core';
import { apiClient } from '@/lib/api-client';
import { OrderRequestError, retryUnlessMissing } from './order-error';
import { orderKeys } from './order-keys';

/** GET /orders/{id} */
export async function getOrder(id: string, signal?: AbortSignal): Promise<Order> {
  const { data } = await apiClient.get<{ order: Order }>(`/orders/${encodeURIComponent(id)}`, {
    signal,
  });
  return data.order;
}

/** One order, always fresh: its status moves while the customer looks at it. */
export function orderQuery(id: string) {
  return queryOptions({
    queryKey: orderKeys.detail(id),
    queryFn: async ({ signal }) => {
      try {
        return await getOrder(id, signal);
      } catch (error) {
        throw new OrderRequestError(error, fallbackMessages.fetchOrders);
      }
    },
    retry: retryUnlessMissing,
    staleTime: 0,
  });
}
