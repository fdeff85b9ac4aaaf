import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { RestaurantFormatFromSettings } from '@/features/restaurant';
import { yieldToMain } from '@/lib/main-thread';
import { MinuteClockProvider } from '@/lib/minute-clock';
import type { AppInstance } from './app-start';
import { SessionBootstrap } from './session-bootstrap';

/**
 * Store, persistence, query cache, clock and the restaurant's formatters for the whole app (made
 * in app-start.ts).
 */
export function AppProviders({ app, children }: { app: AppInstance; children: ReactNode }) {
  // In a task of its own, not in the one that ends the hydration (decision 0097).
  useEffect(() => {
    let undo: (() => void) | undefined;
    let cancelled = false;
    void yieldToMain().then(() => {
      if (!cancelled) undo = app.afterFirstRender?.();
    });
    return () => {
      cancelled = true;
      undo?.();
    };
  }, [app]);
  return (
    <Provider store={app.store} serverState={app.serverState}>
      <MinuteClockProvider renderedAt={app.renderedAt}>
        <QueryClientProvider client={app.queryClient}>
          <RestaurantFormatFromSettings>
            <SessionBootstrap savedState={app.savedState}>{children}</SessionBootstrap>
          </RestaurantFormatFromSettings>
        </QueryClientProvider>
      </MinuteClockProvider>
    </Provider>
  );
}
