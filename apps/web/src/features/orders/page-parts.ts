/** What only the checkout, confirmation and account pages are made of. */
export { OrderStatusBadge } from './components/order-timeline';
export { PaymentStatusBadge } from './components/payment-badge';
export { OrderDetails } from './components/order-details';
export { PaymentExpired } from './components/payment-expired';
export { PaymentFailed } from './components/payment-failed';
export { PaymentPending } from './components/payment-pending';
export { confirmationState, confirmationTitles, paymentMessage } from './confirmation-state';
export { leaveToPay, orderPagePath } from './leave-to-pay';
export { useOrderEvents } from './use-order-events';
