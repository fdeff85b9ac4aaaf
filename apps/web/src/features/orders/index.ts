export { ordersSlice } from './orders-slice';
