import { effectivePrice } from '@ninetonine/contract/core';
import { configureStore } from '@reduxjs/toolkit';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  addCartItem,
  cartSlice,
  clearCart,
  mergeCart,
  removeCartItem,
  setCart,
  updateCartItem,
  type CartItemInput,
} from './cart-slice';

/**
 * The reducer against a deliberately naive model of the cart rules
 * (docs/storefront-contract.md#cart-rules), over random action sequences. Ids and sizes come from
 * tiny pools so that lines collide often.
 */
interface ModelLine {
  id: string;
  size: string;
  quantity: number;
  unitMinor: number;
}
interface Model {
  lines: ModelLine[];
  merged: boolean;
}

const ids = ['a', 'b', 'c'];
const sizes = ['Regular', 'Large', ''];

const clamp = (q: unknown) =>
  typeof q === 'number' && Number.isFinite(q) ? Math.min(99, Math.max(1, Math.trunc(q))) : 1;

/** The model's own reading of an input: id from id/foodId/food._id/_id; size from size/name. */
function modelLine(input: CartItemInput): ModelLine | null {
  const pick = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);
  const id = pick(input.id) ?? pick(input.foodId) ?? pick(input.food?._id) ?? pick(input._id);
  if (!id) return null;
  const v = input.selectedVariant ?? {};
  const size = pick(v.size) ?? pick(v.name) ?? '';
  const price = typeof v.price === 'number' ? v.price : 0;
  const discount = typeof v.priceAfterDiscount === 'number' ? v.priceAfterDiscount : null;
  return {
    id,
    size,
    quantity: clamp(input.quantity),
    unitMinor: Math.round((discount ?? price) * 100),
  };
}

function addTo(lines: ModelLine[], line: ModelLine): ModelLine[] {
  const i = lines.findIndex((l) => l.id === line.id && l.size === line.size);
  if (i < 0) return [...lines, line];
  return lines.map((l, j) => (j === i ? { ...l, quantity: clamp(l.quantity + line.quantity) } : l));
}
const addAll = (lines: ModelLine[], inputs: CartItemInput[]) =>
  inputs.map(modelLine).reduce((acc, l) => (l ? addTo(acc, l) : acc), lines);

type Action =
  | { type: 'add'; input: CartItemInput }
  | { type: 'update'; id: string; size: string; quantity: number }
  | { type: 'remove'; id: string; size: string }
  | { type: 'clear' }
  | { type: 'set'; inputs: CartItemInput[]; merged?: boolean }
  | { type: 'merge'; inputs: CartItemInput[] };

function step(model: Model, a: Action): Model {
  switch (a.type) {
    case 'add': {
      const line = modelLine(a.input);
      return line ? { ...model, lines: addTo(model.lines, line) } : model;
    }
    case 'update':
      return {
        ...model,
        lines: model.lines.map((l) =>
          l.id === a.id && l.size === a.size ? { ...l, quantity: clamp(a.quantity) } : l,
        ),
      };
    case 'remove':
      return { ...model, lines: model.lines.filter((l) => !(l.id === a.id && l.size === a.size)) };
    case 'clear':
      return { lines: [], merged: false };
    case 'set':
      return { lines: addAll([], a.inputs), merged: a.merged ?? model.merged };
    case 'merge':
      return { lines: addAll(model.lines, a.inputs), merged: true };
  }
}

const toAction = (a: Action) => {
  switch (a.type) {
    case 'add':
      return addCartItem(a.input);
    case 'update':
      return updateCartItem({ id: a.id, size: a.size, quantity: a.quantity });
    case 'remove':
      return removeCartItem({ id: a.id, size: a.size });
    case 'clear':
      return clearCart();
    case 'set':
      return setCart(a.inputs, a.merged === undefined ? {} : { merged: a.merged });
    case 'merge':
      return mergeCart(a.inputs);
  }
};

