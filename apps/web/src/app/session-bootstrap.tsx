import { useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useStore } from 'react-redux';
import type { Persistor } from 'redux-persist';
import { authSignedOut, restoreSession, sessionCleared, signInPathFor } from '@/features/auth';
import { onSessionExpired } from '@/lib/api-client';
import { listenerMiddleware } from './listeners';
import { currentPath, navigateOutsideReact } from './navigation';
import type { AppStore } from './store';

const SessionCheckContext = createContext(false);

/** True while the start-up session check runs (guards wait instead of redirecting). */
export const useSessionChecking = () => useContext(SessionCheckContext);

/**
 * The session around the whole app: the start-up check (spec §4), the query cache emptied on
 * every sign-out, and what a dead session means (refresh failed): forget the user, clear
 * session storage and the persisted copy, and go to /signin (then back here).
 */
export function SessionBootstrap({
  persistor,
  children,
}: {
  persistor: Persistor;
  children: ReactNode;
}) {
  const store = useStore() as AppStore;
  const queryClient = useQueryClient();
  const [checking, setChecking] = useState(true);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void store.dispatch(restoreSession()).finally(() => setChecking(false));
  }, [store]);

  useEffect(() => {
    const stopListening = listenerMiddleware.startListening({
      actionCreator: authSignedOut,
      effect: () => queryClient.clear(),
    });
    onSessionExpired(() => {
      if (store.getState().auth.isAuthenticated) {
        store.dispatch(sessionCleared());
        store.dispatch(authSignedOut());
        sessionStorage.clear();
        void persistor.purge();
      }
      const here = currentPath();
      if (!here.startsWith('/signin')) navigateOutsideReact(signInPathFor(here));
    });
    return () => {
      stopListening();
      onSessionExpired(() => {});
    };
  }, [store, persistor, queryClient]);

  return <SessionCheckContext value={checking}>{children}</SessionCheckContext>;
}
