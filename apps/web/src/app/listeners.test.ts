import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { authSignedOut, logout } from '@/features/auth';
import { makeStore } from './store';

describe('sign-out, app/listeners', () => {
  it('empties the query cache only once nobody is signed in (regression)', () => {
    const queryClient = new QueryClient();
    const base = makeStore({ queryClient }).getState();
    const signedIn = {
      ...base,
      auth: { ...base.auth, isAuthenticated: true, user: { _id: 'u1', name: 'Ada' } as never },
    };
    const signedInStore = makeStore({
      queryClient,
      preloadedState: signedIn,
    });
    queryClient.setQueryData(['addresses'], [{ _id: 'a1' }]);
    // What a page still on screen reads when the cache empties: a query it builds again then
    // fetches at once, for the user who is leaving (a 401 once the session is gone).
    let signedInWhenCleared: boolean | undefined;
    const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'removed') {
        signedInWhenCleared = signedInStore.getState().auth.isAuthenticated;
      }
    });
    signedInStore.dispatch(authSignedOut());
    unsubscribe();
    expect(queryClient.getQueryData(['addresses'])).toBeUndefined();
    expect(signedInWhenCleared).toBe(false);
  });

  it("drops the leaving user's requests in flight as sign-out starts", async () => {
    const queryClient = new QueryClient();
    const store = makeStore({ queryClient });
    let aborted = false;
    const orders = queryClient.fetchQuery({
      queryKey: ['orders', 'mine'],
      queryFn: ({ signal }) =>
        new Promise<never>((_, reject) => {
          signal.addEventListener('abort', () => {
            aborted = true;
            reject(signal.reason);
          });
        }),
    });
    expect(queryClient.getQueryState(['orders', 'mine'])?.fetchStatus).toBe('fetching');
    store.dispatch(logout.pending('sign-out', undefined));
    await expect(orders).rejects.toBeDefined();
    expect(aborted).toBe(true);
    expect(queryClient.getQueryState(['orders', 'mine'])?.fetchStatus).toBe('idle');
  });
});
