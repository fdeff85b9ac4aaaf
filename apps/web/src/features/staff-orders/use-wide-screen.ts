import { useSyncExternalStore } from 'react';

/** Columns side by side from this width (a landscape tablet); one at a time below (a phone). */
export const WIDE_QUERY = '(min-width: 900px)';

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(WIDE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/** Whether the board has room for every column at once. */
export function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(WIDE_QUERY).matches,
    () => true,
  );
}
