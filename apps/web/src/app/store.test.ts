import { describe, expect, it } from 'vitest';
import { memoryStorage } from '#test/memory-storage';
import { keepAuthAndCart, makeStore, SAVED_STATE } from './store';
import { setScrollProgress } from './ui-slice';

const KEY = `persist:${SAVED_STATE.key}`;
const signedInUser = { _id: 'u1', name: 'Ada', email: 'ada@example.com', role: 'user' };
/** Signed in: the profile updates the tests dispatch change the auth slice. */
const signedInStore = () =>
  makeStore({
    preloadedState: {
      auth: { user: signedInUser as never, isAuthenticated: true, loading: false, error: null },
    },
  });

describe('saved state (docs/storefront-contract.md#saved-state)', () => {
  it('keeps only the auth and cart slices, at storage version 1', async () => {
    const data = new Map<string, string>();
    const store = signedInStore();
    const saved = keepAuthAndCart(store, memoryStorage(data));
    store.dispatch(setScrollProgress(42));
    await new Promise((r) => setTimeout(r, 0));
    expect(data.size).toBe(0); // a change to the ui slice alone is not written
    store.dispatch({ type: 'auth/profileLoaded', payload: { ...signedInUser, name: 'Bo' } });
    saved.flush();

    const stored = JSON.parse(data.get(KEY) ?? '{}') as Record<string, string>;
    expect(Object.keys(stored).sort()).toEqual(['_persist', 'auth', 'cart']);
    expect(JSON.parse(stored._persist!)).toMatchObject({ version: 1 });
    expect(store.getState().ui.scrollProgress).toBe(42);
  });

  it('takes back at start what a last visit saved, in the layout redux-persist wrote', () => {
    const first = makeStore({
      preloadedState: {
        auth: { user: signedInUser as never, isAuthenticated: true, loading: true, error: 'x' },
      },
    });
    const data = new Map<string, string>();
    // Written as redux-persist wrote it before decision 0030: a returning visitor's cart.
    const lastVisit = {
      auth: JSON.stringify(first.getState().auth),
      cart: JSON.stringify({ ...first.getState().cart, marker: 'saved' }),
      _persist: JSON.stringify({ version: 1, rehydrated: true }),
    };
    data.set(KEY, JSON.stringify(lastVisit));
    const store = makeStore();
    keepAuthAndCart(store, memoryStorage(data));
    expect(store.getState().auth).toMatchObject({
      isAuthenticated: true,
      loading: false,
      error: null,
    });
    expect(store.getState().cart).toMatchObject({ marker: 'saved' });
  });

  it('ignores a copy of another version, or one that is not JSON, and starts afresh', () => {
    for (const stored of [
      JSON.stringify({ cart: '{"marker":"old"}', _persist: '{"version":0}' }),
      '{not json',
    ]) {
      const store = makeStore();
      const before = store.getState().cart;
      keepAuthAndCart(store, memoryStorage(new Map([[KEY, stored]])));
      expect(store.getState().cart).toBe(before);
    }
  });

  it('writes a burst of changes once, a moment later; a purge deletes the copy', async () => {
    const data = new Map<string, string>();
    let writes = 0;
    const storage = memoryStorage(data);
    const counting = {
      ...storage,
      setItem: (k: string, v: string) => (writes++, storage.setItem(k, v)),
    };
    const store = signedInStore();
    const saved = keepAuthAndCart(store, counting);
    store.dispatch({ type: 'auth/profileLoaded', payload: { ...signedInUser, name: 'Bo' } });
    store.dispatch({ type: 'auth/profileLoaded', payload: { ...signedInUser, name: 'Cy' } });
    expect(writes).toBe(0);
    await new Promise((r) => setTimeout(r, 0));
    expect(writes).toBe(1);
    expect(data.get(KEY)).toContain('Cy');
    saved.flush(); // nothing new: not written again
    expect(writes).toBe(1);
    saved.purge();
    expect(data.has(KEY)).toBe(false);
  });

  it('keeps working where storage is refused', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    const store = signedInStore();
    const saved = keepAuthAndCart(store, refusing);
    store.dispatch({ type: 'auth/profileLoaded', payload: { ...signedInUser, name: 'Bo' } });
    expect(() => saved.flush()).not.toThrow();
    expect(() => saved.purge()).not.toThrow();
  });
});
