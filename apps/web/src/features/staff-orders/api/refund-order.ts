import type { StaffOrder, StaffOrdersResponse, StaffRefundRequest } from '@ninetonine/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { upsertOrder } from '../board-model';
import { staffOrderKeys } from './staff-order-keys';

const base = (id: string) => `/staff/orders/${encodeURIComponent(id)}/refunds`;

/** POST /staff/orders/{id}/refunds (admins; a stale sign-in is asked "Confirm it's you"). */
async function postRefund(id: string, body: StaffRefundRequest): Promise<StaffOrder> {
  const { data } = await apiClient.post<{ order: StaffOrder }>(base(id), body);
  return data.order;
}

/** POST /staff/orders/{id}/refunds/{refundId}/retry */
async function postRetry(id: string, refundId: string): Promise<StaffOrder> {
  const { data } = await apiClient.post<{ order: StaffOrder }>(
    `${base(id)}/${encodeURIComponent(refundId)}/retry`,
  );
  return data.order;
}

/** The order the server answered, on its page and on the board. */
function useShowOrder() {
  const queryClient = useQueryClient();
  return (order: StaffOrder) => {
    queryClient.setQueryData(staffOrderKeys.detail(order._id), order);
    const board = queryClient.getQueryData<StaffOrdersResponse>(staffOrderKeys.board());
    if (board) queryClient.setQueryData(staffOrderKeys.board(), upsertOrder(board, order));
  };
}

/** An admin's refund of a paid online order, whole or part (decision 0080). */
export function useRefundOrder(orderId: string) {
  const show = useShowOrder();
  return useMutation({
    mutationFn: (body: StaffRefundRequest) => postRefund(orderId, body),
    onSuccess: show,
  });
}

/** Asks the provider again for a refund it refused. */
export function useRetryRefund(orderId: string) {
  const show = useShowOrder();
  return useMutation({
    mutationFn: (refundId: string) => postRetry(orderId, refundId),
    onSuccess: show,
  });
}
