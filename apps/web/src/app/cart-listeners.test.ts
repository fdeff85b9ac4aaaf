import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authSignedIn, authSignedOut } from '@/features/auth';
import { addToCart, setCart, type CartItem } from '@/features/cart';
import { installFakeCartServer, serverLine, type FakeCartServer } from '#test/fake-cart-server';
import { makeStore } from './store';

const local = (id: string, size: string, quantity: number): CartItem => ({
  id,
  name: `Local ${id}`,
  quantity,
  description: '',
  image: '',
  selectedVariant: { size, price: 120, priceAfterDiscount: null },
});

const lines = (items: CartItem[]) => items.map((i) => [i.id, i.selectedVariant.size, i.quantity]);

describe('login cart sync (docs/storefront-contract.md#login-cart-sync), app/cart-listeners', () => {
  let server: FakeCartServer;
  let store: ReturnType<typeof makeStore>;
  let warn: ReturnType<typeof vi.spyOn>;
  let error: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    server = installFakeCartServer();
    // Signed in, as the auth feature leaves it before it signals authSignedIn.
    const auth = makeStore().getState().auth;
    store = makeStore({
      preloadedState: { auth: { ...auth, isAuthenticated: true } },
    });
    warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    error = vi.spyOn(console, 'error');
  });
  afterEach(() => {
    server.restore();
    // Failures are warnings only: the storefront never logs console errors for them.
    expect(error).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });

  async function signInAndSync() {
    store.dispatch(authSignedIn());
    expect(store.getState().ui.cartSyncing).toBe(true);
    await vi.waitFor(() => expect(store.getState().ui.cartSyncing).toBe(false));
  }

  it('pushes missing lines, brings differing quantities to the local ones, then takes the server cart', async () => {
    server.lines = [serverLine('a', 'Large', 5), serverLine('c', 'Regular', 1)];
    store.dispatch(
      setCart([local('a', 'Large', 2), local('b', 'Regular', 1), local('c', 'Regular', 1)]),
    );
    await signInAndSync();

    expect(server.calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET /cart/getUserCart',
      'PUT /cart/updateCartItem',
      'POST /cart/addToCart',
      'GET /cart/getUserCart',
    ]);
    expect(server.calls[1]!.data).toEqual({ foodId: 'a', size: 'Large', quantity: 2 });
    expect(server.calls[2]!.data).toEqual({
      foodId: 'b',
      selectedVariant: { size: 'Regular' },
      quantity: 1,
    });
    const cart = store.getState().cart;
    expect(lines(cart.items)).toEqual([
      ['a', 'Large', 2],
      ['c', 'Regular', 1],
      ['b', 'Regular', 1],
    ]);
    // The server cart replaced the local one (its names, prices and flags).
    expect(cart.items[0]).toMatchObject({ name: 'Dish a', available: true });
    expect(cart.merged).toBe(true);
    expect(cart.totalQuantity).toBe(4);
  });

  it('does not add again a line whose add was already on its way when the session was confirmed', async () => {
    // A tap on "Add to cart" as the page's session check answers (regression: the browser's
    // coupon race saw 2 x a dish added once). The add reaches the server after the sync began.
    const arriving = server.holdArrivalNext();
    const adding = store.dispatch(addToCart(local('a', 'Large', 1)));
    store.dispatch(authSignedIn());
    await Promise.resolve();
    arriving.release();
    await adding;
    await vi.waitFor(() => expect(store.getState().ui.cartSyncing).toBe(false));

    expect(server.lines.map((l) => [l.foodId, l.selectedVariant.size, l.quantity])).toEqual([
      ['a', 'Large', 1],
    ]);
    expect(server.calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'POST /cart/addToCart',
      'GET /cart/getUserCart',
      'GET /cart/getUserCart',
    ]);
    expect(lines(store.getState().cart.items)).toEqual([['a', 'Large', 1]]);
  });

  it('keeps a line added while the sync read the server cart for the last time', async () => {
    // A reload while signed in, then a tap on "Add to cart" as the sync's last read is answered
    // (regression: the browser's staff set-up saw the header's count go back to none). The read
    // took effect before the add, and its answer, without the line, came after the add's.
    store.dispatch(setCart([], { merged: true }));
    const firstReadAnswer = server.holdNext();
    store.dispatch(authSignedIn());
    await vi.waitFor(() => expect(server.calls).toHaveLength(1));
    const lastReadAnswer = server.holdNext();
    firstReadAnswer.release();
    await vi.waitFor(() => expect(server.calls).toHaveLength(2));
    await store.dispatch(addToCart(local('a', 'Large', 1)));
    expect(lines(store.getState().cart.items)).toEqual([['a', 'Large', 1]]);
    lastReadAnswer.release();
    await vi.waitFor(() => expect(store.getState().ui.cartSyncing).toBe(false));

    expect(lines(store.getState().cart.items)).toEqual([['a', 'Large', 1]]);
    expect(store.getState().cart.merged).toBe(true);
    // The answer that left the add out was read again.
    expect(server.calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET /cart/getUserCart',
      'GET /cart/getUserCart',
      'POST /cart/addToCart',
      'GET /cart/getUserCart',
    ]);
  });

  it('an anonymous empty cart simply takes the server cart', async () => {
    server.lines = [serverLine('a', 'Large', 3)];
    await signInAndSync();
    expect(lines(store.getState().cart.items)).toEqual([['a', 'Large', 3]]);
    expect(server.calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('a cart that already mirrors the server (reload while signed in) pushes nothing', async () => {
    server.lines = [serverLine('a', 'Large', 1)];
    store.dispatch(setCart([local('a', 'Large', 4), local('gone', 'Large', 1)], { merged: true }));
    await signInAndSync();
    expect(server.calls.map((c) => c.method)).toEqual(['GET', 'GET']);
    expect(lines(store.getState().cart.items)).toEqual([['a', 'Large', 1]]);
  });

  it('keeps the local items when the server cart cannot be fetched', async () => {
    store.dispatch(setCart([local('a', 'Large', 2)]));
    server.failNext('/cart/getUserCart', 'network');
    await signInAndSync();
    expect(lines(store.getState().cart.items)).toEqual([['a', 'Large', 2]]);
    expect(store.getState().cart.merged).toBe(false);
    expect(warn).toHaveBeenCalled();
  });

  it('keeps the local items when pushing fails midway', async () => {
    store.dispatch(setCart([local('a', 'Large', 2), local('b', 'Large', 1)]));
    server.failNext('/cart/addToCart', { status: 500 });
    await signInAndSync();
    expect(lines(store.getState().cart.items)).toEqual([
      ['a', 'Large', 2],
      ['b', 'Large', 1],
    ]);
    expect(warn).toHaveBeenCalled();
  });

  it('leaves out a line the server refuses (e.g. a dish gone from the menu) and carries on', async () => {
    store.dispatch(setCart([local('gone', 'Large', 2), local('b', 'Large', 1)]));
    server.failNext('/cart/addToCart', {
      status: 404,
      message: 'This dish is no longer on the menu.',
    });
    await signInAndSync();
    expect(lines(store.getState().cart.items)).toEqual([['b', 'Large', 1]]);
    expect(store.getState().cart.merged).toBe(true);
  });

  it('a sign-out during the sync leaves the cart reset', async () => {
    server.lines = [serverLine('a', 'Large', 3)];
    store.dispatch(setCart([local('b', 'Large', 1)]));
    const gate = server.holdNext();
    store.dispatch(authSignedIn());
    store.dispatch(authSignedOut());
    expect(store.getState().ui.cartSyncing).toBe(false);
    gate.release();
    // The held answer and all the sync does after it are promise steps (the fake server has no
    // timer): once the next task runs, the sync has ended.
    await new Promise((r) => setTimeout(r, 0));
    expect(store.getState().cart.items).toEqual([]);
    // Nothing of the signed-out visitor's cart was pushed after the sign-out.
    expect(server.calls.map((c) => `${c.method} ${c.url}`)).toEqual(['GET /cart/getUserCart']);
  });

  it('resets the cart on sign-out', async () => {
    server.lines = [serverLine('a', 'Large', 3)];
    await signInAndSync();
    store.dispatch(authSignedOut());
    expect(store.getState().cart).toEqual({
      items: [],
      totalQuantity: 0,
      totalAmount: 0,
      merged: false,
    });
  });
});
