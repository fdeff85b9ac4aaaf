import { QueryClient } from '@tanstack/react-query';

/**
 * The query cache (docs/storefront-contract.md#constants): no refetch on focus, 1 retry, stale 5
 * minutes, cache 10 minutes.
 */
export function makeQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        retry: 1,
        staleTime: 5 * 60 * 1000,
        gcTime: 10 * 60 * 1000,
      },
    },
  });
}
