import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { authSignedOut, restoreSession, sessionCleared, signInPathFor } from '@/features/auth';
import { onSessionExpired } from '@/lib/api-client';
import type { SavedState } from '@/lib/saved-state';
import { currentPath, navigateOutsideReact } from './navigation';
import { useAppStore } from './hooks';

const SessionCheckContext = createContext(false);

/** True while the start-up session check runs (guards wait instead of redirecting). */
export const useSessionChecking = () => useContext(SessionCheckContext);

/**
 * The session around the whole app: the start-up check (docs/storefront-contract.md#session-start),
 * and what a dead session means (refresh failed): forget the user, clear session storage and the
 * persisted copy, and go to /signin (then back here). The query cache is emptied on sign-out by
 * app/listeners.ts.
 */
export function SessionBootstrap({
  savedState,
  children,
}: {
  /** None on the server. */
  savedState: SavedState | undefined;
  children: ReactNode;
}) {
  const store = useAppStore();
  const [checking, setChecking] = useState(true);
  const started = useRef(false);

  useEffect(() => {
    // The saved session and cart are back already (app-start.ts), so the check's answer is not
    // overwritten by the saved copy, and the cart sync has them. Once, even in StrictMode.
    if (!savedState || started.current) return;
    started.current = true;
    void store.dispatch(restoreSession()).finally(() => setChecking(false));
  }, [store, savedState]);

  useEffect(() => {
    onSessionExpired(() => {
      if (store.getState().auth.isAuthenticated) {
        store.dispatch(sessionCleared());
        store.dispatch(authSignedOut());
        sessionStorage.clear();
        savedState?.purge();
      }
      const here = currentPath();
      if (!here.startsWith('/signin')) navigateOutsideReact(signInPathFor(here));
    });
    return () => {
      onSessionExpired(() => {});
    };
  }, [store, savedState]);

  return <SessionCheckContext value={checking}>{children}</SessionCheckContext>;
}
