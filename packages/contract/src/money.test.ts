import { describe, expect, it } from 'vitest';
import { formatPrice } from './money';

describe('formatPrice', () => {
  it('formats rupees the Indian way, paise only when present', () => {
    expect(formatPrice(249)).toBe('₹249');
    expect(formatPrice(249.5)).toBe('₹249.50');
    expect(formatPrice(125000)).toBe('₹1,25,000');
  });
});
