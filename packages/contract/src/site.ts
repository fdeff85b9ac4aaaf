import { z } from 'zod';
import { safeText, timestampSchema } from './common';
import { checkoutFulfilmentMethods } from './order-status';

export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
});

/** GET /health/live: the process answers (nothing else is asked). */
export const livenessResponseSchema = z
  .object({ status: z.literal('ok') })
  .meta({ id: 'Liveness', example: { status: 'ok' } });

/** One readiness probe's verdict; `detail` says why it is down, in words for an operator. */
export const readinessCheckSchema = z.object({
  status: z.enum(['up', 'down']),
  detail: z.string().optional(),
});

/**
 * GET /health/ready: `ready` only when every check is up and the instance is not shutting down
 * (`draining`: a load balancer takes it out while it finishes what it has). Only a caller on
 * the instance's own machine, or one with the metrics token, gets `checks` (and `draining`);
 * anyone else gets the bare `ready` / `unavailable` (security round 4, item 7).
 */
export const readinessResponseSchema = z
  .object({
    status: z.enum(['ready', 'unavailable', 'draining']),
    checks: z.record(z.string(), readinessCheckSchema).optional(),
  })
  .meta({
    id: 'Readiness',
    example: {
      status: 'ready',
      checks: {
        database: { status: 'up' },
        migrations: { status: 'up' },
        events: { status: 'up' },
      },
    },
  });
export type ReadinessResponse = z.infer<typeof readinessResponseSchema>;

export const contactRequestSchema = z
  .strictObject({
    name: safeText(80).trim().min(2, 'Please tell us your name'),
    email: z.email('Enter a valid email address').max(254),
    subject: safeText(120).trim().min(3, 'Add a short subject'),
    message: safeText(2000).trim().min(10, 'Tell us a little more (at least 10 characters)'),
  })
  .meta({
    id: 'ContactRequest',
    example: {
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      subject: 'Birthday order',
      message: 'Can you deliver 30 samosas on Saturday at noon?',
    },
  });
export type ContactRequest = z.infer<typeof contactRequestSchema>;
export const contactResponseSchema = z.object({ message: z.string(), id: z.string() });

export const offerDiscountTypes = ['percent', 'amount'] as const;
export const offerAppliesTo = ['any', ...checkoutFulfilmentMethods] as const;

/** A running coupon. Money in major units; the first five fields are the original shape. */
export const offerSchema = z
  .object({
    _id: z.string(),
    code: z.string(),
    title: z.string(),
    description: z.string(),
    validUntil: timestampSchema.nullable(),
    /** 'percent': `discountValue` percent off the food subtotal; 'amount': that much off. */
    discountType: z.enum(offerDiscountTypes),
    discountValue: z.number(),
    /** Cap on the discount; null: none. */
    maxDiscount: z.number().nullable(),
    /** Food subtotal the order needs for the code to apply (0: any). */
    minimumSubtotal: z.number(),
    /** 'delivery' or 'pickup' orders only, or 'any'. */
    appliesTo: z.enum(offerAppliesTo),
  })
  .meta({
    id: 'Offer',
    description: 'A running coupon and its terms; money in major units',
    example: {
      _id: 'o_welcome10',
      code: 'WELCOME10',
      title: '10% off your first order',
      description: 'On food, up to ₹150.',
      validUntil: null,
      discountType: 'percent',
      discountValue: 10,
      maxDiscount: 150,
      minimumSubtotal: 0,
      appliesTo: 'any',
    },
  });
export type Offer = z.infer<typeof offerSchema>;
export const getOffersResponseSchema = z.object({ offers: z.array(offerSchema) });
