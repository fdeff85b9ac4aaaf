import type { Order, PlaceOrderRequest, Quote } from '@ninetonine/contract';
import { apiClient, isApiError } from '@/lib/api-client';

export type PlaceOrderResult =
  | { kind: 'placed'; order: Order }
  /** The total changed since the customer confirmed it: nothing was ordered. */
  | { kind: 'total-changed'; quote: Quote; message: string };

/** POST /orders, with the attempt's Idempotency-Key so a retried request orders only once. */
export async function postOrder(
  body: PlaceOrderRequest,
  idempotencyKey: string,
): Promise<PlaceOrderResult> {
  try {
    const { data } = await apiClient.post<{ order: Order }>('/orders', body, {
      headers: { 'Idempotency-Key': idempotencyKey },
    });
    return { kind: 'placed', order: data.order };
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
