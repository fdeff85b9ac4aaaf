import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceOrder, type PricingSettings } from './order-pricing';

const settings: PricingSettings = {
  deliveryFeeMinor: 4_000,
  freeDeliveryFromMinor: 50_000,
  taxRateBasisPoints: 500,
  pricesIncludeTax: true,
};
const lines = [
  { unitPriceMinor: 24_950, quantity: 1 },
  { unitPriceMinor: 12_000, quantity: 2 },
];

describe('order totals', () => {
  it('sums lines in minor units and adds the delivery fee below the free-delivery subtotal', () => {
    const totals = priceOrder({ lines, fulfilment: 'delivery', settings, discountMinor: 0 });
    expect(totals).toEqual({
      subtotalMinor: 48_950,
      discountMinor: 0,
      deliveryFeeMinor: 4_000,
      // 5% already inside ₹489.50: 48950 × 5 / 105 = 2330.95 → 2331 paise.
      taxMinor: 2_331,
      taxIncluded: true,
      tipMinor: 0,
      totalMinor: 52_950,
    });
  });

  it('adds the rider tip to a delivery total outside tax, and never to a pickup (decision 0085)', () => {
    const tipped = priceOrder({
      lines,
      fulfilment: 'delivery',
      settings: { ...settings, pricesIncludeTax: false },
      discountMinor: 0,
      tipMinor: 3_000,
    });
    // Tax is 5% of the food alone (48950 → 2448); the tip goes on top, untaxed.
    expect(tipped).toMatchObject({ taxMinor: 2_448, tipMinor: 3_000, totalMinor: 58_398 });
    expect(
      priceOrder({ lines, fulfilment: 'pickup', settings, discountMinor: 0, tipMinor: 3_000 }),
    ).toMatchObject({ tipMinor: 0, totalMinor: 48_950 });
  });

  it('waives delivery from the free-delivery subtotal and never charges it for pickup', () => {
    const big = [...lines, { unitPriceMinor: 1_050, quantity: 1 }];
    expect(
      priceOrder({ lines: big, fulfilment: 'delivery', settings, discountMinor: 0 }),
    ).toMatchObject({ subtotalMinor: 50_000, deliveryFeeMinor: 0, totalMinor: 50_000 });
    expect(priceOrder({ lines, fulfilment: 'pickup', settings, discountMinor: 0 })).toMatchObject({
      deliveryFeeMinor: 0,
      totalMinor: 48_950,
    });
  });

  it('adds tax on food after discount when prices exclude it', () => {
    const totals = priceOrder({
      lines,
      fulfilment: 'pickup',
      settings: { ...settings, pricesIncludeTax: false },
      discountMinor: 8_950,
    });
    expect(totals).toMatchObject({ discountMinor: 8_950, taxMinor: 2_000, totalMinor: 42_000 });
  });

  it('never discounts more than the subtotal', () => {
    const totals = priceOrder({ lines, fulfilment: 'pickup', settings, discountMinor: 999_999 });
    expect(totals).toMatchObject({ discountMinor: 48_950, taxMinor: 0, totalMinor: 0 });
  });

  it('always yields whole paise that add up, whatever the prices and settings', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            unitPriceMinor: fc.integer({ min: 1, max: 500_000 }),
            quantity: fc.integer({ min: 1, max: 99 }),
          }),
          { minLength: 1, maxLength: 50 },
        ),
        fc.constantFrom('delivery' as const, 'pickup' as const),
        fc.integer({ min: 0, max: 5_000 }),
        fc.boolean(),
        fc.integer({ min: 0, max: 10_000_000 }),
        (lines, fulfilment, rate, included, discount) => {
          const s = { ...settings, taxRateBasisPoints: rate, pricesIncludeTax: included };
          const t = priceOrder({ lines, fulfilment, settings: s, discountMinor: discount });
          for (const v of Object.values(t))
            if (typeof v === 'number') expect(Number.isInteger(v)).toBe(true);
          expect(t.discountMinor).toBeLessThanOrEqual(t.subtotalMinor);
          // Tax is a share of the food after discount (rates are at most 50%).
          expect(t.taxMinor).toBeLessThanOrEqual(t.subtotalMinor - t.discountMinor);
          expect(t.totalMinor).toBe(
            t.subtotalMinor - t.discountMinor + t.deliveryFeeMinor + (included ? 0 : t.taxMinor),
          );
        },
      ),
    );
  });
});
