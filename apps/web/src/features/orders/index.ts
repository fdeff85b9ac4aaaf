/** Orders: the order calls, their queries and mutations (the query cache owns the orders). */
export { orderKeys } from './api/order-keys';
export { orderQuery } from './api/get-order';
export { ordersQuery } from './api/get-orders';
export { usePlaceOrder } from './api/place-order';
