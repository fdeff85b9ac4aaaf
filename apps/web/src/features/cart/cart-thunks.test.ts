import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '@/app/store';
import { setCart, type CartItemInput } from './cart-slice';
import { dismissCartToast, peekCartToast } from './cart-toast';
import {
  addToCart,
  changeCartQuantity,
  emptyCart,
  refreshCart,
  removeFromCart,
} from './cart-thunks';
import { installFakeCartServer, serverLine, type FakeCartServer } from '#test/fake-cart-server';

/** The app's real store, signed in or not (the cart reads the session from its auth slice). */
const storeFor = (signedIn: boolean) => {
  const auth = makeStore().getState().auth;
  return makeStore({ preloadedState: { auth: { ...auth, isAuthenticated: signedIn } } });
};

const tikka = (quantity = 2, size = 'Large'): CartItemInput => ({
  id: 'tikka',
  name: 'Paneer Tikka',
  description: 'Grilled',
  image: '/img/tikka.webp',
  quantity,
  selectedVariant: { size, price: 349, priceAfterDiscount: 299 },
});

let server: FakeCartServer;
let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  server = installFakeCartServer();
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  dismissCartToast();
});
afterEach(() => {
  server.restore();
  warn.mockRestore();
});

describe('cart thunks, anonymous', () => {
  it('keep everything local and announce each add', async () => {
    const store = storeFor(false);
    const result = await store.dispatch(addToCart(tikka(2))).unwrap();
    expect(result).toEqual({ ok: true });
    expect(store.getState().cart.totalQuantity).toBe(2);
    expect(peekCartToast()).toMatchObject({
      kind: 'success',
      message: 'Added 2 × Paneer Tikka (Large) to your cart',
      showCartLink: true,
    });
    await store.dispatch(changeCartQuantity({ id: 'tikka', size: 'Large', quantity: 5 })).unwrap();
    expect(store.getState().cart.totalQuantity).toBe(5);
    await store.dispatch(removeFromCart({ id: 'tikka', size: 'Large' })).unwrap();
    await store.dispatch(addToCart(tikka(1))).unwrap();
    await store.dispatch(emptyCart()).unwrap();
    expect(store.getState().cart.items).toEqual([]);
    await store.dispatch(refreshCart()).unwrap();
    expect(server.calls).toEqual([]);
  });

  it('refuse going past 99 of a line, saying why', async () => {
    const store = storeFor(false);
    await store.dispatch(addToCart(tikka(98))).unwrap();
    const result = await store.dispatch(addToCart(tikka(2))).unwrap();
    expect(result.ok).toBe(false);
    expect(peekCartToast()).toMatchObject({ kind: 'error' });
    expect(peekCartToast()?.message).toContain('at most 99');
    expect(store.getState().cart.items[0]!.quantity).toBe(98);
  });

  it('refuse a 51st distinct line', async () => {
    const store = storeFor(false);
    for (let i = 0; i < 50; i++)
      await store.dispatch(addToCart({ ...tikka(1), id: `f${i}` })).unwrap();
    const result = await store.dispatch(addToCart({ ...tikka(1), id: 'one-too-many' })).unwrap();
    expect(result.ok).toBe(false);
    expect(store.getState().cart.items).toHaveLength(50);
  });

  it('ignore an item without an id, with a warning', async () => {
    const store = storeFor(false);
    const result = await store.dispatch(addToCart({ name: 'Mystery', quantity: 1 })).unwrap();
    expect(result.ok).toBe(false);
    expect(warn).toHaveBeenCalled();
    expect(store.getState().cart.items).toEqual([]);
  });
});

