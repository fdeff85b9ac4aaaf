import { z } from 'zod';
import { idSchema, safeText, timestampSchema } from './common';
import { moneyInput } from './money-input';
import { refundStatuses } from './payment-status';

/** Refunds by staff (issue 31, item 4; decision 0080): the request and what staff see. */
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
    // No request example: the document's examples are each sent to the demo (openapi-examples
    // test), which has no paid online order to refund.
    description:
      'A refund of a paid online order, whole or in part, and why, e.g. 120.5 and "Paneer tikka was missing from the bag"',
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
