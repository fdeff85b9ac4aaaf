import { serviceUnavailable } from '../../http-error';

/**
 * Text searches the database scores (terms beyond ASCII, menus too large for the index, decision
 * 0025) go through here one at a time, with a few waiting. On the embedded database nothing can
 * stop a statement once it runs (PGlite has no statement_timeout) and every request shares its
 * one connection: so any other request waits behind at most one search, never behind a pile of
 * them (decision 0074). Beyond the waiting room a search is refused with a 503.
 */
export function createSearchGate(waitingMax: number) {
  let running = false;
  const waiting: Array<() => void> = [];
  return {
    async run<T>(work: () => Promise<T>): Promise<T> {
      if (running) {
        if (waiting.length >= waitingMax) {
          throw serviceUnavailable('Many searches are running just now. Try again in a moment.');
        }
        // Handed over by the search before: `running` stays true.
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else {
        running = true;
      }
      try {
        return await work();
      } finally {
        const next = waiting.shift();
        if (next) next();
        else running = false;
      }
    },
  };
}
