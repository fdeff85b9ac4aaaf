import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { PersistGate } from 'redux-persist/integration/react';
import { AddToCartSlot, type AddToCartProps } from '@/components/add-to-cart-slot';
import { BurgerLoader } from '@/components/burger-loader';
import { AddToCartControl } from '@/features/cart';
import { makeQueryClient } from '@/lib/query-client';
import { SessionBootstrap } from './session-bootstrap';
import { makePersistor, makeStore } from './store';

const renderAddToCart = (props: AddToCartProps) => <AddToCartControl {...props} />;

/** Store, persistence and query cache for the whole app. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [{ store, persistor, queryClient }] = useState(() => {
    const s = makeStore();
    return { store: s, persistor: makePersistor(s), queryClient: makeQueryClient() };
  });
  return (
    <Provider store={store}>
      <PersistGate loading={<BurgerLoader />} persistor={persistor}>
        <QueryClientProvider client={queryClient}>
          <SessionBootstrap persistor={persistor}>
            <AddToCartSlot.Provider value={renderAddToCart}>{children}</AddToCartSlot.Provider>
          </SessionBootstrap>
        </QueryClientProvider>
      </PersistGate>
    </Provider>
  );
}
