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
  /** None on the server. */
  persistor: Persistor | undefined;
  children: ReactNode;
}) {
  const store = useAppStore();
  const [checking, setChecking] = useState(true);
  const started = useRef(false);

  useEffect(() => {
    if (!persistor) return;
    // After the saved session and cart are back (a hydrated page renders before that): the
    // check's answer must not be overwritten by the saved copy, and the cart sync needs it.
    return whenRehydrated(persistor, () => {
      if (started.current) return;
      started.current = true;
      void store.dispatch(restoreSession()).finally(() => setChecking(false));
    });
  }, [store, persistor]);

  useEffect(() => {
    onSessionExpired(() => {
      if (store.getState().auth.isAuthenticated) {
        store.dispatch(sessionCleared());
        store.dispatch(authSignedOut());
        sessionStorage.clear();
        void persistor?.purge();
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

/** Runs `then` once the persisted state is back; returns a cancel for an unmount before that. */
function whenRehydrated(persistor: Persistor, then: () => void): (() => void) | undefined {
  if (persistor.getState().bootstrapped) {
    then();
    return undefined;
  }
  const unsubscribe = persistor.subscribe(() => {
    if (!persistor.getState().bootstrapped) return;
    unsubscribe();
    then();
  });
  return unsubscribe;
}
