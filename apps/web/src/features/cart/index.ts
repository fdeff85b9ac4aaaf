export { cartSlice } from './cart-slice';
export const cartPages = {
  cart: () => import('./pages/cart-page'),
};
export { CartLink } from './components/cart-link';
export { AddToCartControl } from './components/add-to-cart-control';
