import { describe, expect, it } from 'vitest';
import { dishRatingText } from './rating-texts';
import { rateOrderRequestSchema } from './ratings';

describe('ratings in the contract (decision 0086)', () => {
  it('writes a dish rating as the menu shows it', () => {
    expect(dishRatingText({ upPercent: 92, count: 38 })).toBe('👍 92% · 38 ratings');
    expect(dishRatingText({ upPercent: 100, count: 1 })).toBe('👍 100% · 1 rating');
  });

  it('takes 1-5 whole stars, a trimmed comment of at most 500 characters, each dish once', () => {
    expect(rateOrderRequestSchema.parse({ stars: 5, comment: '  Lovely  ' })).toEqual({
      stars: 5,
      comment: 'Lovely',
      dishes: [],
    });
    for (const bad of [
      { stars: 0 },
      { stars: 2.5 },
      { stars: 3, comment: 'x'.repeat(501) },
      { stars: 3, comment: 'a\u202Eb' },
      {
        stars: 3,
        dishes: [
          { foodId: 'f1', liked: true },
          { foodId: 'f1', liked: false },
        ],
      },
    ]) {
      expect(rateOrderRequestSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});
