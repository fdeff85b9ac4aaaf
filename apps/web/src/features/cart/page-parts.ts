/**
 * What only the cart page (app/routes/cart) is made of. Kept out of index.ts, which the app
 * shell loads on first paint, so that none of it enters the first-load JavaScript.
 */
export { CartLine } from './components/cart-line';
export { CartSummary } from './components/cart-summary';
export { ClearCartDialog } from './components/clear-cart-dialog';
