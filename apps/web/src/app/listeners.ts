import { createListenerMiddleware, type ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import type { QueryClient } from '@tanstack/react-query';
import { addressesReset } from '@/features/addresses';
import { authSignedOut } from '@/features/auth';
import { ordersReset } from '@/features/orders';
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
  // Nothing fetched for one user may be shown to the next (spec §4 logout).
  startAppListening({
    actionCreator: authSignedOut,
    effect: (_, { dispatch }) => {
      queryClient.clear();
      dispatch(ordersReset());
      dispatch(addressesReset());
    },
  });

  return listenerMiddleware;
}
