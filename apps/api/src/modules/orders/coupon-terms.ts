import {
  couponNotLiveMessage,
  fromMinor,
  LAPSED_DAYS,
  type OfferSegment,
  type CheckoutFulfilmentMethod,
  type FulfilmentMethod,
  type RestaurantFormat,
} from '@ninetonine/contract';

/** An offer's terms as stored (minor units; a percent value is 1..100). */
export interface CouponTerms {
  code: string;
  discountType: 'percent' | 'amount';
  discountValue: number;
  maxDiscountMinor: number | null;
  minOrderMinor: number;
  appliesTo: 'any' | CheckoutFulfilmentMethod;
  isActive: boolean;
  startsAt: Date | null;
  endsAt: Date | null;
  usageLimitTotal: number | null;
  usageLimitPerCustomer: number | null;
  timesUsed: number;
  /** Who may use it (decision 0091); null: anyone. */
  segment: OfferSegment | null;
  /** top_customers: the spend that makes one, minor units. */
  segmentMinSpendMinor: number | null;
}

/** The customer's orders so far, by the customers module's figures (decision 0091). */
export interface CouponStanding {
  /** Orders not called off (cancelled, rejected, expired unpaid). */
  orders: number;
  lastOrderAt: Date | null;
  spendMinor: number;
}

export interface CouponContext {
  now: Date;
  /** Food subtotal before any discount. */
  subtotalMinor: number;
  fulfilment: FulfilmentMethod;
  /** How often this customer has used the code already. */
  customerUses: number;
  /** Read only for an offer with a segment; null otherwise. */
  standing: CouponStanding | null;
  /** The restaurant's formatters (its currency and locale), for the amounts in the words. */
  format: RestaurantFormat;
}

/** Switched on, started, not ended and with uses left. */
function isLive(terms: CouponTerms, now: Date): boolean {
  return (
    terms.isActive &&
    !(terms.startsAt && now < terms.startsAt) &&
    !(terms.endsAt && now >= terms.endsAt) &&
    !(terms.usageLimitTotal !== null && terms.timesUsed >= terms.usageLimitTotal)
  );
}

const DAY_MS = 86_400_000;

/** Why the customer is outside the offer's segment, in their words; null if inside (or none). */
function segmentRefusal(terms: CouponTerms, ctx: CouponContext): string | null {
  if (terms.segment === null) return null;
  const standing = ctx.standing ?? { orders: 0, lastOrderAt: null, spendMinor: 0 };
  switch (terms.segment) {
    case 'first_order':
      return standing.orders === 0 ? null : `The code ${terms.code} is for a first order only.`;
    case 'lapsed_30_days': {
      const lapsed =
        standing.lastOrderAt !== null &&
        ctx.now.getTime() - standing.lastOrderAt.getTime() >= LAPSED_DAYS * DAY_MS;
      return lapsed
        ? null
        : `The code ${terms.code} is for customers coming back after ${LAPSED_DAYS} days or more without an order.`;
    }
    case 'top_customers': {
      const min = terms.segmentMinSpendMinor ?? 0;
      return standing.spendMinor >= min
        ? null
        : `The code ${terms.code} is for customers who have spent ${ctx.format.price(fromMinor(min))} or more with us.`;
    }
  }
}

/**
 * Why the code cannot be used for this order, in words for the customer; null if it can.
 * `terms` is null for a code no offer has. Unknown and not live are one answer, checked before
 * anything about the cart (issue 18): only a live code's terms are ever described.
 */
export function couponRefusal(
  code: string,
  terms: CouponTerms | null,
  ctx: CouponContext,
): string | null {
  if (!terms || !isLive(terms, ctx.now)) return couponNotLiveMessage(code);
  const outside = segmentRefusal(terms, ctx);
  if (outside) return outside;
  if (terms.appliesTo !== 'any' && terms.appliesTo !== ctx.fulfilment) {
    return `The code ${terms.code} is for ${terms.appliesTo} orders only.`;
  }
  if (ctx.subtotalMinor < terms.minOrderMinor) {
    const missing = ctx.format.price(fromMinor(terms.minOrderMinor - ctx.subtotalMinor));
    const minimum = ctx.format.price(fromMinor(terms.minOrderMinor));
    return `Add ${missing} more to use ${terms.code} (minimum order ${minimum}).`;
  }
  if (terms.usageLimitPerCustomer !== null && ctx.customerUses >= terms.usageLimitPerCustomer) {
    return terms.usageLimitPerCustomer === 1
      ? `You have already used the code ${terms.code}.`
      : `You have used the code ${terms.code} ${terms.usageLimitPerCustomer} times, its limit.`;
  }
  return null;
}

/** The discount the code gives on a food subtotal: never more than the subtotal or its cap. */
export function couponDiscountMinor(terms: CouponTerms, subtotalMinor: number): number {
  const raw =
    terms.discountType === 'percent'
      ? Math.round((subtotalMinor * terms.discountValue) / 100)
      : terms.discountValue;
  const capped = terms.maxDiscountMinor === null ? raw : Math.min(raw, terms.maxDiscountMinor);
  return Math.min(capped, subtotalMinor);
}
