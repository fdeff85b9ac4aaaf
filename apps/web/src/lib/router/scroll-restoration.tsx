import { useEffect, useLayoutEffect, useRef } from 'react';
import { useRouter, useRouterState } from './router-view';

function readPositions(storageKey: string): Record<string, number> {
  try {
    const saved = JSON.parse(sessionStorage.getItem(storageKey) ?? '{}') as unknown;
    return saved && typeof saved === 'object' ? (saved as Record<string, number>) : {};
  } catch {
    // No sessionStorage (refused), or not ours: start afresh.
    return {};
  }
}

/** The element id a `#hash` names; a malformed escape is taken as written. */
function hashTarget(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
}

/**
 * React Router's scroll restoration, as our pages were built on it: a new page starts at the top
 * (or at its `#hash`), unless the navigation asked to keep the scroll; back and forward return to
 * where the entry was left. Positions are kept by entry key in sessionStorage under `storageKey`
 * when the document is left, so they outlast it (history-entry.ts reads them at start-up).
 */
export function ScrollRestoration({ storageKey }: { storageKey: string }) {
  const router = useRouter();
  const state = useRouterState();
  const { location, restoreScrollPosition, preventScrollReset, navigation } = state;
  const positions = useRef<Record<string, number>>({});

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    return () => {
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useEffect(() => {
    const onPageHide = () => {
      if (navigation.state === 'idle') positions.current[location.key] = window.scrollY;
      try {
        sessionStorage.setItem(storageKey, JSON.stringify(positions.current));
      } catch {
        // Storage refused or full: the positions only last as long as the document.
      }
      // A document left for another site lets the browser restore it when coming back.
      window.history.scrollRestoration = 'auto';
    };
    window.addEventListener('pagehide', onPageHide);
    return () => window.removeEventListener('pagehide', onPageHide);
  }, [storageKey, location.key, navigation.state]);

  useLayoutEffect(() => {
    if (restoreScrollPosition === false) return;
    if (typeof restoreScrollPosition === 'number') {
      window.scrollTo(0, restoreScrollPosition);
      return;
    }
    if (location.hash) {
      const target = document.getElementById(hashTarget(location.hash));
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    if (preventScrollReset) return;
    window.scrollTo(0, 0);
  }, [location, restoreScrollPosition, preventScrollReset]);

  // After the effect above, so that at start a place saved for this entry (back or forward onto
  // it) wins over the top, or over leaving the scroll alone.
  useLayoutEffect(() => {
    positions.current = readPositions(storageKey);
    const { location: start, navigation: moving } = router.state;
    const saved = positions.current[start.key];
    if (saved !== undefined && moving.state === 'idle') window.scrollTo(0, saved);
    return router.enableScrollRestoration(positions.current);
  }, [router, storageKey]);

  return null;
}
