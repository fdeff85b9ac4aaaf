import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import type { Persistor } from 'redux-persist';
import { authSignedOut, restoreSession, sessionCleared, signInPathFor } from '@/features/auth';
import { onSessionExpired } from '@/lib/api-client';
import { currentPath, navigateOutsideReact } from './navigation';
import { useAppStore } from './hooks';

const SessionCheckContext = createContext(false);

/** True while the start-up session check runs (guards wait instead of redirecting). */
export const useSessionChecking = () => useContext(SessionCheckContext);

/**
 * The session around the whole app: the start-up check (spec §4), and what a dead session
 * means (refresh failed): forget the user, clear session storage and the persisted copy, and go
 * to /signin (then back here). The query cache is emptied on sign-out by app/listeners.ts.
 */
export function SessionBootstrap({
  persistor,
  children,
}: {
  persistor: Persistor;
  children: ReactNode;
}) {
  const store = useAppStore();
  const [checking, setChecking] = useState(true);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void store.dispatch(restoreSession()).finally(() => setChecking(false));
  }, [store]);

  useEffect(() => {
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
      onSessionExpired(() => {});
    };
  }, [store, persistor]);

  return <SessionCheckContext value={checking}>{children}</SessionCheckContext>;
}
