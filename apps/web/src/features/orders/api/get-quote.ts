import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Quote, QuoteRequest } from '@ninetonine/contract';
import { apiClient } from '@/lib/api-client';
import { OrderRequestError } from './order-error';
import { orderKeys } from './order-keys';

/** POST /orders/quote: the server's price of the server cart for these choices. */
export async function postQuote(request: QuoteRequest, signal?: AbortSignal): Promise<Quote> {
  const { data } = await apiClient.post<{ quote: Quote }>('/orders/quote', request, { signal });
  return data.quote;
}

/**
 * The quote for the current choices; while a new one is on its way the previous one stays on
 * screen (the page shows that it is being updated).
 */
export function quoteQuery(request: QuoteRequest, cartKey: string) {
  return queryOptions({
    queryKey: orderKeys.quote(request, cartKey),
    queryFn: async ({ signal }) => {
      try {
        return await postQuote(request, signal);
      } catch (error) {
        throw new OrderRequestError(error, 'We could not work out your total. Please try again.');
      }
    },
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    gcTime: 60_000,
  });
}
