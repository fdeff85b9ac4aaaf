import { z } from 'zod';
import { idSchema, safeText, timestampSchema } from './common';
import { moneyInput } from './money-input';
import { offerAppliesTo, offerDiscountTypes } from './site';

/** Where an offer stands now: what a customer would see at checkout. */
export const offerStates = ['running', 'paused', 'scheduled', 'expired', 'used_up'] as const;
export type OfferState = (typeof offerStates)[number];

/**
 * Who a coupon is for (decision 0091), checked by the server at quote and at place-order:
 * a first order, customers whose last order is more than LAPSED_DAYS old, or customers who have
 * spent at least the offer's `segmentMinSpend`. null: anyone.
 */
export const offerSegments = ['first_order', 'lapsed_30_days', 'top_customers'] as const;
export type OfferSegment = (typeof offerSegments)[number];
export const LAPSED_DAYS = 30;
export const offerSegmentLabels: Record<OfferSegment, string> = {
  first_order: 'First order',
  lapsed_30_days: `No order in ${LAPSED_DAYS} days`,
  top_customers: 'Top customers',
};

/** An offer as admins manage it. Money in major units; a percent value is 1..100. */
export const staffOfferSchema = z
  .object({
    _id: z.string(),
    code: z.string(),
    title: z.string(),
    description: z.string(),
    discountType: z.enum(offerDiscountTypes),
    discountValue: z.number(),
    /** Cap on a percent discount; null: none. */
    maxDiscount: z.number().nullable(),
    minimumSubtotal: z.number(),
    appliesTo: z.enum(offerAppliesTo),
    /** false: paused (no order can use it; GET /offers hides it). */
    isActive: z.boolean(),
    startsAt: timestampSchema.nullable(),
    endsAt: timestampSchema.nullable(),
    /** null: unlimited. */
    usageLimitTotal: z.number().int().nullable(),
    usageLimitPerCustomer: z.number().int().nullable(),
    /** The counter checkout bumps (and holds within the total limit). */
    timesUsed: z.number().int(),
    /** Orders placed with it (one row per order in offer_redemptions). */
    redemptions: z.number().int(),
    state: z.enum(offerStates),
    segment: z.enum(offerSegments).nullable(),
    /** top_customers: the spend (major units) that makes a top customer; else null. */
    segmentMinSpend: z.number().nullable(),
    /** How many customers the segment holds now; null: no segment. */
    segmentSize: z.number().int().nullable(),
    createdAt: timestampSchema,
    updatedAt: timestampSchema,
  })
  .meta({ id: 'StaffOffer', description: 'An offer as admins manage it, with its use so far' });
export type StaffOffer = z.infer<typeof staffOfferSchema>;

export const OFFER_CODE_PATTERN = /^[A-Z0-9]{3,20}$/;
/** OFFER_CODE_PATTERN as typed: any case and surrounding spaces (trimmed, upper-cased first). */
const OFFER_CODE_INPUT_PATTERN = '^\\s*[A-Za-z0-9]{3,20}\\s*$';
export const OFFER_MONEY_MAX = 100_000;

const code = z
  .string()
  .trim()
  .transform((s) => s.toUpperCase())
  .pipe(z.string().regex(OFFER_CODE_PATTERN, 'Use 3 to 20 letters A-Z or digits for the code'))
  .meta({ pattern: OFFER_CODE_INPUT_PATTERN, example: 'WELCOME10' });
const instant = z.iso.datetime({ offset: true, message: 'Use a date and time' }).nullable();
const limit = z.number().int('Use a whole number').min(1, 'A limit is at least 1').max(1_000_000);

