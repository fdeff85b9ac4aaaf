import type { OrderStatus, StaffOrder, StaffOrdersResponse } from '@ninetonine/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, errorMessage, isApiError } from '@/lib/api-client';
import { upsertOrder, withStatus } from '../board-model';
import { staffOrderKeys } from './staff-order-keys';

export interface StatusChange {
  order: StaffOrder;
  status: OrderStatus;
  reason?: string;
}

/** Names the moves in flight, so a card can wait for its own. */
export const CHANGE_STATUS_KEY = ['staff-orders', 'change-status'] as const;

/** PATCH /staff/orders/{id}/status */
export async function patchOrderStatus(
  id: string,
  body: { status: OrderStatus; from: OrderStatus; reason?: string },
): Promise<StaffOrder> {
  const { data } = await apiClient.patch<{ order: StaffOrder }>(
    `/staff/orders/${encodeURIComponent(id)}/status`,
    body,
  );
  return data.order;
}

/**
 * A move shown at once on the board, put back if the server refuses it (someone else moved the
 * order first: a 409 with the reason, then the board is read again to show where it is). Each
 * move names the status the board showed (`from`), so a second tap cannot make a second change.
 */
export function useChangeOrderStatus(
  onRefused: (message: string) => void,
  onMoved: (order: StaffOrder, change: StatusChange) => void,
) {
  const queryClient = useQueryClient();
  const key = staffOrderKeys.board();
  return useMutation({
    mutationKey: CHANGE_STATUS_KEY,
    mutationFn: ({ order, status, reason }: StatusChange) =>
      patchOrderStatus(
        order._id,
        reason ? { status, from: order.status, reason } : { status, from: order.status },
      ),
    onMutate: async ({ order, status, reason }) => {
      // A refetch landing now would overwrite the optimistic card with the old one.
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<StaffOrdersResponse>(key);
      if (before) {
        const moved = withStatus(order, status, new Date().toISOString(), reason ?? null);
        queryClient.setQueryData(key, upsertOrder(before, moved));
      }
      return { before };
    },
    onError: (error, { order }, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
      const reason = errorMessage(error, 'Please try again.');
      onRefused(
        isApiError(error) && error.response?.status === 409
          ? `${reason} The board now shows where it is.`
          : `Order ${order.number} was not moved: ${reason}`,
      );
      void queryClient.invalidateQueries({ queryKey: key });
    },
    onSuccess: (fresh, change) => {
      const board = queryClient.getQueryData<StaffOrdersResponse>(key);
      if (board) queryClient.setQueryData(key, upsertOrder(board, fresh));
      onMoved(fresh, change);
    },
  });
}
