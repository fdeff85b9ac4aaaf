import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { PersistGate } from 'redux-persist/integration/react';
import { BurgerLoader } from '@/components/burger-loader';
import { makeQueryClient } from '@/lib/query-client';
import { SessionBootstrap } from './session-bootstrap';
import { startQueryCache } from './query-cache-start';
import { makePersistor, makeStore } from './store';

/** Store, persistence and query cache for the whole app. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [{ store, persistor, queryClient }] = useState(() => {
    const queryClient = makeQueryClient();
    startQueryCache(queryClient);
    const s = makeStore({ queryClient });
    return { store: s, persistor: makePersistor(s), queryClient };
  });
  return (
    <Provider store={store}>
      <PersistGate loading={<BurgerLoader />} persistor={persistor}>
        <QueryClientProvider client={queryClient}>
          <SessionBootstrap persistor={persistor}>{children}</SessionBootstrap>
        </QueryClientProvider>
      </PersistGate>
    </Provider>
  );
}