describe('cart thunks, signed in', () => {
  it('add optimistically, send only what the server needs, then take its cart', async () => {
    const store = storeFor(true);
    const gate = server.holdNext();
    const pending = store.dispatch(addToCart(tikka(2))).unwrap();
    // Optimistic: the line is there before the server answers.
    expect(store.getState().cart.items).toHaveLength(1);
    expect(store.getState().cart.items[0]!.selectedVariant.price).toBe(349);
    gate.release();
    expect(await pending).toEqual({ ok: true });
    expect(server.calls).toEqual([
      {
        method: 'POST',
        url: '/cart/addToCart',
        data: { foodId: 'tikka', selectedVariant: { size: 'Large' }, quantity: 2 },
        params: undefined,
      },
    ]);
    // The server's answer replaced the line (its price and flags).
    expect(store.getState().cart.items[0]).toMatchObject({
      id: 'tikka',
      quantity: 2,
      selectedVariant: { size: 'Large', price: 100, priceAfterDiscount: null },
      available: true,
    });
  });

  it("roll back a refused add, show the server's message, and catch up with the server", async () => {
    server.lines = [serverLine('tikka', 'Large', 3)];
    const store = storeFor(true);
    await store.dispatch(refreshCart()).unwrap();
    const before = store.getState().cart;
    // Meanwhile another device changed the cart.
    server.lines[0]!.quantity = 98;
    server.failNext('/cart/addToCart', {
      status: 409,
      message: 'You can have at most 99 of Dish tikka in one size.',
    });
    const pending = store.dispatch(addToCart(tikka(2))).unwrap();
    expect(store.getState().cart.totalQuantity).toBe(5);
    const result = await pending;
    expect(result).toEqual({
      ok: false,
      message: 'You can have at most 99 of Dish tikka in one size.',
    });
    expect(peekCartToast()).toMatchObject({
      kind: 'error',
      message: 'You can have at most 99 of Dish tikka in one size.',
    });
    expect(store.getState().cart.items).toEqual([{ ...before.items[0], quantity: 98 }]);
  });

  it('roll back on a network failure with a readable message', async () => {
    const store = storeFor(true);
    server.failNext('/cart/addToCart', 'network');
    await store.dispatch(addToCart(tikka(1))).unwrap();
    expect(store.getState().cart.items).toEqual([]);
    expect(peekCartToast()?.message).toMatch(/could not reach/i);
  });

  it('change quantity, remove and clear through the server, rolling back failures', async () => {
    server.lines = [serverLine('tikka', 'Large', 2), serverLine('dal', 'Regular', 1)];
    const store = storeFor(true);
    await store.dispatch(refreshCart()).unwrap();
    expect(store.getState().cart.totalQuantity).toBe(3);

    await store.dispatch(changeCartQuantity({ id: 'tikka', size: 'Large', quantity: 6 })).unwrap();
    expect(server.lines[0]!.quantity).toBe(6);
    expect(store.getState().cart.totalQuantity).toBe(7);

    server.failNext('/cart/updateCartItem', { status: 500 });
    const failed = await store
      .dispatch(changeCartQuantity({ id: 'tikka', size: 'Large', quantity: 9 }))
      .unwrap();
    expect(failed.ok).toBe(false);
    expect(failed.message).toContain('could not change the quantity');
    expect(store.getState().cart.items[0]!.quantity).toBe(6);

    server.failNext('/cart/removeCartItem', {
      status: 404,
      message: 'That item is not in your cart any more.',
    });
    await store.dispatch(removeFromCart({ id: 'dal', size: 'Regular' })).unwrap();
    expect(store.getState().cart.items).toHaveLength(2);
    expect(peekCartToast()?.message).toBe('That item is not in your cart any more.');

    await store.dispatch(removeFromCart({ id: 'dal', size: 'Regular' })).unwrap();
    expect(server.calls.at(-1)).toMatchObject({
      method: 'DELETE',
      url: '/cart/removeCartItem',
      params: { foodId: 'dal', size: 'Regular' },
    });
    expect(store.getState().cart.items.map((i) => i.id)).toEqual(['tikka']);

    server.failNext('/cart/clearCart', { status: 503, message: 'Try later' });
    await store.dispatch(emptyCart()).unwrap();
    expect(store.getState().cart.items).toHaveLength(1);
    await store.dispatch(emptyCart()).unwrap();
    expect(store.getState().cart.items).toEqual([]);
    expect(server.lines).toEqual([]);
  });

  it('clearing keeps the cart marked as the server mirror', async () => {
    const store = storeFor(true);
    store.dispatch(setCart([tikka()], { merged: true }));
    await store.dispatch(emptyCart()).unwrap();
    expect(store.getState().cart.merged).toBe(true);
  });

  it('only the answer to the latest change replaces the cart', async () => {
    const store = storeFor(true);
    const gate = server.holdNext();
    const first = store.dispatch(addToCart(tikka(1))).unwrap();
    await store.dispatch(addToCart(tikka(1, 'Regular'))).unwrap();
    // The first answer (a cart without the Regular line) arrives last: it must not win.
    gate.release();
    await first;
    expect(store.getState().cart.items.map((i) => i.selectedVariant.size)).toEqual([
      'Large',
      'Regular',
    ]);
  });

  it('refreshCart leaves the cart to a login sync in progress', async () => {
    const signedIn = storeFor(true).getState();
    const store = makeStore({
      preloadedState: { auth: signedIn.auth, ui: { ...signedIn.ui, cartSyncing: true } },
    });
    await store.dispatch(refreshCart()).unwrap();
    expect(server.calls).toEqual([]);
  });

  it('refreshCart only logs a failure and keeps the local cart', async () => {
    const store = storeFor(true);
    store.dispatch(setCart([tikka()]));
    server.failNext('/cart/getUserCart', 'network');
    await store.dispatch(refreshCart()).unwrap();
    expect(store.getState().cart.items).toHaveLength(1);
    expect(warn).toHaveBeenCalled();
    expect(peekCartToast()).toBeNull();
  });
});
