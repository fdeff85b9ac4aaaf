import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Quote, QuoteRequest } from '@ninetonine/contract';
import { apiClient } from '@/lib/api-client';
import { requestOr } from '@/lib/request-error';

/**
 * A quote's cache key: under the customer's ['orders'] like the orders themselves, so whatever
 * refreshes the orders (a sign-out, a new order) refreshes the quotes too. It depends on the
 * choices and on the server cart, named by `cartKey`.
 */
const quoteKey = (request: QuoteRequest, cartKey: string) =>
  ['orders', 'quote', request, cartKey] as const;

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
    queryKey: quoteKey(request, cartKey),
    queryFn: ({ signal }) =>
      requestOr('We could not work out your total. Please try again.', () =>
        postQuote(request, signal),
      ),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    gcTime: 60_000,
  });
}
