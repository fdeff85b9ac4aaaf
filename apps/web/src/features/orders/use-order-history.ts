import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fallbackMessages } from '@ninetonine/contract/core';
import { useAppDispatch } from '@/app/hooks';
import { orderKeys } from './api/order-keys';
import { fetchOrders } from './orders-thunks';

/**
 * One page of the customer's orders, newest first. Fetched through the slice's thunk, so each page
 * fetched replaces the slice's list (docs/storefront-contract.md#order-rules); refetched on every
 * visit, since statuses move.
 */
export function useOrderHistory(page: number, enabled = true) {
  const dispatch = useAppDispatch();
  return useQuery({
    queryKey: orderKeys.list(page),
    queryFn: async ({ signal }) => {
      const request = dispatch(fetchOrders(page));
      signal.addEventListener('abort', () => request.abort());
      const result = await request;
      if (fetchOrders.rejected.match(result)) {
        throw new Error(result.payload ?? fallbackMessages.fetchOrders);
      }
      return result.payload;
    },
    enabled,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}
