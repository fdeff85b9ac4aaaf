export { cartSlice, clearCart, setCart, type CartItem, type CartItemInput } from './cart-slice';
export {
  addToCart,
  addToCartQuietly,
  emptyCart,
  refreshCart,
  serverCartAfterWrites,
} from './cart-thunks';
export { CartLink } from './components/cart-link';
export { ViewCartBar } from './components/view-cart-bar';
export { AddToCartControl } from './components/add-to-cart-control';
/** For the login cart sync composed in src/app. */
export { sameLine, keyOf } from './cart-item';
export { postAddToCart } from './api/add-to-cart';
export { putUpdateCartItem } from './api/update-cart-item';
