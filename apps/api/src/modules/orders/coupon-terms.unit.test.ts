import { describe, expect, it } from 'vitest';
import { restaurantFormat } from '@ninetonine/contract';
import { couponDiscountMinor, couponRefusal, type CouponTerms } from './coupon-terms';

const terms: CouponTerms = {
  code: 'FEAST10',
  discountType: 'percent',
  discountValue: 10,
  maxDiscountMinor: 10_000,
  minOrderMinor: 40_000,
  appliesTo: 'any',
  isActive: true,
  startsAt: new Date('2026-11-01T00:00:00Z'),
  endsAt: new Date('2026-12-01T00:00:00Z'),
  usageLimitTotal: 100,
  usageLimitPerCustomer: 1,
  timesUsed: 0,
  segment: null,
  segmentMinSpendMinor: null,
};
const ctx = {
  now: new Date('2026-11-23T06:00:00Z'),
  subtotalMinor: 50_000,
  fulfilment: 'delivery' as const,
  customerUses: 0,
  standing: null,
  format: restaurantFormat(),
};
const NOT_LIVE = 'The code FEAST10 is not valid right now.';

describe('coupon terms', () => {
  it('accepts a running code within its limits', () => {
    expect(couponRefusal('FEAST10', terms, ctx)).toBeNull();
  });

  it.each([
    [{ appliesTo: 'pickup' as const }, {}, 'The code FEAST10 is for pickup orders only.'],
    [{}, { subtotalMinor: 38_000 }, 'Add ₹20 more to use FEAST10 (minimum order ₹400).'],
    [{}, { customerUses: 1 }, 'You have already used the code FEAST10.'],
    [
      { usageLimitPerCustomer: 3 },
      { customerUses: 3 },
      'You have used the code FEAST10 3 times, its limit.',
    ],
  ])('refuses a live code %o %o with a reason the customer can act on', (t, c, reason) => {
    expect(couponRefusal('FEAST10', { ...terms, ...t }, { ...ctx, ...c })).toBe(reason);
  });

  it.each([
    ['paused', { isActive: false }, {}],
    ['not started', {}, { now: new Date('2026-10-31T00:00:00Z') }],
    ['ended', {}, { now: new Date('2026-12-01T00:00:00Z') }],
    ['used up', { timesUsed: 100 }, {}],
    // Not live comes first: the cart's fit would tell a paused code's terms.
    [
      'paused, for pickup, cart too small',
      { isActive: false, appliesTo: 'pickup' as const },
      { subtotalMinor: 1 },
    ],
    ['used up, already used', { timesUsed: 100 }, { customerUses: 1 }],
  ])('answers one sentence for a code that is %s, as for an unknown one', (_, t, c) => {
    expect(couponRefusal('FEAST10', { ...terms, ...t }, { ...ctx, ...c })).toBe(NOT_LIVE);
  });

  it('answers the same sentence for a code no offer has', () => {
    expect(couponRefusal('FEAST10', null, ctx)).toBe(NOT_LIVE);
  });

  it('gives a percent of the subtotal up to its cap, or a flat amount up to the subtotal', () => {
    expect(couponDiscountMinor(terms, 50_000)).toBe(5_000);
    expect(couponDiscountMinor(terms, 250_000)).toBe(10_000);
    const flat = { ...terms, discountType: 'amount' as const, discountValue: 7_500 };
    expect(couponDiscountMinor(flat, 50_000)).toBe(7_500);
    expect(couponDiscountMinor(flat, 5_000)).toBe(5_000);
  });

  it('holds a segment at its edges: 30 days to the millisecond, a spend equal to the threshold', () => {
    const at = (segment: CouponTerms['segment'], standing: object, min: number | null = null) =>
      couponRefusal(
        'FEAST10',
        { ...terms, segment, segmentMinSpendMinor: min },
        { ...ctx, standing: { orders: 1, lastOrderAt: null, spendMinor: 0, ...standing } },
      );
    const days = (n: number) => new Date(ctx.now.getTime() - n * 86_400_000);
    expect(at('first_order', { orders: 0 })).toBeNull();
    expect(at('first_order', { orders: 1 })).toBe('The code FEAST10 is for a first order only.');
    expect(at('lapsed_30_days', { lastOrderAt: days(30) })).toBeNull();
    expect(at('lapsed_30_days', { lastOrderAt: new Date(days(30).getTime() + 1) })).toMatch(
      /after 30 days/,
    );
    expect(at('lapsed_30_days', { orders: 0, lastOrderAt: null })).toMatch(/after 30 days/);
    expect(at('top_customers', { spendMinor: 100_000 }, 100_000)).toBeNull();
    expect(at('top_customers', { spendMinor: 99_999 }, 100_000)).toBe(
      'The code FEAST10 is for customers who have spent ₹1,000 or more with us.',
    );
    // Checked before the cart's terms: the segment is the reason a customer outside it hears.
    expect(at('first_order', { orders: 3 })).toBe(
      couponRefusal(
        'FEAST10',
        { ...terms, segment: 'first_order' },
        { ...ctx, subtotalMinor: 1, standing: { orders: 3, lastOrderAt: null, spendMinor: 0 } },
      ),
    );
  });
});
