import type { StaffOrdersResponse } from '@ninetonine/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { staffOrderKeys } from './staff-order-keys';

/** GET /staff/orders: today's orders, unfiltered (the board filters them on the spot). */
export async function getStaffOrders(signal?: AbortSignal): Promise<StaffOrdersResponse> {
  const { data } = await apiClient.get<StaffOrdersResponse>('/staff/orders', { signal });
  return data;
}

/** The board's one owner of its orders; live events and moves edit this cache entry. */
export function boardQuery() {
  return queryOptions({
    queryKey: staffOrderKeys.board(),
    queryFn: ({ signal }) => getStaffOrders(signal),
    staleTime: 30_000,
  });
}
