import { newKey } from '@/lib/router';

/** Where ScrollRestoration keeps the scroll positions (sessionStorage), named here so start-up reads it. */
export const SCROLL_POSITIONS_KEY = 'ninetonine-scroll-positions';

interface HistoryLike {
  readonly state: unknown;
  replaceState(data: unknown, unused: string): void;
}

interface DocumentStart {
  /** How this document was reached: 'navigate', 'reload', 'back_forward' or 'prerender'. */
  navigationType: string | undefined;
  history: HistoryLike;
  /** sessionStorage; absent or throwing when the browser refuses it. */
  storage?: Pick<Storage, 'getItem'>;
  newKey?: () => string;
}

function savedPositionOf(key: string, storage: DocumentStart['storage']): number | undefined {
  try {
    const saved = JSON.parse(storage?.getItem(SCROLL_POSITIONS_KEY) ?? '{}') as unknown;
    const y = (saved as Record<string, unknown> | null)?.[key];
    return typeof y === 'number' ? y : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Gives the history entry this document was loaded for a key of its own, before the router
 * reads it. The router files scroll positions under `location.key`, and the entry a document
 * starts on (a typed address, a link from elsewhere, a reload) has none: it would read 'default',
 * one key shared by all of them, and a new page would jump to the place saved for another.
 * The key lives in the entry's history state, so it outlasts the document:
 * - a new or reloaded document gets a fresh key, so it starts at the top;
 * - back/forward keeps the entry's key, so the position saved when its last document was left
 *   (the router saves on pagehide) comes back, even after a whole-page visit elsewhere.
 * Returns that saved position, if any.
 */
export function claimHistoryEntry(start: DocumentStart): { savedPosition: number | undefined } {
  const state = start.history.state as { key?: unknown } | null;
  const kept = typeof state?.key === 'string' ? state.key : undefined;
  if (start.navigationType === 'back_forward' && kept) {
    return { savedPosition: savedPositionOf(kept, start.storage) };
  }
  start.history.replaceState({ ...state, key: (start.newKey ?? newKey)() }, '');
  return { savedPosition: undefined };
}
