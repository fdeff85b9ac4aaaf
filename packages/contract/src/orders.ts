import { z } from 'zod';
import { addressSchema } from './addresses';
import { paginationSchema } from './catalog';
import { idSchema, safeText } from './common';
import { errorResponseSchema } from './errors';
import { fulfilmentMethods, orderStatuses } from './order-status';
import { ORDER_NOTE_MAX, paymentMethods } from './limits';

/** Idempotency-Key header of POST /orders: any client-made unique string. */
export const idempotencyKeySchema = z.string().regex(/^[A-Za-z0-9_-]{16,100}$/, 'Invalid key');
/** POST /orders headers (Node lower-cases header names). */
export const placeOrderHeadersSchema = z.object({
  'idempotency-key': idempotencyKeySchema,
});

const couponCodeSchema = safeText(40)
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9_-]*$/, 'Coupon codes are letters and digits');

/** What the customer chooses; prices, totals and owner always come from the server. */
const checkoutChoiceFields = {
  fulfilment: z.enum(fulfilmentMethods),
  /** Required for delivery, ignored for pickup. */
  addressId: idSchema.optional(),
  /** ISO start of a slot offered by the quote; null: as soon as possible. */
  scheduledFor: z.iso.datetime({ offset: true }).nullable().default(null),
  couponCode: couponCodeSchema.optional(),
};

/** POST /orders/quote */
export const quoteRequestSchema = z.strictObject(checkoutChoiceFields);
export type QuoteRequest = z.input<typeof quoteRequestSchema>;

/** POST /orders (with an Idempotency-Key header). */
export const placeOrderRequestSchema = z.strictObject({
  ...checkoutChoiceFields,
  paymentMethod: z.enum(paymentMethods),
  note: safeText(ORDER_NOTE_MAX).trim().default(''),
  /** The total the customer saw and confirmed; a different fresh total is a 409 with the quote. */
  confirmedTotal: z.number().finite().min(0),
});
export type PlaceOrderRequest = z.input<typeof placeOrderRequestSchema>;

export const quoteLineSchema = z.object({
  foodId: z.string(),
  name: z.string(),
  size: z.string(),
  image: z.string(),
  quantity: z.number().int(),
  /** Major units, now. */
  unitPrice: z.number(),
  lineTotal: z.number(),
  available: z.boolean(),
  /** The unit price when the line went into the cart, only when it changed since. */
  previousUnitPrice: z.number().optional(),
});

/** Why the order cannot be placed as chosen, each in words the page shows. */
export const quoteProblemSchema = z.object({ code: z.string(), message: z.string() });

/**
 * A quote's one reason for a code that is unknown or not live now (paused, not started yet,
 * ended or used up): which of these it is stays unknown to customers, so codes cannot be
 * probed. Why a live code does not apply to this cart is said as such.
 */
export const couponNotLiveMessage = (code: string) => `The code ${code} is not valid right now.`;

export const quoteSchema = z.object({
  lines: z.array(quoteLineSchema),
  subtotal: z.number(),
  discount: z.number(),
  deliveryFee: z.number(),
  tax: z.number(),
  taxIncluded: z.boolean(),
  total: z.number(),
  coupon: z
    .object({ code: z.string(), applied: z.boolean(), reason: z.string().nullable() })
    .nullable(),
  problems: z.array(quoteProblemSchema),
  kitchenOpen: z.boolean(),
  /** ISO instants: when the order would be ready (pickup) or arrive (delivery). */
  estimatedAt: z.string().nullable(),
  slots: z.array(z.object({ start: z.string(), end: z.string() })),
});
export type Quote = z.infer<typeof quoteSchema>;
export const quoteResponseSchema = z.object({ quote: quoteSchema });

export const orderLineSchema = z.object({
  foodId: z.string(),
  name: z.string(),
  size: z.string(),
  image: z.string(),
  unitPrice: z.number(),
  quantity: z.number().int(),
  lineTotal: z.number(),
});

export const orderSchema = z.object({
  _id: z.string(),
  /** Short, readable on the phone. */
  number: z.string(),
  status: z.enum(orderStatuses),
  fulfilment: z.enum(fulfilmentMethods),
  paymentMethod: z.enum(paymentMethods),
  lines: z.array(orderLineSchema),
  subtotal: z.number(),
  discount: z.number(),
  deliveryFee: z.number(),
  tax: z.number(),
  taxIncluded: z.boolean(),
  total: z.number(),
  couponCode: z.string().nullable(),
  /** The delivery address as it was when ordered. */
  address: addressSchema.omit({ _id: true, isDefault: true, createdAt: true }).nullable(),
  pickupAddress: z.string().nullable(),
  scheduledFor: z.string().nullable(),
  estimatedAt: z.string().nullable(),
  note: z.string(),
  history: z.array(
    z.object({ status: z.enum(orderStatuses), at: z.string(), reason: z.string().nullable() }),
  ),
  createdAt: z.string(),
});
export type Order = z.infer<typeof orderSchema>;

export const orderResponseSchema = z.object({ order: orderSchema });
export const orderIdParamsSchema = z.object({ id: idSchema });
export const ordersListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export const ordersListResponseSchema = z.object({
  orders: z.array(orderSchema),
  pagination: paginationSchema,
});

/** PATCH /staff/orders/{id}/status */
export const orderStatusChangeSchema = z
  .strictObject({
    status: z.enum(orderStatuses),
    reason: safeText(200).trim().optional(),
  })
  .refine((c) => c.status !== 'rejected' || (c.reason?.length ?? 0) >= 3, {
    message: 'Tell the customer why the order is rejected',
    path: ['reason'],
  });

/**
 * A 409 from checkout: the message, and the fresh quote when the customer must look again (a
 * changed total, a problem with the order as chosen).
 */
export const checkoutConflictSchema = errorResponseSchema.extend({ quote: quoteSchema.optional() });
export type CheckoutConflict = z.infer<typeof checkoutConflictSchema>;

/**
 * One `status` event of GET /orders/{id}/events and GET /staff/orders/events: the order's status
 * now and when it got it. Streams send the current status first, then every change.
 */
export const orderEventSchema = z.object({
  orderId: z.string(),
  number: z.string(),
  status: z.enum(orderStatuses),
  at: z.string(),
  reason: z.string().nullable(),
});
export type OrderEvent = z.infer<typeof orderEventSchema>;
/** The 200 answer of the order streams, for the API document: a text/event-stream. */
export const orderEventStreamResponse = {
  description: 'A text/event-stream of `status` events (each data line an OrderEvent)',
  content: { 'text/event-stream': { schema: z.string() } },
};
