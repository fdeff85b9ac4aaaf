import { configureStore } from '@reduxjs/toolkit';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  addCartItem,
  cartSlice,
  clearCart,
  initialCartState,
  mergeCart,
  removeCartItem,
  setCart,
  updateCartItem,
  type CartItemInput,
} from './cart-slice';

const makeStore = () => configureStore({ reducer: { cart: cartSlice.reducer } });

const tikka = (over: Partial<CartItemInput> = {}): CartItemInput => ({
  id: 'tikka',
  name: 'Paneer Tikka',
  description: 'Grilled',
  image: '/img/tikka.webp',
  quantity: 1,
  selectedVariant: { size: 'Large', price: 349, priceAfterDiscount: 299 },
  ...over,
});

describe('cart slice (docs/storefront-contract.md#cart-rules)', () => {
  let store: ReturnType<typeof makeStore>;
  const cart = () => store.getState().cart;
  let warn: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    store = makeStore();
    warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => warn.mockRestore());

  it('starts empty', () => {
    expect(cart()).toEqual(initialCartState);
    expect(cart()).toEqual({ items: [], totalQuantity: 0, totalAmount: 0, merged: false });
  });

  it('adds an item with the spec fields', () => {
    store.dispatch(addCartItem(tikka({ quantity: 2 })));
    expect(cart()).toEqual({
      items: [
        {
          id: 'tikka',
          name: 'Paneer Tikka',
          quantity: 2,
          description: 'Grilled',
          image: '/img/tikka.webp',
          selectedVariant: { size: 'Large', price: 349, priceAfterDiscount: 299 },
        },
      ],
      totalQuantity: 2,
      totalAmount: 598,
      merged: false,
    });
  });

  it('takes the image from the food when none is given, and the size from the name', () => {
    store.dispatch(
      addCartItem({
        food: { _id: 'f1', name: 'Dal', description: 'Slow', foodImages: ['/a.webp', '/b.webp'] },
        quantity: 1,
        selectedVariant: { name: 'Regular', price: 200, priceAfterDiscount: null },
      }),
    );
    expect(cart().items[0]).toMatchObject({
      id: 'f1',
      name: 'Dal',
      description: 'Slow',
      image: '/a.webp',
      selectedVariant: { size: 'Regular', price: 200, priceAfterDiscount: null },
    });
  });

  it('identifies a food by id, foodId, food._id or _id, in that order', () => {
    const v = { size: 'R', price: 1, priceAfterDiscount: null };
    store.dispatch(
      addCartItem({ id: 'A', foodId: 'B', food: { _id: 'C' }, _id: 'D', selectedVariant: v }),
    );
    store.dispatch(addCartItem({ foodId: 'B', food: { _id: 'C' }, _id: 'D', selectedVariant: v }));
    store.dispatch(addCartItem({ food: { _id: 'C' }, _id: 'D', selectedVariant: v }));
    store.dispatch(addCartItem({ _id: 'D', selectedVariant: v }));
    expect(cart().items.map((i) => i.id)).toEqual(['A', 'B', 'C', 'D']);
  });

  it('ignores an item without an id, with a warning', () => {
    store.dispatch(addCartItem({ name: 'Nameless', quantity: 3 }));
    store.dispatch(addCartItem({ id: '', food: null, selectedVariant: { size: 'L' } }));
    expect(cart()).toEqual(initialCartState);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('merges the quantity into the line with the same id and size, else appends', () => {
    store.dispatch(addCartItem(tikka({ quantity: 2 })));
    store.dispatch(addCartItem(tikka({ quantity: 3 })));
    store.dispatch(
      addCartItem(
        tikka({ selectedVariant: { size: 'Regular', price: 249.5, priceAfterDiscount: null } }),
      ),
    );
    store.dispatch(addCartItem(tikka({ id: 'other', quantity: 1 })));
    expect(cart().items.map((i) => [i.id, i.selectedVariant.size, i.quantity])).toEqual([
      ['tikka', 'Large', 5],
      ['tikka', 'Regular', 1],
      ['other', 'Large', 1],
    ]);
    expect(cart().totalQuantity).toBe(7);
    expect(cart().totalAmount).toBe(5 * 299 + 249.5 + 299);
  });

  it('sums totals in minor units: no floating-point drift', () => {
    store.dispatch(
      addCartItem({
        id: 'tea',
        quantity: 3,
        selectedVariant: { size: 'S', price: 0.1, priceAfterDiscount: null },
      }),
    );
    store.dispatch(
      addCartItem({
        id: 'bun',
        quantity: 1,
        selectedVariant: { size: 'S', price: 0.2, priceAfterDiscount: null },
      }),
    );
    expect(cart().totalAmount).toBe(0.5);
  });

  it('prices a line at the discount, else the price, else 0', () => {
    store.dispatch(
      addCartItem({
        id: 'a',
        quantity: 2,
        selectedVariant: { size: 'S', price: 10, priceAfterDiscount: 8 },
      }),
    );
    store.dispatch(
      addCartItem({
        id: 'b',
        quantity: 2,
        selectedVariant: { size: 'S', price: 10, priceAfterDiscount: null },
      }),
    );
    store.dispatch(addCartItem({ id: 'c', quantity: 2, selectedVariant: { size: 'S' } }));
    expect(cart().totalAmount).toBe(36);
    expect(cart().items[2]!.selectedVariant).toEqual({
      size: 'S',
      price: 0,
      priceAfterDiscount: null,
    });
  });

  it('keeps quantities whole and within 1..99', () => {
    store.dispatch(addCartItem(tikka({ quantity: 60 })));
    store.dispatch(addCartItem(tikka({ quantity: 60 })));
    expect(cart().items[0]!.quantity).toBe(99);
    store.dispatch(addCartItem(tikka({ id: 'x', quantity: 'lots' })));
    store.dispatch(addCartItem(tikka({ id: 'y', quantity: 2.7 })));
    expect(
      cart()
        .items.slice(1)
        .map((i) => i.quantity),
    ).toEqual([1, 2]);
  });

  it('update sets a line quantity; unknown lines are left alone', () => {
    store.dispatch(addCartItem(tikka({ quantity: 2 })));
    store.dispatch(updateCartItem({ id: 'tikka', size: 'Large', quantity: 7 }));
    expect(cart()).toMatchObject({ totalQuantity: 7, totalAmount: 2093 });
    store.dispatch(updateCartItem({ id: 'tikka', size: 'Regular', quantity: 3 }));
    store.dispatch(updateCartItem({ id: 'nope', size: 'Large', quantity: 3 }));
    expect(cart().items).toHaveLength(1);
    expect(cart().totalQuantity).toBe(7);
    store.dispatch(updateCartItem({ id: 'tikka', size: 'Large', quantity: 0 }));
    expect(cart().items[0]!.quantity).toBe(1);
  });

  it('remove deletes only that line', () => {
    store.dispatch(addCartItem(tikka()));
    store.dispatch(
      addCartItem(
        tikka({ selectedVariant: { size: 'Regular', price: 249.5, priceAfterDiscount: null } }),
      ),
    );
    store.dispatch(removeCartItem({ id: 'tikka', size: 'Large' }));
    expect(cart().items.map((i) => i.selectedVariant.size)).toEqual(['Regular']);
    expect(cart()).toMatchObject({ totalQuantity: 1, totalAmount: 249.5 });
  });

  it('set replaces all lines and leaves merged alone unless told', () => {
    store.dispatch(addCartItem(tikka()));
    store.dispatch(setCart([tikka({ id: 'n1', quantity: 4 }), { name: 'no id' }]));
    expect(cart().items.map((i) => [i.id, i.quantity])).toEqual([['n1', 4]]);
    expect(cart().merged).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
    store.dispatch(setCart([tikka()], { merged: true }));
    expect(cart()).toMatchObject({ merged: true, totalQuantity: 1 });
    store.dispatch(setCart([]));
    expect(cart()).toMatchObject({ items: [], merged: true, totalAmount: 0 });
  });

  it('set keeps the server flags and collapses duplicate lines', () => {
    store.dispatch(
      setCart([
        tikka({ available: false, priceChanged: true, previousPrice: 279 }),
        tikka({ quantity: 2 }),
      ]),
    );
    expect(cart().items).toHaveLength(1);
    expect(cart().items[0]).toMatchObject({
      quantity: 3,
      available: false,
      priceChanged: true,
      previousPrice: 279,
    });
  });

  it('merge sums incoming lines into existing ones, appends the rest, and sets merged', () => {
    store.dispatch(addCartItem(tikka({ quantity: 2 })));
    store.dispatch(mergeCart([tikka({ quantity: 3 }), tikka({ id: 'new', quantity: 1 })]));
    expect(cart().items.map((i) => [i.id, i.quantity])).toEqual([
      ['tikka', 5],
      ['new', 1],
    ]);
    expect(cart()).toMatchObject({ merged: true, totalQuantity: 6 });
  });

  it('clear empties the cart and resets merged', () => {
    store.dispatch(setCart([tikka()], { merged: true }));
    store.dispatch(clearCart());
    expect(cart()).toEqual(initialCartState);
  });
});

describe('cart lines with options (decision 0049)', () => {
  const store = makeStore();
  const cart = () => store.getState().cart;
  const hot = { _id: 'hot', group: 'Spice level', name: 'Hot', priceDelta: 0 };
  const egg = { _id: 'egg', group: 'Extras', name: 'Boiled egg', priceDelta: 30 };

  it('merges the same options in any order and keeps other options apart', () => {
    const biryani = (optionIds: string[], options: object[], price: number) =>
      tikka({
        id: 'biryani',
        optionIds,
        options,
        selectedVariant: { size: 'Half', price, priceAfterDiscount: null },
      });
    store.dispatch(addCartItem(biryani(['hot', 'egg'], [hot, egg], 329)));
    store.dispatch(addCartItem(biryani(['egg', 'hot'], [hot, egg], 329)));
    store.dispatch(addCartItem(biryani(['hot'], [hot], 299)));
    store.dispatch(
      addCartItem(
        tikka({
          id: 'biryani',
          selectedVariant: { size: 'Half', price: 299, priceAfterDiscount: null },
        }),
      ),
    );
    expect(cart().items.map((i) => [i.optionIds, i.quantity])).toEqual([
      [['egg', 'hot'], 2],
      [['hot'], 1],
      [undefined, 1],
    ]);
    expect(cart().totalAmount).toBe(329 * 2 + 299 + 299);
    store.dispatch(
      updateCartItem({ id: 'biryani', size: 'Half', optionIds: ['hot'], quantity: 4 }),
    );
    store.dispatch(removeCartItem({ id: 'biryani', size: 'Half', optionIds: ['hot', 'egg'] }));
    expect(cart().items.map((i) => [i.optionIds, i.quantity])).toEqual([
      [['hot'], 4],
      [undefined, 1],
    ]);
    expect(cart().items[0]!.options).toEqual([hot]);
  });
});
