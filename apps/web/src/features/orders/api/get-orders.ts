import type { Order, Pagination } from '@ninetonine/contract';
import { apiClient } from '@/lib/api-client';

export interface OrdersPage {
  orders: Order[];
  pagination: Pagination;
}

/** GET /orders?page=: the customer's own orders, newest first. */
export async function getOrders(page: number, signal?: AbortSignal): Promise<OrdersPage> {
  const { data } = await apiClient.get<OrdersPage>('/orders', { params: { page }, signal });
  return data;
}
