import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False on the server and in the render that hydrates its HTML, true afterwards: for parts that
 * need the browser (a portal into document.body), and for controls that cannot act before the
 * app is there (rendered disabled, decision 0027).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
