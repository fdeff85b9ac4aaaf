import { z } from 'zod';
import { idSchema, safeText, timestampSchema } from './common';
import { moneyInput } from './money-input';
import type { OrderStatus } from './order-status';
import { refundStatuses } from './payment-status';

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
export const STAFF_REFUND_REASON_MIN = 3;
export const STAFF_REFUND_REASON_MAX = 300;
/** Far above any order: the real limit is what remains refundable, checked by the server. */
const REFUND_INPUT_MAX = 10_000_000;

/** POST /staff/orders/:id/refunds: the amount in major units, as the spec shows money. */
export const staffRefundRequestSchema = z
  .object({
    amount: moneyInput({ min: 0.01, max: REFUND_INPUT_MAX, label: 'The refund' }),
    reason: safeText(STAFF_REFUND_REASON_MAX)
      .trim()
      .min(STAFF_REFUND_REASON_MIN, 'Say why you are refunding (at least 3 characters)'),
  })
  .meta({
    id: 'StaffRefundRequest',
    description: 'A refund of a paid online order, whole or in part, and why',
    example: { amount: 120.5, reason: 'Paneer tikka was missing from the bag' },
  });
export type StaffRefundRequest = z.infer<typeof staffRefundRequestSchema>;

/** /staff/orders/:id/refunds/:refundId/retry */
export const refundRetryParamsSchema = z.object({ id: idSchema, refundId: idSchema });

/** One refund of the order's payment as staff see it (the system's and staff's). */
export const staffRefundSchema = z
  .object({
    id: z.string(),
    /** Major units. */
    amount: z.number(),
    /** Why: the admin's words, or the system's (cancelled, rejected…). */
    reason: z.string(),
    status: z.enum(refundStatuses),
    /** The provider's own words when it refused the refund. */
    failureReason: z.string().nullable(),
    /** Asked for by an admin (else by the system). */
    byStaff: z.boolean(),
    /** Refused and not retried yet: staff may retry it. */
    retryable: z.boolean(),
    createdAt: timestampSchema,
    updatedAt: timestampSchema,
  })
  .meta({ id: 'StaffRefund', description: "One refund of an order's online payment" });
export type StaffRefund = z.infer<typeof staffRefundSchema>;

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
