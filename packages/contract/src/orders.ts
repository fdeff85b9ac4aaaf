import { z } from 'zod';
import { addressSchema } from './addresses';
import { paginationSchema } from './catalog';
import { idSchema, safeText, timestampSchema } from './common';
import { errorResponseSchema } from './errors';
import { checkoutFulfilmentMethods, fulfilmentMethods, orderStatuses } from './order-status';
import { orderLineOptionSchema, quoteSchema } from './quote';
import {
  IDEMPOTENT_REPLAYED_HEADER,
  ORDER_NOTE_MAX,
  orderPaymentMethods,
  paymentMethods,
  TIP_MAX,
} from './limits';
import { moneyInput } from './money-input';
import { orderRiderSchema } from './riders';
import { orderUpdateChannelSchema } from './order-updates';
import { orderPaymentSchema, paymentRedirectSchema } from './payments';

/** Idempotency-Key header of POST /orders: any client-made unique string. */
export const idempotencyKeySchema = z.string().regex(/^[A-Za-z0-9_-]{16,100}$/, 'Invalid key');
/** POST /orders headers (Node lower-cases header names). */
export const placeOrderHeadersSchema = z.object({
  'idempotency-key': idempotencyKeySchema,
});

/** Any case, trimmed and upper-cased before it is looked up (the pattern is the input's form). */
const couponCodeSchema = safeText(40)
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9_-]*$/, 'Coupon codes are letters and digits')
  .meta({ pattern: '^\\s*[A-Za-z0-9_-]*\\s*$', example: 'WELCOME10' });

/** What the customer chooses; prices, totals and owner always come from the server. */
const checkoutChoiceFields = {
  fulfilment: z.enum(checkoutFulfilmentMethods),
  /** Required for delivery, ignored for pickup. */
  addressId: idSchema.optional(),
  /** ISO start of a slot offered by the quote; null: as soon as possible. */
  scheduledFor: z.iso.datetime({ offset: true }).nullable().default(null),
  couponCode: couponCodeSchema.optional(),
  /**
   * How the customer means to pay: cash is rounded to the whole unit (decision 0051), online is
   * charged exactly (decision 0061). Absent: priced for cash. Required when placing.
   */
  paymentMethod: z.enum(paymentMethods).optional(),
  /** The rider's tip in major units (delivery only; decision 0085): part of the total, untaxed. */
  tip: moneyInput({ max: TIP_MAX, label: 'The tip' })
    .default(0)
    .meta({ description: 'The rider’s tip (delivery only), in major units', example: 30 }),
};

/** POST /orders/quote */
export const quoteRequestSchema = z
  .strictObject(checkoutChoiceFields)
  .meta({ id: 'QuoteRequest', example: { fulfilment: 'pickup', couponCode: 'WELCOME10' } });
export type QuoteRequest = z.input<typeof quoteRequestSchema>;

/** POST /orders (with an Idempotency-Key header). */
export const placeOrderRequestSchema = z
  .strictObject({
    ...checkoutChoiceFields,
    paymentMethod: z.enum(paymentMethods),
    note: safeText(ORDER_NOTE_MAX).trim().default(''),
    /** "Leave at the door" (delivery only; ignored for pickup). */
    contactless: z.boolean().default(false),
    /** The total the customer saw and confirmed; a different fresh total is a 409 with the quote. */
    confirmedTotal: z.number().finite().min(0),
    /**
     * A phone the kitchen can call, when the profile has none of the restaurant's country (a
     * delivery may use its address's): checked for the country, then saved to the profile.
     */
    phone: safeText(24).trim().optional().meta({ example: '98450 55555' }),
    /**
     * Order updates by WhatsApp, SMS or none, to the order's phone (decision 0092): kept on the
     * order and as the customer's choice. Absent: the customer's saved choice.
     */
    orderUpdates: orderUpdateChannelSchema.optional(),
  })
  .meta({
    id: 'PlaceOrderRequest',
    example: {
      fulfilment: 'pickup',
      paymentMethod: 'pay_at_pickup',
      note: 'Less spicy, please',
      confirmedTotal: 498,
      phone: '98450 55555',
    },
  });
export type PlaceOrderRequest = z.input<typeof placeOrderRequestSchema>;

