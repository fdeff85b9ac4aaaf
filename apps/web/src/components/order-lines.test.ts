import { describe, expect, it } from 'vitest';
import { restaurantFormat } from '@ninetonine/contract/core';
import { lineChange } from './order-lines';

const line = {
  foodId: 'f1',
  name: 'Paneer Tikka',
  size: 'Large',
  quantity: 2,
  unitPrice: 320,
  lineTotal: 640,
  available: true,
};

const format = restaurantFormat();

describe('lineChange', () => {
  it('says exactly which line changed and how', () => {
    expect(lineChange(line, format)).toBe(null);
    expect(lineChange({ ...line, previousUnitPrice: 299 }, format)).toBe(
      'Paneer Tikka (Large) went up from ₹299 to ₹320 each.',
    );
    expect(lineChange({ ...line, previousUnitPrice: 350 }, format)).toBe(
      'Paneer Tikka (Large) went down from ₹350 to ₹320 each.',
    );
    expect(lineChange({ ...line, available: false, previousUnitPrice: 299 }, format)).toBe(
      'Paneer Tikka (Large) is no longer available: remove it from your cart to order.',
    );
  });
});
