import type { QuoteRequest } from '@ninetonine/contract';

/** Every cached order resource, under ['orders'] so a sign-out or a new order refreshes it all. */
export const orderKeys = {
  all: ['orders'] as const,
  lists: () => [...orderKeys.all, 'list'] as const,
  list: (page: number) => [...orderKeys.lists(), page] as const,
  details: () => [...orderKeys.all, 'detail'] as const,
  detail: (id: string) => [...orderKeys.details(), id] as const,
  /** A quote depends on the choices and on the server cart, named by `cartKey`. */
  quote: (request: QuoteRequest, cartKey: string) =>
    [...orderKeys.all, 'quote', request, cartKey] as const,
};
