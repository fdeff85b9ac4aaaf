/**
 * Dine-in by QR code (issue 33, decision 0094): tables and their QR cards, a table's running tab
 * that guests without an account add rounds to, calls to the staff, and the staff's tab actions.
 * The requests and answers; the paths are in dine-in-paths.ts, the states and texts in
 * dine-in-states.ts. Money is in major units, as everywhere in answers.
 */
import { z } from 'zod';
import { idSchema, safeText, timestampSchema } from './common';
import { cartOptionIdsSchema, cartQuantitySchema, cartSizeSchema } from './cart';
import { CART_LINES_MAX, ORDER_NOTE_MAX } from './limits';
import { orderStatuses } from './order-status';
import { refundStatuses } from './payment-status';
import { orderLineSchema, idempotencyKeySchema } from './orders';
import {
  tabPaymentMethods,
  tabStaffPaymentMethods,
  tabStatuses,
  tableCallKinds,
} from './dine-in-states';

// ---------------------------------------------------------------------------------------------
// Requests

/** An opaque, unguessable token (base64url, 32 characters); anything else is an unknown table. */
export const tableTokenSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{16,64}$/, 'This QR code is not valid');
export const tableTokenParamsSchema = z.object({ token: tableTokenSchema });

export const TABLE_NAME_MAX = 40;
export const TABLE_SEATS_MAX = 50;

const tableFields = {
  name: safeText(TABLE_NAME_MAX).trim().min(1, 'Give the table a name'),
  seats: z
    .number('Seats must be a number')
    .int('Seats must be a whole number')
    .min(1, 'A table has at least 1 seat')
    .max(TABLE_SEATS_MAX, `A table has at most ${TABLE_SEATS_MAX} seats`),
  /** Where the table is ("Terrace", "Ground floor"); '' none. */
  area: safeText(TABLE_NAME_MAX).trim().default(''),
};
/** POST /staff/tables */
export const tableInputSchema = z
  .strictObject(tableFields)
  .meta({ id: 'TableInput', example: { name: 'Table 4', seats: 4, area: 'Terrace' } });
export type TableInput = z.input<typeof tableInputSchema>;
/** PATCH /staff/tables/{id}: any of the fields. */
export const tableUpdateSchema = z
  .strictObject({
    name: tableFields.name.optional(),
    seats: tableFields.seats.optional(),
    area: safeText(TABLE_NAME_MAX).trim().optional(),
  })
  .refine((u) => Object.values(u).some((v) => v !== undefined), {
    message: 'Change at least one of name, seats or area',
  });
export type TableUpdate = z.input<typeof tableUpdateSchema>;

/** POST /table/{token}/join */
export const tableJoinSchema = z.strictObject({
  name: safeText(60).trim().min(1, 'Tell us your name'),
  /** Optional: for the staff to reach the guest; checked like checkout's phone. */
  phone: safeText(24).trim().optional(),
});
export type TableJoin = z.input<typeof tableJoinSchema>;

/** One line of a round: what and how many; the price is always the server's. */
export const roundLineInputSchema = z.strictObject({
  foodId: idSchema,
  size: cartSizeSchema,
  quantity: cartQuantitySchema,
  optionIds: cartOptionIdsSchema.optional(),
});
/** POST /table/{token}/rounds (header Idempotency-Key: a retry returns the same round). */
export const roundRequestSchema = z.strictObject({
  lines: z
    .array(roundLineInputSchema)
    .min(1, 'Add a dish to the round first')
    .max(CART_LINES_MAX, `A round has at most ${CART_LINES_MAX} lines`),
  note: safeText(ORDER_NOTE_MAX).trim().default(''),
});
export type RoundRequest = z.input<typeof roundRequestSchema>;
export const roundHeadersSchema = z.object({ 'idempotency-key': idempotencyKeySchema });

/** POST /table/{token}/calls */
export const tableCallRequestSchema = z.strictObject({ kind: z.enum(tableCallKinds) });

