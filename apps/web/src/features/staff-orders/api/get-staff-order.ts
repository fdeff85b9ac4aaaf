import type { StaffOrder } from '@ninetonine/contract';
import { apiClient } from '@/lib/api-client';

/** GET /staff/orders/{id}: one order as the kitchen sees it (a new order the stream announced). */
export async function getStaffOrder(id: string): Promise<StaffOrder> {
  const { data } = await apiClient.get<{ order: StaffOrder }>(
    `/staff/orders/${encodeURIComponent(id)}`,
  );
  return data.order;
}
