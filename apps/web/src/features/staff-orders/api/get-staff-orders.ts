import type { StaffOrdersResponse } from '@ninetonine/contract';
import { orderStatuses } from '@ninetonine/contract/core';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { keepLoadedDone } from '../board-model';
import { staffOrderKeys } from './staff-order-keys';

/**
 * GET /staff/orders: today's orders, every status (the board filters them on the spot): online
 * orders awaiting payment too, which the server leaves out unless asked, so the board holds the
 * card it moves to "New" once paid. Unfinished orders come whole, finished ones a page at a time
 * (`doneAfter`: the page after that cursor, alone).
 */
export async function getStaffOrders(
  signal?: AbortSignal,
  doneAfter?: string,
): Promise<StaffOrdersResponse> {
  const { data } = await apiClient.get<StaffOrdersResponse>('/staff/orders', {
    signal,
    params: { status: orderStatuses.join(','), ...(doneAfter ? { doneAfter } : {}) },
  });
  return data;
}

/** The board's one owner of its orders; live events and moves edit this cache entry. */
export function boardQuery() {
  return queryOptions({
    queryKey: staffOrderKeys.board(),
    queryFn: async ({ signal, client, queryKey }) =>
      keepLoadedDone(
        await getStaffOrders(signal),
        client.getQueryData<StaffOrdersResponse>(queryKey),
      ),
    staleTime: 30_000,
  });
}
