import type { Order } from '@ninetonine/contract';
import { apiClient } from '@/lib/api-client';

/** POST /orders/{id}/cancel: the customer's cancel, refused once the kitchen accepted. */
export async function postCancelOrder(id: string): Promise<Order> {
  const { data } = await apiClient.post<{ order: Order }>(
    `/orders/${encodeURIComponent(id)}/cancel`,
    {},
  );
  return data.order;
}
