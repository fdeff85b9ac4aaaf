/** The checkout page's own parts. */
export { CouponField } from './components/coupon-field';
export { FulfilmentChoice } from './components/fulfilment-choice';
export { PaymentChoice } from './components/payment-choice';
export { TimeChoice } from './components/time-choice';
