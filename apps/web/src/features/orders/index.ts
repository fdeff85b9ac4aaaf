/** Orders: the order calls, their queries and mutations (the query cache owns the orders). */
export { orderKeys } from './api/order-keys';
export { orderQuery } from './api/get-order';
export { ordersQuery } from './api/get-orders';
export { quoteQuery } from './api/get-quote';
export { usePlaceOrder } from './api/place-order';
export { useCancelOrder } from './api/cancel-order';
export { useRetryPayment } from './api/retry-payment';
export { usePayOnHandover } from './api/pay-on-handover';
export { OrderRequestError } from './api/order-error';
export { AttemptKeys } from './attempt-key';
