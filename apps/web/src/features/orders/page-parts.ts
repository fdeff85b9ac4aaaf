/** What only the checkout, confirmation and account pages are made of. */
export { MoneyTotals, type Totals } from './components/money-totals';
export { OrderLines, lineChange, type LineView } from './components/order-lines';
export { OrderStatusBadge, OrderTimeline } from './components/order-timeline';
export { useOrderEvents, type LiveState } from './use-order-events';
