import { randomUUID } from 'node:crypto';
import type { EventBus } from '../../events/event-bus';

/** Published after every committed change to what the catalog routes answer. */
export const CATALOG_CHANGED = 'catalog.changed';

/** How long a write waits to hear its own announcement back before answering anyway. */
const ECHO_WAIT_MS = 1_000;

export interface CatalogVersion {
  /**
   * This instance's generation of the catalog: goes up when this instance changes the menu,
   * when another instance says it did, and when the event bus may have lost such news.
   */
  current(): number;
  /**
   * Runs a staff write (its whole transaction) and then announces the change: the local cache
   * is dropped before this returns, and the other instances are told before the write answers.
   * Announced even when the write fails: a refused write changed nothing (one wasted refill),
   * but a failure after commit must not leave a stale menu behind.
   */
  around<T>(write: () => Promise<T>): Promise<T>;
  /** Listeners run synchronously on every generation change (the answer cache drops itself). */
  onChange(listener: () => void): () => void;
  close(): void;
}

/** What a staff write needs of the seam. */
export type CatalogWrites = Pick<CatalogVersion, 'around'>;

/**
 * The one seam for catalog invalidation (docs/decisions/0021-catalog-answer-cache.md). Writes
 * never clear caches themselves: they go through `around`, which bumps the local generation
 * after commit and publishes `catalog.changed` on the event bus, waiting (briefly) until the
 * bus hands the event back to this instance, the sign that the carrier has fanned it out.
 */
export function createCatalogVersion(deps: {
  events: EventBus;
  log: (message: string) => void;
}): CatalogVersion {
  const { events, log } = deps;
  const instance = randomUUID();
  const listeners = new Set<() => void>();
  const echoes = new Map<number, () => void>();
  let generation = 0;
  let sequence = 0;

  const bump = () => {
    generation += 1;
    for (const listener of listeners) listener();
  };

  const stopEvents = events.subscribe(CATALOG_CHANGED, (payload) => {
    if (payload.instance !== instance) return bump();
    // Our own announcement came back: already applied locally, just release the writer.
    const release = echoes.get(Number(payload.sequence));
    echoes.delete(Number(payload.sequence));
    release?.();
  });
  // Events sent while the carrier was down are gone: anything cached may be stale.
  const stopResync = events.onResync(bump);

  async function announce(): Promise<void> {
    bump();
    const seq = ++sequence;
    let timer: NodeJS.Timeout | undefined;
    const echoed = new Promise<void>((resolve) => {
      echoes.set(seq, resolve);
      timer = setTimeout(() => {
        echoes.delete(seq);
        log(`catalog.changed ${seq} not heard back within ${ECHO_WAIT_MS} ms`);
        resolve();
      }, ECHO_WAIT_MS);
      timer.unref();
    });
    try {
      await events.publish(CATALOG_CHANGED, { instance, sequence: seq });
      await echoed;
    } catch (error) {
      // The change is committed: refusing the write now would lie. Other instances catch up
      // at the cache's expiry or at the bus's resync.
      echoes.delete(seq);
      log(`catalog.changed not published: ${(error as Error).message}`);
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    current: () => generation,
    async around(write) {
      try {
        return await write();
      } finally {
        await announce();
      }
    },
    onChange(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    close() {
      stopEvents();
      stopResync();
      listeners.clear();
      for (const release of echoes.values()) release();
      echoes.clear();
    },
  };
}
