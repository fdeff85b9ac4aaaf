/** Orders: the order calls, their queries and mutations (the query cache owns the orders). */
export { orderKeys } from './api/order-keys';
export { orderQuery, getOrder } from './api/get-order';
export { ordersQuery, getOrders, type OrdersPage } from './api/get-orders';
export { quoteQuery, postQuote } from './api/get-quote';
export { postOrder, usePlaceOrder, type PlaceOrderResult } from './api/place-order';
export { postCancelOrder, useCancelOrder } from './api/cancel-order';
export { OrderRequestError } from './api/order-error';
export { AttemptKeys, newIdempotencyKey } from './attempt-key';
