import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { PersistGate } from 'redux-persist/integration/react';
import { BurgerLoader } from '@/components/burger-loader';
import { MinuteClockProvider } from '@/lib/minute-clock';
import type { AppInstance } from './app-start';
import { SessionBootstrap } from './session-bootstrap';

/** Store, persistence, query cache and clock for the whole app (made in app-start.ts). */
export function AppProviders({ app, children }: { app: AppInstance; children: ReactNode }) {
  useEffect(() => app.afterFirstRender?.(), [app]);
  const content = (
    <QueryClientProvider client={app.queryClient}>
      <SessionBootstrap persistor={app.persistor}>{children}</SessionBootstrap>
    </QueryClientProvider>
  );
  return (
    <Provider store={app.store} serverState={app.serverState}>
      <MinuteClockProvider renderedAt={app.renderedAt}>
        {/* A page rendered here from scratch waits for the saved auth and cart (app-start.ts). */}
        {app.renderedAt === undefined && app.persistor ? (
          <PersistGate loading={<BurgerLoader />} persistor={app.persistor}>
            {content}
          </PersistGate>
        ) : (
          content
        )}
      </MinuteClockProvider>
    </Provider>
  );
}
