import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { Order } from '@ninetonine/contract';
import { fallbackMessages } from '@ninetonine/contract/core';
import { apiClient } from '@/lib/api-client';
import { orderChanged } from './order-cache';
import type { RequestError } from '@/lib/request-error';
import { requestOr } from '@/lib/request-error';
import { orderKeys } from './order-keys';

/** POST /orders/{id}/cancel: the customer's cancel, refused once the kitchen accepted. */
export async function postCancelOrder(id: string): Promise<Order> {
  const { data } = await apiClient.post<{ order: Order }>(
    `/orders/${encodeURIComponent(id)}/cancel`,
    {},
  );
  return data.order;
}

/**
 * Cancelling an order by its id. The answer replaces the order wherever it is cached; a refusal
 * (the server's message or the spec's fallback) usually means the kitchen moved on, so the
 * order is read again to show where it is now.
 */
export const cancelOrderOptions = () =>
  mutationOptions<Order, RequestError, string>({
    mutationFn: (id) => requestOr(fallbackMessages.cancelOrder, () => postCancelOrder(id)),
    onSuccess: (order, _id, _onMutate, { client }) => {
      orderChanged(client, order);
      void client.invalidateQueries({ queryKey: orderKeys.lists() });
    },
    onError: (_error, id, _onMutate, { client }) => {
      void client.invalidateQueries({ queryKey: orderKeys.detail(id) });
    },
  });

export const useCancelOrder = () => useMutation(cancelOrderOptions());