/** POST /staff/tabs/{id}/paid */
export const tabPaidRequestSchema = z.strictObject({
  method: z.enum(tabStaffPaymentMethods, 'Use cash, card or upi'),
});
/** POST /staff/tabs/{id}/move */
export const tabMoveRequestSchema = z.strictObject({ tableId: idSchema });
/** POST /staff/tabs/{id}/merge */
export const tabMergeRequestSchema = z.strictObject({ fromTabId: idSchema });
export const dineInIdParamsSchema = z.object({ id: idSchema });

// ---------------------------------------------------------------------------------------------
// Answers

/** One round as the table sees it: an order with fulfilment `dine_in`, priced by the server. */
export const roundSchema = z
  .object({
    _id: z.string(),
    number: z.string(),
    status: z.enum(orderStatuses),
    /** The guest who sent it. */
    guestName: z.string(),
    lines: z.array(orderLineSchema),
    subtotal: z.number(),
    tax: z.number(),
    taxIncluded: z.boolean(),
    total: z.number(),
    note: z.string(),
    createdAt: timestampSchema,
  })
  .meta({
    id: 'TabRound',
    description: 'One round of a tab: an order with fulfilment dine_in, priced by the server',
    example: {
      _id: 'ord_07',
      number: '1129-007',
      status: 'preparing',
      guestName: 'Asha',
      lines: [
        {
          foodId: 'f_masala_dosa',
          name: 'Masala Dosa',
          size: 'Regular',
          options: [{ group: 'Spice level', name: 'Hot', priceDelta: 0 }],
          image: '',
          unitPrice: 120,
          quantity: 2,
          lineTotal: 240,
        },
      ],
      subtotal: 240,
      tax: 11.43,
      taxIncluded: true,
      total: 240,
      note: '',
      createdAt: '2026-03-14T19:30:00.000Z',
    },
  });
export type Round = z.infer<typeof roundSchema>;

/**
 * A payment the tab did not keep (or its surplus), going back by itself (decision 0100): a
 * second payment, one after the tab was paid or closed, another amount, more than was owed.
 */
export const tabRefundSchema = z.object({
  _id: z.string(),
  amount: z.number(),
  status: z.enum(refundStatuses),
  createdAt: timestampSchema,
});
/** As staff see it: why, and the provider's words when it refused. */
export const staffTabRefundSchema = tabRefundSchema.extend({
  reason: z.string(),
  failureReason: z.string().nullable(),
});

/** The tab as its guests see it. Rounds cancelled or rejected are shown but not counted. */
export const guestTabSchema = z
  .object({
    _id: z.string(),
    status: z.enum(tabStatuses),
    tableName: z.string(),
    guests: z.array(z.object({ name: z.string() })),
    rounds: z.array(roundSchema),
    /** The rounds' totals (cancelled and rejected ones left out). */
    total: z.number(),
    paid: z.number(),
    /** total − paid. */
    balance: z.number(),
    paidMethod: z.enum(tabPaymentMethods).nullable(),
    paidAt: timestampSchema.nullable(),
    billAskedAt: timestampSchema.nullable(),
    closedAt: timestampSchema.nullable(),
    createdAt: timestampSchema,
    /** Payments the tab did not keep, being or been refunded, oldest first. */
    refunds: z.array(tabRefundSchema),
  })
  .meta({ id: 'GuestTab' });
export type GuestTab = z.infer<typeof guestTabSchema>;

