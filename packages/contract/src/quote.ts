import { z } from 'zod';
import { timestampSchema } from './common';
import { paymentMethods } from './limits';

/**
 * The server's price of a cart as chosen (POST /orders/quote): the quote and the line parts an
 * order shares with it. Split from orders.ts, which imports these.
 */
/** An option on a quote or order line: named and priced as sold (decision 0049). */
export const orderLineOptionSchema = z
  .object({
    group: z.string(),
    name: z.string(),
    /** Major units, included in the line's unit price. */
    priceDelta: z.number(),
  })
  .meta({
    id: 'OrderLineOption',
    description: 'An option chosen on a line, as named and priced when sold',
    example: { group: 'Spice level', name: 'Hot', priceDelta: 0 },
  });
export type OrderLineOption = z.infer<typeof orderLineOptionSchema>;

export const quoteLineSchema = z
  .object({
    foodId: z.string(),
    name: z.string(),
    size: z.string(),
    /** The chosen options ([] for none), their prices in unitPrice. */
    options: z.array(orderLineOptionSchema),
    image: z.string(),
    quantity: z.number().int(),
    /** Major units, now. */
    unitPrice: z.number(),
    lineTotal: z.number(),
    available: z.boolean(),
    /** The unit price when the line went into the cart, only when it changed since. */
    previousUnitPrice: z.number().optional(),
  })
  .meta({ id: 'QuoteLine', description: 'A cart line as the quote prices it now' });

/** Why the order cannot be placed as chosen, each in words the page shows. */
export const quoteProblemSchema = z.object({ code: z.string(), message: z.string() });

/**
 * A quote's one reason for a code that is unknown or not live now (paused, not started yet,
 * ended or used up): which of these it is stays unknown to customers, so codes cannot be
 * probed. Why a live code does not apply to this cart is said as such.
 */
export const couponNotLiveMessage = (code: string) => `The code ${code} is not valid right now.`;

export const quoteSchema = z
  .object({
    lines: z.array(quoteLineSchema),
    subtotal: z.number(),
    discount: z.number(),
    deliveryFee: z.number(),
    tax: z.number(),
    taxIncluded: z.boolean(),
    /** Cash rounding to the whole major unit, already in the total (-0.49…+0.50; decision 0051). */
    rounding: z.number(),
    total: z.number(),
    /** The rider's tip, already in the total and outside tax (decision 0085). */
    tip: z.number().optional(),
    coupon: z
      .object({ code: z.string(), applied: z.boolean(), reason: z.string().nullable() })
      .nullable(),
    problems: z.array(quoteProblemSchema),
    kitchenOpen: z.boolean(),
    /** ISO instants: when the order would be ready (pickup) or arrive (delivery). */
    estimatedAt: timestampSchema.nullable(),
    /** Minutes busy mode adds to the estimate and the slots now (0: the kitchen is not busy). */
    busyMinutes: z.number().int(),
    slots: z.array(z.object({ start: timestampSchema, end: timestampSchema })),
    /** The ways this fulfilment can be paid now, in the order checkout lists them (online first). */
    paymentMethods: z.array(z.enum(paymentMethods)),
    /**
     * Why cash on delivery is not among them for this delivery, in checkout's one short line
     * (the area takes no cash, or the total is above the cap; decision 0090); null: no reason.
     */
    cashRefusal: z.string().nullable().optional(),
  })
  .meta({
    id: 'Quote',
    description: "The server's price of the cart as chosen; money in major units",
    example: {
      lines: [
        {
          foodId: 'f_paneer_tikka',
          name: 'Paneer Tikka',
          size: 'Regular',
          options: [],
          image: '',
          quantity: 2,
          unitPrice: 249,
          lineTotal: 498,
          available: true,
        },
      ],
      subtotal: 498,
      discount: 49.8,
      deliveryFee: 40,
      tax: 0,
      taxIncluded: true,
      rounding: -0.2,
      total: 488,
      coupon: { code: 'WELCOME10', applied: true, reason: null },
      problems: [],
      kitchenOpen: true,
      estimatedAt: '2026-03-14T12:30:00.000Z',
      busyMinutes: 0,
      slots: [],
      paymentMethods: ['online', 'cash_on_delivery'],
    },
  });
export type Quote = z.infer<typeof quoteSchema>;
export const quoteResponseSchema = z.object({ quote: quoteSchema });
