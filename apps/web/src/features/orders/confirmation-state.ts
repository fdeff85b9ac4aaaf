import type { Order, RestaurantFormat } from '@ninetonine/contract';

/**
 * Which face /order-confirmation shows: an online order still waiting for its money (pending,
 * or its last attempt failed), one that expired unpaid, or the order itself (placed and on).
 */
export type ConfirmationState = 'payment-pending' | 'payment-failed' | 'payment-expired' | 'order';

/**
 * The state from the order, which the server keeps; the return's `payment` parameter only adds
 * what the signed return said (a failure the order may not show yet). An order that moved on
 * (paid, switched to cash, expired) shows where it is now, whatever the address says.
 */
export function confirmationState(order: Order, outcome: string | null): ConfirmationState {
  if (order.status === 'expired') return 'payment-expired';
  if (order.status !== 'awaiting_payment') return 'order';
  return order.payment.status === 'failed' || outcome === 'failed'
    ? 'payment-failed'
    : 'payment-pending';
}

export const confirmationTitles: Record<ConfirmationState, (order: Order) => string> = {
  'payment-pending': () => 'Waiting for your payment',
  'payment-failed': () => 'Your payment did not go through',
  'payment-expired': () => 'The time to pay ran out',
  // Where the order is, in words: its number is on the card right below (issue 34, item 20:
  // "Order 1128-001" twice).
  order: (order) => orderTitles[order.status],
};

const orderTitles: Record<Order['status'], string> = {
  awaiting_payment: 'Waiting for your payment',
  placed: 'Thank you, your order is placed',
  accepted: 'The kitchen has accepted your order',
  preparing: 'Your order is being prepared',
  ready: 'Your order is ready',
  out_for_delivery: 'Your order is on its way',
  delivered: 'Your order was delivered',
  picked_up: 'You picked up your order',
  served: 'Your order was served',
  cancelled: 'Your order was cancelled',
  rejected: 'The kitchen could not take your order',
  expired: 'The time to pay ran out',
};

/**
 * The one sentence the page's status region says about the money, kept in one region across
 * the states so a screen reader hears each change (pending, then paid). Empty when there is
 * nothing to say (an order paid on handover).
 */
export function paymentMessage(
  state: ConfirmationState,
  order: Order,
  format: Pick<RestaurantFormat, 'price'>,
): string {
  const amount = format.price(order.payment.amount);
  switch (state) {
    case 'payment-pending':
      return 'Waiting for the payment to be confirmed. This page updates by itself.';
    case 'payment-failed':
      return `The payment of ${amount} did not go through, and nothing was charged.`;
    case 'payment-expired':
      return 'We did not receive the payment in time, so this order was not placed.';
    case 'order':
      return order.payment.status === 'paid' ? `Payment received: ${amount} paid online.` : '';
  }
}
