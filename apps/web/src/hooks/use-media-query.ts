import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a media query matches, kept up to date. `serverValue` is what the server rendered and
 * the hydrating render reads, so the HTML and the first browser render agree; the real answer
 * follows right after hydration.
 */
export function useMediaQuery(query: string, serverValue: boolean): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => serverValue,
  );
}
