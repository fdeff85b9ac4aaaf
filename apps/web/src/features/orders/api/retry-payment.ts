import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { PaymentRedirect } from '@ninetonine/contract';
import { apiClient } from '@/lib/api-client';
import type { RequestError } from '@/lib/request-error';
import { requestOr } from '@/lib/request-error';
import { orderKeys } from './order-keys';

const FALLBACK = 'We could not open the payment page. Please try again.';

/** POST /orders/{id}/payment: a fresh attempt to pay an order still awaiting its payment. */
export async function postRetryPayment(id: string): Promise<PaymentRedirect> {
  const { data } = await apiClient.post<PaymentRedirect>(
    `/orders/${encodeURIComponent(id)}/payment`,
    {},
  );
  return data;
}

/**
 * Paying an order again, by its id: the answer is where to send the browser. A refusal (409:
 * the order is no longer awaiting payment: paid meanwhile, expired, switched to cash) reads the
 * order again, so the page shows where it is now.
 */
export const retryPaymentOptions = () =>
  mutationOptions<PaymentRedirect, RequestError, string>({
    mutationFn: (id) => requestOr(FALLBACK, () => postRetryPayment(id)),
    onError: (_error, id, _onMutate, { client }) => {
      void client.invalidateQueries({ queryKey: orderKeys.detail(id) });
    },
  });

export const useRetryPayment = () => useMutation(retryPaymentOptions());
