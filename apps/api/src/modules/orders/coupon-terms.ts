import {
  couponNotLiveMessage,
  fromMinor,
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
  appliesTo: 'any' | FulfilmentMethod;
  isActive: boolean;
  startsAt: Date | null;
  endsAt: Date | null;
  usageLimitTotal: number | null;
  usageLimitPerCustomer: number | null;
  timesUsed: number;
}

export interface CouponContext {
  now: Date;
  /** Food subtotal before any discount. */
  subtotalMinor: number;
  fulfilment: FulfilmentMethod;
  /** How often this customer has used the code already. */
  customerUses: number;
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
