/** Where the visitor wants the food (decision 0084): the slice, kept across visits. */
export { deliverySlice } from './delivery-slice';
