/**
 * Orders: the slice (docs/storefront-contract.md#order-state), its thunks, the order calls and
 * their queries.
 */
export {
  ordersSlice,
  orderUpdated,
  ordersReset,
  initialOrdersState,
  type OrdersState,
} from './orders-slice';
export { fetchOrders, placeOrder, cancelOrder } from './orders-thunks';
export { orderKeys } from './api/order-keys';
export { orderQuery, getOrder } from './api/get-order';
export { getOrders, type OrdersPage } from './api/get-orders';
export { quoteQuery, postQuote } from './api/get-quote';
export { postOrder, type PlaceOrderResult } from './api/place-order';
export { postCancelOrder } from './api/cancel-order';
export { OrderRequestError } from './api/order-error';
export { AttemptKeys, newIdempotencyKey } from './attempt-key';
