import type { Food, Order } from '@ninetonine/contract';
import { describe, expect, it } from 'vitest';
import { restaurantFormat } from '@ninetonine/contract/core';
import { reorderPlan, reorderSummary } from './order-again';

const food = (id: string, over: Partial<Food> = {}): Food => ({
  _id: id,
  name: `Dish ${id}`,
  slug: id,
  description: '',
  category: { _id: 'c', name: 'Mains', slug: 'mains' },
  foodImages: [`/img/${id}`],
  pictures: [],
  variants: [{ size: 'Large', price: 300, priceAfterDiscount: null }],
  isVeg: true,
  isVegan: false,
  isSpicy: false,
  containsNuts: false,
  isSpecial: false,
  isAvailable: true,
  availableAgainAt: null,
  createdAt: '',
  updatedAt: '',
  ...over,
});
const line = (foodId: string, unitPrice = 300, size = 'Large') => ({
  foodId,
  name: `Dish ${foodId}`,
  size,
  image: '',
  unitPrice,
  quantity: 2,
  lineTotal: unitPrice * 2,
});
const order = (lines: ReturnType<typeof line>[]) => ({ lines }) as unknown as Order;

const format = restaurantFormat();

describe('reorderPlan', () => {
  it("puts lines back at today's price and names what is gone or repriced", () => {
    const plan = reorderPlan(
      order([line('a'), line('b', 250), line('c'), line('d'), line('e', 300, 'Small')]),
      new Map([
        ['a', food('a')],
        ['b', food('b', { variants: [{ size: 'Large', price: 300, priceAfterDiscount: 280 }] })],
        ['c', null],
        ['d', food('d', { isAvailable: false })],
        ['e', food('e')],
      ]),
      format,
    );
    expect(plan.add.map((i) => [i.id, i.quantity])).toEqual([
      ['a', 2],
      ['b', 2],
    ]);
    expect(plan.gone).toEqual(['Dish c (Large)', 'Dish d (Large)', 'Dish e (Small)']);
    expect(plan.repriced).toEqual(['Dish b (Large) is now ₹280 (was ₹250)']);
    expect(reorderSummary(plan)).toBe(
      'Added 2 dishes to your cart. No longer available: Dish c (Large), Dish d (Large), Dish e (Small). New prices: Dish b (Large) is now ₹280 (was ₹250).',
    );
  });

  it('says so when nothing could be added', () => {
    const plan = reorderPlan(order([line('a')]), new Map([['a', null]]), format);
    expect(reorderSummary(plan)).toBe(
      'Nothing could be added to your cart. No longer available: Dish a (Large).',
    );
  });
});
