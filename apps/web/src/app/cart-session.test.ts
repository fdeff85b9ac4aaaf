import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authSignedOut, sessionCleared } from '@/features/auth';
import { addToCart, setCart, type CartItemInput } from '@/features/cart';
import { onSessionExpired } from '@/lib/api-client';
import { installFakeCartServer, type FakeCartServer } from '#test/fake-cart-server';
import { makeStore } from './store';

const tikka = (quantity: number): CartItemInput => ({
  id: 'tikka',
  name: 'Paneer Tikka',
  description: 'Grilled',
  image: '/img/tikka.webp',
  quantity,
  selectedVariant: { size: 'Large', price: 349, priceAfterDiscount: 299 },
});

describe('cart writes and a dead session (app layer: cart thunks + auth signals)', () => {
  let server: FakeCartServer;
  beforeEach(() => {
    server = installFakeCartServer();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    server.restore();
    onSessionExpired(() => {});
    vi.restoreAllMocks();
  });

  it('a dead session (401, refresh refused) signs out: nothing of the old cart comes back', async () => {
    const auth = makeStore().getState().auth;
    const store = makeStore({ preloadedState: { auth: { ...auth, isAuthenticated: true } } });
    store.dispatch(setCart([tikka(3)], { merged: true }));
    // What the app layer does when the session cannot be refreshed (see session-bootstrap.tsx).
    onSessionExpired(() => {
      store.dispatch(sessionCleared());
      store.dispatch(authSignedOut());
    });
    server.failNext('/cart/addToCart', { status: 401, message: 'Please sign in to continue' });
    const result = await store.dispatch(addToCart(tikka(1))).unwrap();
    expect(result.ok).toBe(false);
    expect(store.getState().cart.items).toEqual([]);
    // The refresh-token call was tried once; no cart call after it.
    expect(server.calls.map((c) => c.url)).toEqual(['/cart/addToCart', '/auth/refresh-token']);
  });
});
