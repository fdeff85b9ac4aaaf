/**
 * Checkout: its call (the quote), its rules and its form. The checkout page combines the form
 * with the cart, addresses, orders, restaurant and auth features, which it hands in.
 */
export { CheckoutForm } from './components/checkout-form';
export {
  CHECKOUT_DRAFT_SAVED,
  checkoutDraftCleared,
  checkoutDraftSlice,
} from './checkout-draft-slice';
