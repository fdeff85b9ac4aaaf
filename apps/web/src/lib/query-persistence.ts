import {
  dehydrate,
  hydrate,
  type DehydratedState,
  type Query,
  type QueryClient,
} from '@tanstack/react-query';

export interface PersistOptions {
  /** localStorage key. */
  key: string;
  /** Changes whenever the cached shapes change: a stored copy with another buster is dropped. */
  buster: string;
  /** Older copies are dropped rather than shown. */
  maxAgeMs: number;
  /** Which successful queries are kept. */
  shouldPersist: (query: Query) => boolean;
  /** At most this many queries, the most recently updated first. */
  maxQueries: number;
}

interface Stored {
  buster: string;
  savedAt: number;
  state: DehydratedState;
}

const storage = (): Storage | undefined => {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
};

/**
 * Puts the stored copy back into the cache, marked stale: shown at once, and refetched in the
 * background by the first component that uses it. Queries the cache already answers (the page's
 * own answers) keep their fresher data.
 */
export function restoreQueries(queryClient: QueryClient, opts: PersistOptions, now = Date.now()) {
  const ls = storage();
  let stored: Stored | undefined;
  try {
    stored = JSON.parse(ls?.getItem(opts.key) ?? 'null') ?? undefined;
  } catch {
    stored = undefined;
  }
  if (!stored || stored.buster !== opts.buster || now - stored.savedAt > opts.maxAgeMs) {
    ls?.removeItem(opts.key);
    return;
  }
  const missing = stored.state.queries.filter(
    (query) => queryClient.getQueryData(query.queryKey) === undefined,
  );
  hydrate(queryClient, { ...stored.state, queries: missing });
  for (const query of missing) {
    void queryClient.invalidateQueries({
      queryKey: query.queryKey,
      exact: true,
      refetchType: 'none',
    });
  }
}

/**
 * Keeps the stored copy up to date with the cache, writing at most once a second, and at once
 * when the page is left with a write still waiting (the last second's answers were lost
 * otherwise: going back to a page then found it without them, and jumped as they arrived).
 */
export function persistQueries(
  queryClient: QueryClient,
  opts: PersistOptions,
  page:
    Pick<EventTarget, 'addEventListener' | 'removeEventListener'> | undefined = globalThis.window,
): () => void {
  const ls = storage();
  if (!ls) return () => {};
  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    clearTimeout(timer);
    timer = undefined;
    const state = dehydrate(queryClient, {
      shouldDehydrateQuery: (q) => q.state.status === 'success' && opts.shouldPersist(q),
    });
    state.queries = state.queries
      .sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt)
      .slice(0, opts.maxQueries);
    const stored: Stored = { buster: opts.buster, savedAt: Date.now(), state };
    try {
      ls.setItem(opts.key, JSON.stringify(stored));
    } catch {
      // Storage full or refused: the cache still works, just not across visits.
    }
  };
  const saveIfWaiting = () => {
    if (timer) save();
  };
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' && event.type !== 'removed') return;
    timer ??= setTimeout(save, 1000);
  });
  page?.addEventListener('pagehide', saveIfWaiting);
  return () => {
    unsubscribe();
    page?.removeEventListener('pagehide', saveIfWaiting);
    if (timer) clearTimeout(timer);
  };
}
