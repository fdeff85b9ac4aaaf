import type { QueryClient } from '@tanstack/react-query';
import type { Order } from '@ninetonine/contract';
import type { OrdersPage } from './get-orders';
import { orderKeys } from './order-keys';

/*
 * The spec's order-state rules (§4) as operations on the query cache, which owns the orders
 * (decision 0040): fetching a page replaces it (the query itself), placing adds the order,
 * a changed order replaces its copies.
 */

/** Page 1 after placing: the order first (pages are newest first), once even when replayed. */
export function withPlacedOrder(page: OrdersPage, order: Order): OrdersPage {
  if (page.pagination.page !== 1 || page.orders.some((o) => o._id === order._id)) return page;
  return {
    orders: [order, ...page.orders],
    pagination: { ...page.pagination, total: page.pagination.total + 1 },
  };
}

/** A page with a fresher copy of one of its orders; a page without it is returned as is. */
export function withChangedOrder(page: OrdersPage, order: Order): OrdersPage {
  if (!page.orders.some((o) => o._id === order._id)) return page;
  return { ...page, orders: page.orders.map((o) => (o._id === order._id ? order : o)) };
}

/**
 * The server's answer to placing an order: it is the order's detail (the confirmation page
 * shows it without asking again) and the first in the cached first page. Every list is then
 * stale, since the pages' boundaries moved.
 */
export function orderPlaced(queryClient: QueryClient, order: Order): void {
  queryClient.setQueryData(orderKeys.detail(order._id), order);
  queryClient.setQueriesData<OrdersPage>(
    { queryKey: orderKeys.lists() },
    (page) => page && withPlacedOrder(page, order),
  );
  void queryClient.invalidateQueries({ queryKey: orderKeys.lists() });
}

/** A fresher copy of an order (a cancel's answer, a live status): its detail and list rows. */
export function orderChanged(queryClient: QueryClient, order: Order): void {
  queryClient.setQueryData(orderKeys.detail(order._id), order);
  queryClient.setQueriesData<OrdersPage>(
    { queryKey: orderKeys.lists() },
    (page) => page && withChangedOrder(page, order),
  );
}
