import { formatPrice, fromMinor, type FulfilmentMethod } from '@ninetonine/contract';

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
  /** Formats a date for the reason texts, in the restaurant's time zone. */
  formatDate: (date: Date) => string;
}

/** Why the code cannot be used for this order, in words for the customer; null if it can. */
export function couponRefusal(terms: CouponTerms, ctx: CouponContext): string | null {
  if (!terms.isActive) return `The code ${terms.code} is not active right now.`;
  if (terms.startsAt && ctx.now < terms.startsAt) {
    return `The code ${terms.code} starts on ${ctx.formatDate(terms.startsAt)}.`;
  }
  if (terms.endsAt && ctx.now >= terms.endsAt) {
    return `The code ${terms.code} expired on ${ctx.formatDate(terms.endsAt)}.`;
  }
  if (terms.appliesTo !== 'any' && terms.appliesTo !== ctx.fulfilment) {
    return `The code ${terms.code} is for ${terms.appliesTo} orders only.`;
  }
  if (ctx.subtotalMinor < terms.minOrderMinor) {
    const missing = formatPrice(fromMinor(terms.minOrderMinor - ctx.subtotalMinor));
    const minimum = formatPrice(fromMinor(terms.minOrderMinor));
    return `Add ${missing} more to use ${terms.code} (minimum order ${minimum}).`;
  }
  if (terms.usageLimitTotal !== null && terms.timesUsed >= terms.usageLimitTotal) {
    return `The code ${terms.code} has been fully used.`;
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
