import type { StaffOrder } from '@ninetonine/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { staffOrderKeys } from './staff-order-keys';

/** GET /staff/orders/{id}: one order as the kitchen sees it (a new order the stream announced). */
export async function getStaffOrder(id: string): Promise<StaffOrder> {
  const { data } = await apiClient.get<{ order: StaffOrder }>(
    `/staff/orders/${encodeURIComponent(id)}`,
  );
  return data.order;
}

/** The staff order page's query (/admin/orders/:id). */
export const staffOrderQuery = (id: string) =>
  queryOptions({ queryKey: staffOrderKeys.detail(id), queryFn: () => getStaffOrder(id) });
