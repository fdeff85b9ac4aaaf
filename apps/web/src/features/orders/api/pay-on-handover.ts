import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { Order } from '@ninetonine/contract';
import { apiClient } from '@/lib/api-client';
import { orderChanged } from './order-cache';
import type { RequestError } from '@/lib/request-error';
import { requestOr } from '@/lib/request-error';
import { orderKeys } from './order-keys';

const FALLBACK = 'We could not change how you pay. Please try again.';

/** POST /orders/{id}/pay-on-handover: an unpaid online order paid on delivery or at pickup. */
export async function postPayOnHandover(id: string): Promise<Order> {
  const { data } = await apiClient.post<{ order: Order }>(
    `/orders/${encodeURIComponent(id)}/pay-on-handover`,
    {},
  );
  return data.order;
}

/**
 * Switching an order awaiting its payment to cash on delivery or pay at pickup: the answer is
 * the order, placed, and replaces it wherever it is cached. A refusal reads the order again.
 */
export const payOnHandoverOptions = () =>
  mutationOptions<Order, RequestError, string>({
    mutationFn: (id) => requestOr(FALLBACK, () => postPayOnHandover(id)),
    onSuccess: (order, _id, _onMutate, { client }) => {
      orderChanged(client, order);
      void client.invalidateQueries({ queryKey: orderKeys.lists() });
    },
    onError: (_error, id, _onMutate, { client }) => {
      void client.invalidateQueries({ queryKey: orderKeys.detail(id) });
    },
  });

export const usePayOnHandover = () => useMutation(payOnHandoverOptions());
