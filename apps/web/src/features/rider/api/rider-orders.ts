import type { RiderOrdersResponse } from '@ninetonine/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const riderKeys = { orders: () => ['rider', 'orders'] as const };

/** How often the rider's list is read again: a delivery the kitchen gives them shows up soon. */
const REFRESH_MS = 10_000;

/** GET /rider/orders: the rider's own deliveries, and ready ones nobody carries. */
export const riderOrdersQuery = () =>
  queryOptions({
    queryKey: riderKeys.orders(),
    queryFn: async () => (await apiClient.get<RiderOrdersResponse>('/rider/orders')).data,
    refetchInterval: REFRESH_MS,
  });

export type RiderAction =
  | { kind: 'take'; orderId: string }
  | { kind: 'move'; orderId: string; status: 'out_for_delivery' | 'delivered'; from: string };

/** "Take", "Picked up", "Delivered": each answers with the rider's list as it now is. */
export function useRiderAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: RiderAction) => {
      const path = `/rider/orders/${encodeURIComponent(action.orderId)}`;
      const { data } =
        action.kind === 'take'
          ? await apiClient.post<RiderOrdersResponse>(`${path}/take`)
          : await apiClient.patch<RiderOrdersResponse>(`${path}/status`, {
              status: action.status,
              from: action.from,
            });
      return data;
    },
    onSuccess: (fresh) => queryClient.setQueryData(riderKeys.orders(), fresh),
    // Refused (someone else was first, the kitchen moved it): show where things are now.
    onError: () => void queryClient.invalidateQueries({ queryKey: riderKeys.orders() }),
  });
}

/** PUT /rider/orders/{id}/position */
export async function sendPosition(orderId: string, lat: number, lng: number): Promise<void> {
  await apiClient.put(`/rider/orders/${encodeURIComponent(orderId)}/position`, { lat, lng });
}
