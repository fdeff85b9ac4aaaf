export { addressesSlice } from './addresses-slice';
