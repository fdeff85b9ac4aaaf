import { mutationOptions, useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { Order, PaymentRedirect, PlaceOrderRequest, Quote } from '@ninetonine/contract';
import { fallbackMessages } from '@ninetonine/contract/core';
import { apiClient, isApiError } from '@/lib/api-client';
import { orderPlaced } from './order-cache';
import type { RequestError } from '@/lib/request-error';
import { requestOr } from '@/lib/request-error';

export type PlaceOrderResult =
  /** `payment`: an online order (awaiting payment), paid on the provider's page it names. */
  | { kind: 'placed'; order: Order; payment?: PaymentRedirect }
  /** The total changed since the customer confirmed it: nothing was ordered. */
  | { kind: 'total-changed'; quote: Quote; message: string };

export interface PlaceOrderVariables {
  body: PlaceOrderRequest;
  /** The attempt's key: the same body sent again is the same attempt (see AttemptKeys). */
  idempotencyKey: string;
}

/** POST /orders, with the attempt's Idempotency-Key so a retried request orders only once. */
export async function postOrder(
  body: PlaceOrderRequest,
  idempotencyKey: string,
): Promise<PlaceOrderResult> {
  try {
    const { data } = await apiClient.post<{ order: Order; payment?: PaymentRedirect }>(
      '/orders',
      body,
      { headers: { 'Idempotency-Key': idempotencyKey } },
    );
    return data.payment
      ? { kind: 'placed', order: data.order, payment: data.payment }
      : { kind: 'placed', order: data.order };
  } catch (error) {
    if (isApiError(error) && error.response?.status === 409) {
      const data = error.response.data as { message?: unknown; quote?: unknown } | undefined;
      // The schemas load only for this rare answer: zod stays out of the storefront's first load.
      const { quoteSchema } = await import('@ninetonine/contract');
      const quote = quoteSchema.safeParse(data?.quote);
      if (quote.success) {
        const message =
          typeof data?.message === 'string' && data.message
            ? data.message
            : 'Your total has changed.';
        return { kind: 'total-changed', quote: quote.data, message };
      }
    }
    throw error;
  }
}

/**
 * Placing an order. A placed order goes into the cache (docs/storefront-contract.md#order-rules: placing adds it to the
 * orders); a failure is an RequestError with the server's message or the spec's fallback.
 */
export const placeOrderOptions = () =>
  mutationOptions<PlaceOrderResult, RequestError, PlaceOrderVariables>({
    mutationFn: ({ body, idempotencyKey }) =>
      requestOr(fallbackMessages.placeOrder, () => postOrder(body, idempotencyKey)),
    onSuccess: (result, _variables, _onMutate, { client }) => {
      if (result.kind === 'placed') orderPlaced(client, result.order);
    },
  });

type PlaceOrderConfig = Pick<
  UseMutationOptions<PlaceOrderResult, RequestError, PlaceOrderVariables>,
  'onSuccess'
>;

/** The caller's `onSuccess` runs after the cache has the order (bulletproof's MutationConfig). */
export function usePlaceOrder({ onSuccess }: PlaceOrderConfig = {}) {
  const options = placeOrderOptions();
  return useMutation({
    ...options,
    onSuccess: async (...args) => {
      await options.onSuccess?.(...args);
      await onSuccess?.(...args);
    },
  });
}
