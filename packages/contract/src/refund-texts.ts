import type { OrderStatus } from './order-status';

/**
 * Refunds by staff (issue 31, item 4; decision 0080): an admin gives back all or part of a paid
 * online order the kitchen accepted, with a reason, after re-authentication. Cancelling or
 * rejecting a paid order refunds it in full by itself; a cash order's money is given back in
 * cash, not here.
 */
export const STAFF_REFUNDABLE_STATUSES: readonly OrderStatus[] = [
  'accepted',
  'preparing',
  'ready',
  'out_for_delivery',
  'delivered',
  'picked_up',
];
/** What the staff order view and the board say of refunds. */
export const staffRefundTexts = {
  action: 'Refund',
  retry: 'Retry refund',
  heading: 'Refunds',
  amountLabel: 'Amount to refund',
  reasonLabel: 'Reason (the customer sees it)',
  submit: 'Refund now',
  refused: 'Refund refused by the provider',
  notRefundable: 'Nothing more can be refunded on this order.',
  statuses: { pending: 'Being refunded', refunded: 'Refunded', failed: 'Refused' },
} as const;

/** How a staff refund is told to the customer: the order page and the mail (decision 0080). */
export const refundNoticeTexts = {
  subject: (orderNumber: string) => `A refund on your order ${orderNumber}`,
  heading: (amount: string) => `We refunded ${amount}`,
  /** `amount` and `when` already formatted in the restaurant's way. */
  made: (amount: string, when: string, route: string) =>
    `We refunded ${amount} ${route} on ${when}. Banks can take a few working days to show it.`,
  reason: (reason: string) => `The reason given: ${reason}`,
  /** On the order page, beside the payment. */
  onOrder: (amount: string, when: string) => `Refunded ${amount} on ${when}`,
  pendingOnOrder: (amount: string) => `Refund of ${amount} on its way`,
} as const;
