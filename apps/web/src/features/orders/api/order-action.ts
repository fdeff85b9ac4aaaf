import { mutationOptions } from '@tanstack/react-query';
import type { Order } from '@ninetonine/contract';
import { apiClient } from '@/lib/api-client';
import type { RequestError } from '@/lib/request-error';
import { requestOr } from '@/lib/request-error';
import { orderChanged } from './order-cache';
import { orderKeys } from './order-keys';

/**
 * A customer's change to one of their orders, by its id (POST /orders/{id}/`action`). The
 * answer is the order, and replaces it wherever it is cached; a refusal (the server's message,
 * or `fallback`) usually means the kitchen moved on, so the order is read again to show where
 * it is now.
 */
export const orderActionOptions = (action: 'cancel' | 'pay-on-handover', fallback: string) =>
  mutationOptions<Order, RequestError, string>({
    mutationFn: (id) =>
      requestOr(fallback, async () => {
        const { data } = await apiClient.post<{ order: Order }>(
          `/orders/${encodeURIComponent(id)}/${action}`,
          {},
        );
        return data.order;
      }),
    onSuccess: (order, _id, _onMutate, { client }) => {
      orderChanged(client, order);
      void client.invalidateQueries({ queryKey: orderKeys.lists() });
    },
    onError: (_error, id, _onMutate, { client }) => {
      void client.invalidateQueries({ queryKey: orderKeys.detail(id) });
    },
  });
