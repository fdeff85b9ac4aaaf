import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { addressesSlice } from '@/features/addresses';
import { authSlice, phoneAuthSlice, secondFactorSlice } from '@/features/auth';
import { cartSlice } from '@/features/cart';
import { deliverySlice } from '@/features/delivery';
import { CHECKOUT_DRAFT_SAVED, checkoutDraftSlice } from '@/features/checkout';
import { keepSavedState, withRehydration, type SyncStorage } from '@/lib/saved-state';
import type { QueryClient } from '@tanstack/react-query';
import { makeQueryClient } from '@/lib/query-client';
import { makeListenerMiddleware } from './listeners';
import { followServerState } from './server-state';
import { uiSlice } from './ui-slice';

export const rootReducer = combineReducers({
  auth: authSlice.reducer,
  phoneAuth: phoneAuthSlice.reducer,
  secondFactor: secondFactorSlice.reducer,
  cart: cartSlice.reducer,
  addresses: addressesSlice.reducer,
  delivery: deliverySlice.reducer,
  checkoutDraft: checkoutDraftSlice.reducer,
  ui: uiSlice.reducer,
});
export type RootState = ReturnType<typeof rootReducer>;

/**
 * Saved state (docs/storefront-contract.md#saved-state): only auth and cart are kept locally,
 * storage version 1.
 */
export const SAVED_STATE = { key: 'ninetonine', version: 1, slices: ['auth', 'cart'] } as const;

/**
 * The delivery choice (decision 0084), kept under a key of its own so the spec's saved copy
 * stays exactly auth and cart; a visitor's PIN code, not the account's, so a sign-out keeps it.
 */
export const SAVED_DELIVERY = {
  key: 'ninetonine-delivery',
  version: 1,
  slices: ['delivery'],
} as const;

/** localStorage, read through calls: touching it throws where the browser refuses it. */
const browserStorage: SyncStorage = {
  getItem: (k) => window.localStorage.getItem(k),
  setItem: (k, v) => window.localStorage.setItem(k, v),
  removeItem: (k) => window.localStorage.removeItem(k),
};

export interface StoreOptions {
  preloadedState?: Partial<RootState>;
  /** The cache a sign-out empties; the app passes the one its QueryClientProvider holds. */
  queryClient?: QueryClient;
}

export function makeStore({ preloadedState, queryClient = makeQueryClient() }: StoreOptions = {}) {
  const listenerMiddleware = makeListenerMiddleware(queryClient);
  const store = configureStore({
    reducer: withRehydration(rootReducer, [
      ...SAVED_STATE.slices,
      ...SAVED_DELIVERY.slices,
    ]) as typeof rootReducer,
    preloadedState: preloadedState as never,
    middleware: (getDefault) => getDefault().prepend(listenerMiddleware.middleware),
  });
  // For the store's lifetime, which is its query client's (one each in the app, one per test).
  followServerState(queryClient, store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

/** Takes the saved auth and cart back into the store now, and saves them as they change. */
export const keepAuthAndCart = (store: AppStore, storage: SyncStorage = browserStorage) =>
  keepSavedState(store, storage, SAVED_STATE);

/** The same for the delivery choice, under its own key. */
export const keepDeliveryChoice = (store: AppStore, storage: SyncStorage = browserStorage) =>
  keepSavedState(store, storage, SAVED_DELIVERY);
/** sessionStorage, read through calls as localStorage is. */
const tabStorage: SyncStorage = {
  getItem: (k) => window.sessionStorage.getItem(k),
  setItem: (k, v) => window.sessionStorage.setItem(k, v),
  removeItem: (k) => window.sessionStorage.removeItem(k),
};

/** The checkout's typed note, coupon and tip for this tab, across reloads (decision 0085). */
export const keepCheckoutDraft = (store: AppStore, storage: SyncStorage = tabStorage) =>
  keepSavedState(store, storage, CHECKOUT_DRAFT_SAVED);
