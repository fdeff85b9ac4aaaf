/** What only the checkout, confirmation and account pages are made of. */
export { MoneyTotals } from './components/money-totals';
export { OrderLines, lineChange } from './components/order-lines';
export { OrderStatusBadge, OrderTimeline } from './components/order-timeline';
export { OrderTracker } from './components/order-tracker';
export { PaymentStatusBadge } from './components/payment-badge';
export { useOrderEvents, type LiveState } from './use-order-events';
