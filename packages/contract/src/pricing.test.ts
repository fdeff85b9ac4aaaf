import { describe, expect, it } from 'vitest';
import { effectivePrice, effectivePriceMinor } from './pricing';

describe('effective price', () => {
  it('is the discounted price when there is one, else the price', () => {
    expect(effectivePrice({ price: 349, priceAfterDiscount: 299 })).toBe(299);
    expect(effectivePrice({ price: 249.5, priceAfterDiscount: null })).toBe(249.5);
    expect(effectivePriceMinor({ priceMinor: 34900, discountedPriceMinor: 29900 })).toBe(29900);
    expect(effectivePriceMinor({ priceMinor: 24950, discountedPriceMinor: null })).toBe(24950);
  });

  it('is 0 for a cart line that carries no price at all (docs/storefront-contract.md#cart-totals)', () => {
    expect(effectivePrice({})).toBe(0);
    expect(effectivePrice({ price: null, priceAfterDiscount: null })).toBe(0);
  });
});
