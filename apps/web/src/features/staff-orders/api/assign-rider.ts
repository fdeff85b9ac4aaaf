import type { StaffOrder, StaffOrdersResponse, StaffRider } from '@ninetonine/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { upsertOrder } from '../board-model';
import { staffOrderKeys } from './staff-order-keys';

/** GET /staff/riders: who can carry deliveries, and how many each carries now. */
export const ridersQuery = () =>
  queryOptions({
    queryKey: staffOrderKeys.riders(),
    queryFn: async () =>
      (await apiClient.get<{ riders: StaffRider[] }>('/staff/riders')).data.riders,
  });

/** PUT /staff/orders/{id}/rider: gives a delivery to a rider (null: to nobody). */
export function useAssignRider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ order, riderId }: { order: StaffOrder; riderId: string | null }) =>
      (
        await apiClient.put<{ order: StaffOrder }>(
          `/staff/orders/${encodeURIComponent(order._id)}/rider`,
          { riderId },
        )
      ).data.order,
    onSuccess: (fresh) => {
      const board = queryClient.getQueryData<StaffOrdersResponse>(staffOrderKeys.board());
      if (board) queryClient.setQueryData(staffOrderKeys.board(), upsertOrder(board, fresh));
      queryClient.setQueryData(staffOrderKeys.detail(fresh._id), fresh);
      void queryClient.invalidateQueries({ queryKey: staffOrderKeys.riders() });
    },
  });
}
