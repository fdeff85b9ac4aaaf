import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { addressesSlice } from '@/features/addresses';
import { authSlice, phoneAuthSlice } from '@/features/auth';
import { cartSlice } from '@/features/cart';
import { ordersSlice } from '@/features/orders';
import {
  FLUSH,
  PAUSE,
  PERSIST,
  PURGE,
  REGISTER,
  REHYDRATE,
  persistReducer,
  persistStore,
  type Storage,
} from 'redux-persist';
import type { QueryClient } from '@tanstack/react-query';
import { makeQueryClient } from '@/lib/query-client';
import { makeListenerMiddleware } from './listeners';
import { uiSlice } from './ui-slice';

export const rootReducer = combineReducers({
  auth: authSlice.reducer,
  phoneAuth: phoneAuthSlice.reducer,
  cart: cartSlice.reducer,
  orders: ordersSlice.reducer,
  addresses: addressesSlice.reducer,
  ui: uiSlice.reducer,
});
export type RootState = ReturnType<typeof rootReducer>;

/** Spec §3/§9: only auth and cart are kept locally, storage version 1. */
export const PERSIST_KEY = 'ninetonine';
export const PERSIST_VERSION = 1;

/** localStorage when there is one; a no-op store in tests and on the server. */
function browserStorage(): Storage {
  const ls = typeof window !== 'undefined' ? window.localStorage : undefined;
  return {
    getItem: async (k: string) => ls?.getItem(k) ?? null,
    setItem: async (k: string, v: string) => ls?.setItem(k, v),
    removeItem: async (k: string) => ls?.removeItem(k),
  };
}

export interface StoreOptions {
  preloadedState?: Partial<RootState>;
  storage?: Storage;
  /** The cache a sign-out empties; the app passes the one its QueryClientProvider holds. */
  queryClient?: QueryClient;
}

export function makeStore({
  preloadedState,
  storage = browserStorage(),
  queryClient = makeQueryClient(),
}: StoreOptions = {}) {
  const listenerMiddleware = makeListenerMiddleware(queryClient);
  const persisted = persistReducer(
    { key: PERSIST_KEY, version: PERSIST_VERSION, storage, whitelist: ['auth', 'cart'] },
    rootReducer,
  );
  const store = configureStore({
    reducer: persisted,
    preloadedState: preloadedState as never,
    middleware: (getDefault) =>
      getDefault({
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }).prepend(listenerMiddleware.middleware),
  });
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
export const makePersistor = (store: AppStore) => persistStore(store);