export const orderLineSchema = z
  .object({
    foodId: z.string(),
    name: z.string(),
    size: z.string(),
    /** The chosen options as sold ([] for none); later menu edits leave them alone. */
    options: z.array(orderLineOptionSchema),
    image: z.string(),
    unitPrice: z.number(),
    quantity: z.number().int(),
    lineTotal: z.number(),
  })
  .meta({
    id: 'OrderLine',
    description: 'One line of a placed order, at the price it was ordered at',
  });

export const orderSchema = z
  .object({
    _id: z.string(),
    /** Short, readable on the phone. */
    number: z.string(),
    status: z.enum(orderStatuses),
    fulfilment: z.enum(fulfilmentMethods),
    paymentMethod: z.enum(orderPaymentMethods),
    lines: z.array(orderLineSchema),
    subtotal: z.number(),
    discount: z.number(),
    deliveryFee: z.number(),
    tax: z.number(),
    taxIncluded: z.boolean(),
    /** Cash rounding to the whole major unit, already in the total (-0.49…+0.50; decision 0051). */
    rounding: z.number(),
    total: z.number(),
    /** The rider's tip, in the total (decision 0085); absent on orders without one. */
    tip: z.number().optional(),
    couponCode: z.string().nullable(),
    /** The delivery address as it was when ordered. */
    address: addressSchema.omit({ _id: true, isDefault: true, createdAt: true }).nullable(),
    pickupAddress: z.string().nullable(),
    scheduledFor: timestampSchema.nullable(),
    estimatedAt: timestampSchema.nullable(),
    note: z.string(),
    /** "Leave at the door" was asked for. */
    contactless: z.boolean().optional(),
    history: z.array(
      z.object({
        status: z.enum(orderStatuses),
        at: timestampSchema,
        reason: z.string().nullable(),
      }),
    ),
    payment: orderPaymentSchema,
    /**
     * The delivery's rider while it is on its way (decision 0083): absent before a rider has it
     * and once it is delivered.
     */
    rider: orderRiderSchema.optional(),
    createdAt: timestampSchema,
  })
  .meta({
    id: 'Order',
    description: 'A placed order; money in major units, as charged',
    example: {
      _id: 'ord_01',
      number: 'NT-4821',
      status: 'placed',
      fulfilment: 'pickup',
      paymentMethod: 'online',
      lines: [
        {
          foodId: 'f_paneer_tikka',
          name: 'Paneer Tikka',
          size: 'Regular',
          options: [],
          image: '',
          unitPrice: 249,
          quantity: 2,
          lineTotal: 498,
        },
      ],
      subtotal: 498,
      discount: 0,
      deliveryFee: 0,
      tax: 0,
      taxIncluded: true,
      rounding: 0,
      total: 498,
      couponCode: null,
      address: null,
      pickupAddress: 'NineToNine, 12 MG Road, Bengaluru',
      scheduledFor: null,
      estimatedAt: '2026-03-14T12:30:00.000Z',
      note: '',
      history: [{ status: 'placed', at: '2026-03-14T12:30:00.000Z', reason: null }],
      payment: {
        status: 'paid',
        provider: 'razorpay',
        amount: 498,
        expiresAt: null,
        paidAt: '2026-03-14T12:30:40.000Z',
        refund: null,
      },
      createdAt: '2026-03-14T12:30:00.000Z',
    },
  });
export type Order = z.infer<typeof orderSchema>;

export const orderResponseSchema = z
  .object({ order: orderSchema })
  .meta({ description: 'The order' });
/** POST /orders: the order, and for an online one (status awaiting_payment) where to pay it. */
export const placeOrderResponseSchema = z
  .object({ order: orderSchema, payment: paymentRedirectSchema.optional() })
  .meta({ description: 'The order; `payment.redirectUrl` when it is paid online' });
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
    /**
     * The status the board showed when the tap was made: a move from anything else is refused
     * (409), so a double tap or two cooks at once make one change, not two.
     */
    from: z.enum(orderStatuses).optional().meta({
      description: 'The status the caller saw; 409 when the order is no longer in it',
      example: 'accepted',
    }),
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

/** `Idempotent-Replayed: true` on a POST /orders answer that repeats an earlier one (a retry). */
export const idempotentReplayedHeader = {
  [IDEMPOTENT_REPLAYED_HEADER]: {
    type: 'string',
    enum: ['true'],
    description: 'Sent (as "true") when this is the order an earlier call with the key placed',
  },
};
