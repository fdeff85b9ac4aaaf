import { isAnyOf } from '@reduxjs/toolkit';
import { authSignedIn, authSignedOut } from '@/features/auth';
import {
  clearCart,
  postAddToCart,
  putUpdateCartItem,
  sameLine,
  serverCartAfterWrites,
  setCart,
  keyOf,
} from '@/features/cart';
import { isApiError } from '@/lib/api-client';
import type { AppStartListening } from './hooks';
import type { AppDispatch, RootState } from './store';
import { setCartSyncing } from './ui-slice';

/** A refusal of one line (the food is gone, a limit) must not sink the whole sync. */
const isRefusal = (err: unknown) => {
  const status = isApiError(err) ? err.response?.status : undefined;
  return status !== undefined && status >= 400 && status < 500 && status !== 401;
};

/**
 * Cart sync at sign-in (docs/storefront-contract.md#login-cart-sync):
 * 1. fetch the server cart;
 * 2. post each local item that is missing on the server or has a different quantity;
 * 3. fetch the server cart again, which replaces the local cart;
 * 4. if the sync fails, the local items are kept.
 *
 * Step 2, "post ... a different quantity", is read as: the local quantity wins. A line missing on
 * the server is POSTed (addToCart); a line on both with another quantity is PUT to the local
 * quantity (updateCartItem), since POSTing it would add the two quantities instead.
 * A local cart that is already a mirror of the server cart (`merged`, e.g. a reload while signed
 * in) pushes nothing: its lines are the server's as last seen, and pushing them back would undo
 * changes made on another device since.
 */
export async function syncCartAfterSignIn(
  dispatch: AppDispatch,
  getState: () => RootState,
  /** Aborted once a sign-out or a newer sign-in has come: its answers must not land. */
  signal?: AbortSignal,
): Promise<void> {
  const isCurrent = () => !signal?.aborted;
  const local = getState().cart;
  // Both reads hold every add already sent (a tap as the session was confirmed, or as the sync
  // ran): one left out would be added twice, or taken away from the cart.
  const server = (await serverCartAfterWrites()).cartItems;
  if (!local.merged) {
    for (const item of local.items) {
      if (!isCurrent()) return;
      const onServer = server.find((s) => sameLine(s, keyOf(item)));
      if (onServer && onServer.quantity === item.quantity) continue;
      try {
        if (!onServer) {
          await postAddToCart({
            foodId: item.id,
            selectedVariant: { size: item.selectedVariant.size },
            quantity: item.quantity,
            // The options travel with the line (decision 0049); none: the spec's payload.
            ...(item.optionIds ? { optionIds: item.optionIds } : {}),
          });
        } else {
          await putUpdateCartItem({
            foodId: item.id,
            size: item.selectedVariant.size,
            quantity: item.quantity,
            ...(item.optionIds ? { optionIds: item.optionIds } : {}),
          });
        }
      } catch (err) {
        if (!isRefusal(err)) throw err;
        console.warn(`Cart sync: the server refused "${item.name}"; it is left out.`, err);
      }
    }
  }
  if (!isCurrent()) return;
  const fresh = await serverCartAfterWrites();
  // Signed out meanwhile: the cart was reset and must stay so.
  if (isCurrent() && getState().auth.isAuthenticated) {
    dispatch(setCart(fresh.cartItems, { merged: true }));
  }
}

/**
 * Sign-in syncs the cart; sign-out resets it (docs/storefront-contract.md#sign-out). One listener
 * for both, so that each one cancels the sync in flight: only the latest sync lands and clears the
 * flag.
 */
export function registerCartListeners(startAppListening: AppStartListening) {
  return startAppListening({
    matcher: isAnyOf(authSignedIn, authSignedOut),
    effect: async (action, api) => {
      api.cancelActiveListeners();
      if (authSignedOut.match(action)) {
        api.dispatch(clearCart());
        api.dispatch(setCartSyncing(false));
        return;
      }
      api.dispatch(setCartSyncing(true));
      try {
        await syncCartAfterSignIn(api.dispatch, api.getState, api.signal);
      } catch (err) {
        // docs/storefront-contract.md#login-cart-sync: the local items are kept and the failure is
        // only logged (a warning: the storefront must not raise console errors for a recoverable
        // hiccup).
        console.warn('Cart sync failed; keeping the local cart.', err);
      } finally {
        if (!api.signal.aborted) api.dispatch(setCartSyncing(false));
      }
    },
  });
}