/** GET /table/{token}: `tab` and `you` only when this browser's guest belongs to this table. */
export const guestTableResponseSchema = z.object({
  table: z.object({ name: z.string(), area: z.string() }),
  tab: guestTabSchema.nullable(),
  you: z.object({ name: z.string() }).nullable(),
  /** Whether "Pay online" can be offered (a provider configured and online payment on). */
  onlinePayment: z.boolean(),
});
export type GuestTableResponse = z.infer<typeof guestTableResponseSchema>;
/** POST /table/{token}/join, GET /table/{token}/tab */
export const guestTabResponseSchema = z.object({
  tab: guestTabSchema,
  you: z.object({ name: z.string() }),
});
/** POST /table/{token}/tab/pay: the provider's hosted page; it returns to the table's page. */
export { paymentRedirectSchema as tabPaymentResponseSchema } from './payments';
/** POST /table/{token}/rounds */
export const roundResponseSchema = z.object({ round: roundSchema, tab: guestTabSchema });

export const tableCallSchema = z
  .object({
    _id: z.string(),
    kind: z.enum(tableCallKinds),
    tabId: z.string(),
    tableId: z.string(),
    tableName: z.string(),
    guestName: z.string(),
    at: timestampSchema,
    acknowledgedAt: timestampSchema.nullable(),
  })
  .meta({ id: 'TableCall' });
export type TableCall = z.infer<typeof tableCallSchema>;
/** POST /table/{token}/calls */
export const tableCallResponseSchema = z.object({ call: tableCallSchema, tab: guestTabSchema });
/** GET /staff/table-calls, POST …/acknowledge */
export const tableCallsResponseSchema = z.object({ calls: z.array(tableCallSchema) });
export const tableCallAckResponseSchema = z.object({ call: tableCallSchema });

export const staffTableSchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    seats: z.number().int(),
    area: z.string(),
    /** The page the QR opens (absolute, on PUBLIC_URL): print it under the code. */
    link: z.string(),
    /** The QR of `link`, drawn by the server: an SVG `data:` URL for an <img>. */
    qrCode: z.string(),
    /** The table's tab that is not closed yet, if any. */
    tab: z.object({ _id: z.string(), status: z.enum(tabStatuses), total: z.number() }).nullable(),
    createdAt: timestampSchema,
  })
  .meta({ id: 'StaffTable' });
export type StaffTable = z.infer<typeof staffTableSchema>;
export const staffTablesResponseSchema = z.object({ tables: z.array(staffTableSchema) });
export const staffTableResponseSchema = z.object({ table: staffTableSchema });

/** A tab as staff see it: the guests' phones, the table, where a merged tab went. */
export const staffTabSchema = guestTabSchema
  .extend({
    tableId: z.string(),
    guests: z.array(z.object({ name: z.string(), phone: z.string().nullable() })),
    /** The tab this one was merged into (it is closed); null otherwise. */
    mergedInto: z.string().nullable(),
    refunds: z.array(staffTabRefundSchema),
  })
  .meta({ id: 'StaffTab' });
export type StaffTab = z.infer<typeof staffTabSchema>;
export const staffTabsResponseSchema = z.object({ tabs: z.array(staffTabSchema) });
export const staffTabResponseSchema = z.object({ tab: staffTabSchema });

/** `StaffOrder.table`: the table and tab a dine-in round belongs to (absent on other orders). */
export const orderTableSchema = z.object({
  tableId: z.string(),
  name: z.string(),
  tabId: z.string(),
});

/** The `tab` event's data on the board's stream: a tab changed (read GET /staff/tabs again). */
export const tabEventSchema = z.object({
  tabId: z.string(),
  tableId: z.string(),
  tableName: z.string(),
  status: z.enum(tabStatuses),
  at: timestampSchema,
});
export type TabEvent = z.infer<typeof tabEventSchema>;

/** The 200 answer of GET /staff/tables/{id}/qr.svg, for the API document: an SVG image. */
export const tableQrSvgResponse = {
  description: "The table's QR code (its link on PUBLIC_URL) as an SVG image",
  content: { 'image/svg+xml': { schema: z.string() } },
};

/** DELETE /staff/tables/{id}: 204, no body. */
export const tableRemovedSchema = z
  .undefined()
  .meta({ description: 'Removed: its QR code opens nothing from now on' });
