import type { Reducer, UnknownAction } from '@reduxjs/toolkit';

/**
 * The slices kept in localStorage across visits (decision 0030; it replaced redux-persist). The
 * action type and the stored layout are redux-persist's, so what a visitor saved before still
 * comes back: `persist:<key>` holds `{ <slice>: JSON, _persist: JSON of { version } }`.
 */
export const REHYDRATE = 'persist/REHYDRATE';

export interface SavedStateConfig<K extends string> {
  key: string;
  /** A copy saved under another version is not read (the storage version, docs/storefront-contract.md#saved-state). */
  version: number;
  slices: readonly K[];
}

/** Storage read and written at once: localStorage, or a Map in a test. */
export interface SyncStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface RehydrateAction<K extends string = string> {
  type: typeof REHYDRATE;
  key: string;
  payload: Partial<Record<K, unknown>> | undefined;
}

export const isRehydrate = (action: { type: string }): action is RehydrateAction =>
  action.type === REHYDRATE;

const storageKey = (config: SavedStateConfig<string>) => `persist:${config.key}`;

/** The saved copy, or undefined when there is none, it is of another version, or unreadable. */
function readSavedState<K extends string>(
  storage: SyncStorage,
  config: SavedStateConfig<K>,
): Partial<Record<K, unknown>> | undefined {
  try {
    const stored = JSON.parse(storage.getItem(storageKey(config)) ?? 'null') as Record<
      string,
      unknown
    > | null;
    if (!stored || typeof stored._persist !== 'string') return undefined;
    const meta = JSON.parse(stored._persist) as { version?: unknown } | null;
    if (meta?.version !== config.version) return undefined;
    const saved: Partial<Record<K, unknown>> = {};
    for (const slice of config.slices) {
      const raw = stored[slice];
      if (typeof raw === 'string') saved[slice] = JSON.parse(raw);
    }
    return saved;
  } catch {
    // Storage refused, or a copy that is not JSON: start as a first visit.
    return undefined;
  }
}

/**
 * The root reducer, taking the saved slices back on REHYDRATE: each one replaces its slice,
 * unless that slice's own reducer handled the action (it then chose what to keep).
 */
export function withRehydration<S extends object, P>(
  reducer: Reducer<S, UnknownAction, P>,
  slices: readonly (keyof S & string)[],
): Reducer<S, UnknownAction, P> {
  return (state, action) => {
    const next = reducer(state, action);
    if (!isRehydrate(action) || !action.payload || !state) return next;
    const before = state as S;
    const merged = { ...next };
    for (const slice of slices) {
      const saved = action.payload[slice];
      if (saved !== undefined && next[slice] === before[slice]) {
        merged[slice] = saved as S[typeof slice];
      }
    }
    return merged;
  };
}

interface PersistableStore<S> {
  getState(): S;
  dispatch(action: RehydrateAction): unknown;
  subscribe(listener: () => void): () => void;
}

export interface SavedState {
  /** Writes a change not written yet (it is written a moment after it happens). */
  flush(): void;
  /** Deletes the saved copy (a dead session); the next change saves afresh. */
  purge(): void;
}

/** Takes the saved slices back into the store now, then saves them whenever they change. */
export function keepSavedState<S extends object, K extends keyof S & string>(
  store: PersistableStore<S>,
  storage: SyncStorage,
  config: SavedStateConfig<K>,
): SavedState {
  store.dispatch({ type: REHYDRATE, key: config.key, payload: readSavedState(storage, config) });
  let written = config.slices.map((slice) => store.getState()[slice]);
  let pending: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    if (pending === undefined) return;
    clearTimeout(pending);
    pending = undefined;
    const state = store.getState();
    const stored: Record<string, string> = {};
    for (const slice of config.slices) stored[slice] = JSON.stringify(state[slice]);
    stored._persist = JSON.stringify({ version: config.version, rehydrated: true });
    try {
      storage.setItem(storageKey(config), JSON.stringify(stored));
    } catch {
      // Full or refused: the cart lasts as long as the page, as for a visitor without storage.
    }
  };
  store.subscribe(() => {
    const now = config.slices.map((slice) => store.getState()[slice]);
    if (now.every((value, i) => value === written[i])) return;
    written = now;
    // Several changes in one go (a thunk's) are written once.
    pending ??= setTimeout(flush, 0);
  });
  return {
    flush,
    purge() {
      clearTimeout(pending);
      pending = undefined;
      try {
        storage.removeItem(storageKey(config));
      } catch {
        // Nothing to delete where storage is refused.
      }
    },
  };
}
