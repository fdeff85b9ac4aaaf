/** Orders: the slice (spec §3/§4), its thunks, the order calls and their queries. */
export { ordersSlice, orderUpdated, ordersReset } from './orders-slice';
export { placeOrder, cancelOrder } from './orders-thunks';
export { orderKeys } from './api/order-keys';
export { orderQuery } from './api/get-order';
export { quoteQuery } from './api/get-quote';
export { OrderRequestError } from './api/order-error';
export { AttemptKeys } from './attempt-key';