/** Every field an offer has; checks that need two fields run on the whole (see below). */
const offerFields = z.strictObject({
  code,
  title: safeText(80).trim().min(3, 'Give the offer a title of at least 3 characters'),
  description: safeText(500).trim(),
  discountType: z.enum(offerDiscountTypes),
  /** Percent (1..100) or an amount in major units. */
  discountValue: moneyInput({ min: 0.01, max: OFFER_MONEY_MAX, label: 'The discount' }),
  maxDiscount: moneyInput({ min: 0.01, max: OFFER_MONEY_MAX, label: 'The cap' }).nullable(),
  minimumSubtotal: moneyInput({ max: OFFER_MONEY_MAX, label: 'The minimum order' }),
  appliesTo: z.enum(offerAppliesTo),
  isActive: z.boolean(),
  startsAt: instant,
  endsAt: instant,
  usageLimitTotal: limit.nullable(),
  usageLimitPerCustomer: limit.nullable(),
  segment: z.enum(offerSegments).nullable(),
  segmentMinSpend: moneyInput({ min: 0.01, max: 10_000_000, label: 'The spend' }).nullable(),
});
export type OfferFields = z.output<typeof offerFields>;

/** The rules between fields, shared by create and by an edit merged onto the stored offer. */
export function offerProblems(o: OfferFields): { path: keyof OfferFields; message: string }[] {
  const problems: { path: keyof OfferFields; message: string }[] = [];
  if (o.discountType === 'percent') {
    if (!Number.isInteger(o.discountValue) || o.discountValue < 1 || o.discountValue > 100) {
      problems.push({ path: 'discountValue', message: 'A percent discount is 1 to 100' });
    }
  } else if (o.maxDiscount !== null) {
    problems.push({ path: 'maxDiscount', message: 'A cap applies to percent discounts only' });
  }
  if (o.startsAt && o.endsAt && Date.parse(o.endsAt) <= Date.parse(o.startsAt)) {
    problems.push({ path: 'endsAt', message: 'The offer must end after it starts' });
  }
  if (
    o.usageLimitTotal !== null &&
    o.usageLimitPerCustomer !== null &&
    o.usageLimitPerCustomer > o.usageLimitTotal
  ) {
    problems.push({
      path: 'usageLimitPerCustomer',
      message: 'The per-customer limit cannot be above the total limit',
    });
  }
  if (o.segment === 'top_customers' && o.segmentMinSpend === null) {
    problems.push({
      path: 'segmentMinSpend',
      message: 'Say how much a top customer has spent',
    });
  } else if (o.segment !== 'top_customers' && o.segmentMinSpend !== null) {
    problems.push({
      path: 'segmentMinSpend',
      message: 'A minimum spend applies to top customers only',
    });
  }
  return problems;
}

export const staffOfferInputSchema = offerFields
  .extend({
    description: offerFields.shape.description.default(''),
    maxDiscount: offerFields.shape.maxDiscount.default(null),
    minimumSubtotal: offerFields.shape.minimumSubtotal.default(0),
    appliesTo: offerFields.shape.appliesTo.default('any'),
    isActive: offerFields.shape.isActive.default(true),
    startsAt: instant.default(null),
    endsAt: instant.default(null),
    usageLimitTotal: offerFields.shape.usageLimitTotal.default(null),
    usageLimitPerCustomer: offerFields.shape.usageLimitPerCustomer.default(null),
    segment: offerFields.shape.segment.default(null),
    segmentMinSpend: offerFields.shape.segmentMinSpend.default(null),
  })
  .superRefine((o, ctx) => {
    for (const p of offerProblems(o)) {
      ctx.addIssue({ code: 'custom', path: [p.path], message: p.message });
    }
  });
export type StaffOfferInput = z.input<typeof staffOfferInputSchema>;

/** The fields sent change; the server checks the rules between fields on the merged offer. */
export const staffOfferUpdateSchema = offerFields
  .partial()
  .refine((b) => Object.values(b).some((v) => v !== undefined), {
    message: 'Send at least one field to change',
  });
export type StaffOfferUpdate = z.input<typeof staffOfferUpdateSchema>;

export const staffOfferParamsSchema = z.object({ id: idSchema });
export const staffOfferResponseSchema = z.object({ offer: staffOfferSchema });
export const staffOffersResponseSchema = z.object({ offers: z.array(staffOfferSchema) });
