import { createListenerMiddleware, type ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import type { QueryClient } from '@tanstack/react-query';
import { addressesReset } from '@/features/addresses';
import { authSignedOut, logout } from '@/features/auth';
import { checkoutDraftCleared } from '@/features/checkout';
import { registerCartListeners } from './cart-listeners';
import type { AppDispatch, RootState } from './store';

/**
 * Every cross-feature reaction, registered here and only here, once per store (makeStore calls
 * this): each store gets its own middleware, so tests and the app never share listeners.
 */
export function makeListenerMiddleware(queryClient: QueryClient): ListenerMiddlewareInstance {
  const listenerMiddleware = createListenerMiddleware();
  const startAppListening = listenerMiddleware.startListening.withTypes<RootState, AppDispatch>();

  registerCartListeners(startAppListening);
  // What the leaving user's pages still ask for is dropped as sign-out starts: answered after
  // the server ends the session, it would only fail (a 401 the browser reports).
  startAppListening({
    actionCreator: logout.pending,
    effect: () => queryClient.cancelQueries(),
  });
  // Nothing fetched for one user may be shown to the next (docs/storefront-contract.md#sign-out).
  startAppListening({
    actionCreator: authSignedOut,
    effect: (_, { dispatch }) => {
      queryClient.clear();
      // The selection is the slice's own; the list went with the cache.
      dispatch(addressesReset());
      // A note or coupon typed by the last person is not the next one's.
      dispatch(checkoutDraftCleared());
      // The next person on this device gets none of the last one's notifications. The push code
      // is loaded then, not in the first load (decision 0097).
      void import('@/features/pwa/push-subscription')
        .then((push) => push.unsubscribeThisDevice())
        .catch(() => {});
    },
  });

  return listenerMiddleware;
}
