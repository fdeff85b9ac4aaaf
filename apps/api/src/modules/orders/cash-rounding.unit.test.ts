import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cashStepMinor, roundForCash as roundWith } from './cash-rounding';
import type { OrderTotals } from './order-pricing';

const totals = (totalMinor: number): OrderTotals => ({
  subtotalMinor: totalMinor,
  discountMinor: 0,
  deliveryFeeMinor: 0,
  taxMinor: 0,
  taxIncluded: true,
  tipMinor: 0,
  totalMinor,
});

const roundForCash = (t: OrderTotals) => roundWith(t, cashStepMinor('INR'));

describe('cash rounding', () => {
  it('rounds only a currency paid in whole units: euros are paid to the cent', () => {
    expect(roundWith(totals(1_230), cashStepMinor('EUR'))).toMatchObject({
      totalMinor: 1_230,
      roundingMinor: 0,
    });
  });

  it('rounds a cash total to the whole rupee and records the difference as its own line', () => {
    expect(roundForCash(totals(85_230))).toMatchObject({ totalMinor: 85_200, roundingMinor: -30 });
    expect(roundForCash(totals(80_495))).toMatchObject({ totalMinor: 80_500, roundingMinor: 5 });
    expect(roundForCash(totals(80_450))).toMatchObject({ totalMinor: 80_500, roundingMinor: 50 });
    expect(roundForCash(totals(80_449))).toMatchObject({ totalMinor: 80_400, roundingMinor: -49 });
    expect(roundForCash(totals(49_800))).toMatchObject({ totalMinor: 49_800, roundingMinor: 0 });
  });

  it('leaves every other line as it was', () => {
    const exact = { ...totals(10_001), discountMinor: 1_000, deliveryFeeMinor: 4_000 };
    expect(roundForCash(exact)).toEqual({ ...exact, totalMinor: 10_000, roundingMinor: -1 });
  });

  it('always lands on a whole rupee within half a rupee of the exact total, never below zero', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (exact) => {
        const { totalMinor, roundingMinor } = roundForCash(totals(exact));
        expect(totalMinor % 100).toBe(0);
        expect(totalMinor).toBe(exact + roundingMinor);
        expect(roundingMinor).toBeGreaterThanOrEqual(-49);
        expect(roundingMinor).toBeLessThanOrEqual(50);
        expect(totalMinor).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});