// Prices in whole paise, as major units (249.5, 0.1...), so float sums would drift.
const price = fc.integer({ min: 1, max: 500_000 }).map((m) => m / 100);
const quantity = fc.oneof(
  { weight: 8, arbitrary: fc.integer({ min: 1, max: 99 }) },
  { weight: 1, arbitrary: fc.constantFrom(0, -3, 150, 2.5, Number.NaN) },
);
const idFields = fc.oneof(
  fc.record({ id: fc.constantFrom(...ids) }),
  fc.record({ foodId: fc.constantFrom(...ids) }),
  fc.record({ food: fc.record({ _id: fc.constantFrom(...ids) }) }),
  fc.record({ _id: fc.constantFrom(...ids) }),
  // Several at once: the first in spec order wins.
  fc.record({ foodId: fc.constantFrom(...ids), _id: fc.constantFrom(...ids) }),
  // No id at all: ignored with a warning.
  fc.constant({ name: 'no id' }),
);
const variant = fc.oneof(
  fc.record({ size: fc.constantFrom(...sizes), price, priceAfterDiscount: fc.option(price) }),
  fc.record({ name: fc.constantFrom(...sizes), price, priceAfterDiscount: fc.constant(null) }),
  fc.record({ size: fc.constantFrom(...sizes) }),
);
const input: fc.Arbitrary<CartItemInput> = fc
  .tuple(idFields, variant, quantity)
  .map(([idf, selectedVariant, q]) => ({ ...idf, selectedVariant, quantity: q, name: 'Dish' }));

const action: fc.Arbitrary<Action> = fc.oneof(
  { weight: 6, arbitrary: input.map((i) => ({ type: 'add' as const, input: i })) },
  {
    weight: 3,
    arbitrary: fc.record({
      type: fc.constant('update' as const),
      id: fc.constantFrom(...ids),
      size: fc.constantFrom(...sizes),
      quantity,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      type: fc.constant('remove' as const),
      id: fc.constantFrom(...ids),
      size: fc.constantFrom(...sizes),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ type: 'clear' as const }) },
  {
    weight: 1,
    arbitrary: fc.record(
      {
        type: fc.constant('set' as const),
        inputs: fc.array(input, { maxLength: 5 }),
        merged: fc.boolean(),
      },
      { requiredKeys: ['type', 'inputs'] },
    ),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      type: fc.constant('merge' as const),
      inputs: fc.array(input, { maxLength: 5 }),
    }),
  },
);

describe('cart slice against a model (property-based)', () => {
  beforeAll(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterAll(() => vi.restoreAllMocks());

  it('matches the model after every action of any sequence', () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 40 }), (actions) => {
        const store = configureStore({ reducer: { cart: cartSlice.reducer } });
        let model: Model = { lines: [], merged: false };
        for (const a of actions) {
          store.dispatch(toAction(a));
          model = step(model, a);
          const cart = store.getState().cart;
          expect(
            cart.items.map((i) => ({
              id: i.id,
              size: i.selectedVariant.size,
              quantity: i.quantity,
              unitMinor: Math.round(effectivePrice(i.selectedVariant) * 100),
            })),
          ).toEqual(model.lines);
          expect(cart.merged).toBe(model.merged);
          expect(cart.totalQuantity).toBe(model.lines.reduce((s, l) => s + l.quantity, 0));
          const minor = model.lines.reduce((s, l) => s + l.quantity * l.unitMinor, 0);
          expect(cart.totalAmount).toBe(minor / 100);
          // Invariants: one line per (id, size); every quantity whole and within 1..99.
          const keys = cart.items.map((i) => `${i.id}|${i.selectedVariant.size}`);
          expect(new Set(keys).size).toBe(keys.length);
          for (const i of cart.items) {
            expect(Number.isInteger(i.quantity) && i.quantity >= 1 && i.quantity <= 99).toBe(true);
          }
        }
      }),
      { numRuns: 400 },
    );
  });
});
