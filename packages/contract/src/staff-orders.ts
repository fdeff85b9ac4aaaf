import { z } from 'zod';
import { staffOrderRiderSchema, upiCollectSchema } from './riders';
import { queryFlag, timestampSchema } from './common';
import { localDateSchema } from './dashboard';
import { orderTableSchema } from './dine-in';
import { fulfilmentMethods, orderStatuses } from './order-status';
import { orderLineSchema, orderSchema } from './orders';
import { staffRefundSchema } from './staff-refunds';

/** The most orders one board answer carries; `truncated` says when there were more. */
export const STAFF_ORDERS_CAP = 500;
/**
 * Finished orders (delivered, picked up, cancelled, rejected, expired) one board answer carries
 * by default: a busy day has hundreds, and the board shows them folded away (issue 36, item 4).
 */
export const STAFF_DONE_PAGE = 20;
/** The most finished orders one page may ask for (`doneLimit`). */
export const STAFF_DONE_PAGE_MAX = 100;

/** Opaque to clients: hand back `doneCursor` as it came, as `doneAfter`. */
export const staffDoneCursorSchema = z
  .string()
  .max(200)
  .regex(/^[A-Za-z0-9_-]+$/, 'Invalid cursor: read the board again');

/** The longest date range one request may ask for, in days. */
export const STAFF_ORDERS_MAX_DAYS = 31;

const dayNumber = (s: string) => Date.parse(`${s}T00:00:00Z`) / 86_400_000;

/**
 * GET /staff/orders: the orders placed or scheduled within the restaurant's days `from`..`to`
 * (inclusive; `to` defaults to `from`, `from` to the restaurant's today). `status` is a
 * comma-separated list (default: all but unpaid online orders, awaiting_payment and expired);
 * `scheduled=true` keeps only orders booked for a later slot. While the
 * days are still running (today's board), unfinished orders from before them come too, so an
 * order still in the kitchen at midnight does not drop off the board.
 */
export const staffOrdersQuerySchema = z
  .object({
    from: localDateSchema.optional(),
    to: localDateSchema.optional(),
    status: z
      .string()
      .transform((s) => s.split(',').map((part) => part.trim()))
      .pipe(z.array(z.enum(orderStatuses, 'Unknown status')).min(1))
      .optional(),
    fulfilment: z.enum(fulfilmentMethods, 'Use delivery, pickup or dine_in').optional(),
    scheduled: queryFlag.optional(),
    /** Finished orders per answer, newest placed first; unfinished ones always come whole. */
    doneLimit: z.coerce
      .number('Give doneLimit as a number')
      .int('Give doneLimit as a whole number')
      .min(1, 'Ask for at least 1 finished order')
      .max(STAFF_DONE_PAGE_MAX, `Ask for at most ${STAFF_DONE_PAGE_MAX} finished orders at once`)
      .default(STAFF_DONE_PAGE),
    /**
     * The next page of finished orders, after the one this cursor ends (the answer's
     * `doneCursor`): the answer then holds only finished orders, the board has the others.
     */
    doneAfter: staffDoneCursorSchema.optional(),
  })
  .refine((q) => !q.to || (q.from !== undefined && q.to >= q.from), {
    message: '`to` needs a `from` on or before it',
    path: ['to'],
  })
  .refine((q) => !q.from || !q.to || dayNumber(q.to) - dayNumber(q.from) < STAFF_ORDERS_MAX_DAYS, {
    message: `Ask for at most ${STAFF_ORDERS_MAX_DAYS} days at once`,
    path: ['to'],
  });
export type StaffOrdersQuery = z.input<typeof staffOrdersQuerySchema>;
export type StaffOrdersFilter = z.output<typeof staffOrdersQuerySchema>;

/** An order as the kitchen sees it: the customer's order plus who placed it. */
export const staffOrderSchema = orderSchema.extend({
  /** Each line with its dish's FSSAI veg / non-veg mark as stated now (null: not stated). */
  lines: z.array(orderLineSchema.extend({ veg: z.enum(['veg', 'non_veg']).nullable() })),
  customer: z.object({
    name: z.string(),
    /** The order's contact phone (else the account's); a delivery's is also in `address.phone`. */
    phone: z.string().nullable(),
    email: z.string().nullable(),
  }),
  updatedAt: timestampSchema,
  /**
   * Mails to the customer about this order that did not go (decision 0064): `failed` when the
   * queue gave up, else it is still retrying. Empty when every mail went (or none was due).
   */
  mailProblems: z.array(
    z.object({
      /** The status the mail tells about: `placed` is the receipt. */
      status: z.enum(orderStatuses),
      failed: z.boolean(),
      attempts: z.number().int(),
      error: z.string(),
    }),
  ),
  /** The refunds of the order's payment, oldest first (decision 0080). */
  refunds: z.array(staffRefundSchema),
  /** Major units an admin may still refund now; 0 when the order takes no staff refund. */
  refundable: z.number(),
  /** The customer's stars (decision 0086); null: not rated. LOW_RATING_MAX_STARS or less marks it. */
  rating: z.number().int().nullable(),
  /** The rider carrying it (decision 0083), delivered ones too; absent: none. */
  rider: staffOrderRiderSchema.optional(),
  /** The UPI QR the ticket prints for cash due on delivery (decision 0090); absent: none. */
  upi: upiCollectSchema.optional(),
  /** A dine-in round's table and tab (decision 0094); absent on deliveries and pickups. */
  table: orderTableSchema.optional(),
});
export type StaffOrder = z.infer<typeof staffOrderSchema>;

export const staffOrderResponseSchema = z.object({ order: staffOrderSchema });

export const staffOrdersResponseSchema = z.object({
  orders: z.array(staffOrderSchema),
  /** The days answered, and the instants they span (restaurant time zone). */
  range: z.object({
    from: z.string(),
    to: z.string(),
    timeZone: z.string(),
    start: timestampSchema,
    end: timestampSchema,
  }),
  /** More unfinished orders matched than STAFF_ORDERS_CAP: the newest ones are kept. */
  truncated: z.boolean(),
  /** How many finished orders match in all (the answer carries a page of them). */
  doneTotal: z.number().int(),
  /** Pass as `doneAfter` for the next (older) page of finished orders; null when none is left. */
  doneCursor: z.string().nullable(),
});
export type StaffOrdersResponse = z.infer<typeof staffOrdersResponseSchema>;
