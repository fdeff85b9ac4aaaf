import type { Food, Order } from '@ninetonine/contract';
import { describe, expect, it } from 'vitest';
import { restaurantFormat } from '@ninetonine/contract/core';
import { food as fixtureFood } from '#test/food-fixture';
import { reorderPlan, reorderSummary } from './order-again';

// Today's menu: the fixture dish, in the size and price the orders below were placed at.
const food = (id: string, over: Partial<Food> = {}): Food =>
  fixtureFood(id, { variants: [{ size: 'Large', price: 300, priceAfterDiscount: null }], ...over });
const line = (
  foodId: string,
  unitPrice = 300,
  size = 'Large',
  options: Order['lines'][number]['options'] = [],
) => ({
  foodId,
  name: `Dish ${foodId}`,
  size,
  options,
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

describe('reorderPlan with options (decision 0049)', () => {
  const spice = {
    _id: 'g1',
    name: 'Spice level',
    minPicks: 1,
    maxPicks: 1,
    options: [
      { _id: 'hot', name: 'Hot', priceDelta: 0, available: true },
      { _id: 'mild', name: 'Mild', priceDelta: 0, available: true },
    ],
  };
  const extras = {
    _id: 'g2',
    name: 'Extras',
    minPicks: 0,
    maxPicks: 2,
    options: [{ _id: 'egg', name: 'Boiled egg', priceDelta: 35, available: true }],
  };
  const sold = [
    { group: 'Spice level', name: 'Hot', priceDelta: 0 },
    { group: 'Extras', name: 'Boiled egg', priceDelta: 30 },
  ];

  it("finds the options again by name and prices them at today's price", () => {
    const foods = new Map([['a', food('a', { optionGroups: [spice, extras] })]]);
    const plan = reorderPlan(order([line('a', 330, 'Large', sold)]), foods, format);
    expect(plan.gone).toEqual([]);
    expect(plan.add).toMatchObject([
      {
        id: 'a',
        optionIds: ['hot', 'egg'],
        options: [{ name: 'Hot' }, { name: 'Boiled egg', priceDelta: 35 }],
        selectedVariant: { size: 'Large', price: 335 },
      },
    ]);
    expect(plan.repriced).toHaveLength(1);
  });

  it('leaves out a line whose option is gone', () => {
    const foods = new Map([['a', food('a', { optionGroups: [spice] })]]);
    const plan = reorderPlan(order([line('a', 330, 'Large', sold)]), foods, format);
    expect(plan.add).toEqual([]);
    expect(plan.gone).toEqual(['Dish a (Large) with Hot, Boiled egg']);
  });
});
