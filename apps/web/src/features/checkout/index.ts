/**
 * Checkout's own rules and choices; its pages live in app/routes/checkout and combine the cart,
 * addresses, orders, restaurant and auth features there.
 */
export {
  changedLines,
  placeReadiness,
  quoteRequestFor,
  nextQuoteTiming,
  type QuoteTiming,
  type PlaceReadiness,
} from './checkout-rules';
export { paymentChoice, paymentLabels } from './payment-rules';
