import { randomUUID } from 'node:crypto';
import type { EventBus } from '../../events/event-bus';

/** Published after every committed change to what the catalog routes answer. */
export const CATALOG_CHANGED = 'catalog.changed';
/** An instance heard a change and dropped its answers. */
const CATALOG_ACK = 'catalog.ack';
/** An instance says it is there (at start, in reply to a newcomer, and now and then). */
const CATALOG_PEER = 'catalog.peer';

/** How long a write waits for the other instances' acknowledgements before answering anyway. */
const ACK_WAIT_MS = 1_000;
const HEARTBEAT_MS = 10_000;
/** An instance not heard from for this long is gone (crashed without saying goodbye). */
const PEER_TIMEOUT_MS = 35_000;

export interface CatalogChangeFeed {
  /**
   * This instance's generation of the catalog: goes up when this instance changes the menu,
   * when another instance says it did, and when the event bus may have lost such news.
   */
  generation(): number;
  /**
   * Runs a staff write (its whole transaction) and then announces the change: the local cache
   * is dropped before this returns, and the other instances are told before the write answers.
   * Announced even when the write fails: a refused write changed nothing (one wasted refill),
   * but a failure after commit must not leave a stale menu behind.
   */
  announceAfter<T>(write: () => Promise<T>): Promise<T>;
  /** Listeners run synchronously on every generation change (the answer cache drops itself). */
  onChange(listener: () => void): () => void;
  /** Says goodbye (so writers elsewhere stop waiting for this instance) and stops listening. */
  close(): Promise<void>;
}

/** What a staff write needs of the seam. */
export type CatalogWrites = Pick<CatalogChangeFeed, 'announceAfter'>;

/**
 * The catalog's change feed: the one seam for catalog invalidation, a small protocol over the
 * event bus (docs/decisions/0021-catalog-answer-cache.md, named in 0038). Writes never clear
 * caches themselves: they go through `announceAfter`, which bumps the local generation
 * after commit and publishes `catalog.changed` on the event bus, then waits (at most
 * ACK_WAIT_MS) until every other instance it knows of has acknowledged dropping its answers,
 * so the write answers only once the next read anywhere will see it. Instances know each other
 * from `catalog.peer` announcements (at start, in reply to a newcomer, and every HEARTBEAT_MS).
 */
export function createCatalogChangeFeed(deps: {
  events: EventBus;
  log: (message: string) => void;
}): CatalogChangeFeed {
  const { events, log } = deps;
  const instance = randomUUID();
  const listeners = new Set<() => void>();
  /** Other instances, by id: when last heard from. */
  const peers = new Map<string, number>();
  /** Writes waiting for acknowledgements: sequence -> peers still to answer, and the release. */
  const waiting = new Map<number, { pending: Set<string>; release: () => void }>();
  let generation = 0;
  let sequence = 0;

  const bump = () => {
    generation += 1;
    for (const listener of listeners) listener();
  };
  const send = (topic: string, payload: Record<string, unknown>) =>
    events.publish(topic, { instance, ...payload }).catch((error: Error) => {
      log(`${topic} not published: ${error.message}`);
    });

  const heard = (peer: string) => {
    const known = peers.has(peer);
    peers.set(peer, Date.now());
    return known;
  };
  const forget = (peer: string) => {
    peers.delete(peer);
    for (const [seq, wait] of waiting) {
      wait.pending.delete(peer);
      if (wait.pending.size === 0) {
        waiting.delete(seq);
        wait.release();
      }
    }
  };

  const stops = [
    events.subscribe(CATALOG_CHANGED, (payload) => {
      const from = String(payload.instance);
      if (from === instance) return;
      heard(from);
      bump();
      void send(CATALOG_ACK, { to: from, sequence: payload.sequence });
    }),
    events.subscribe(CATALOG_ACK, (payload) => {
      if (payload.to !== instance) return;
      const from = String(payload.instance);
      heard(from);
      const wait = waiting.get(Number(payload.sequence));
      wait?.pending.delete(from);
      if (wait && wait.pending.size === 0) {
        waiting.delete(Number(payload.sequence));
        wait.release();
      }
    }),
    events.subscribe(CATALOG_PEER, (payload) => {
      const from = String(payload.instance);
      if (from === instance) return;
      if (payload.leaving) return forget(from);
      // A newcomer hears back from everyone at once, not at the next heartbeat.
      if (!heard(from)) void send(CATALOG_PEER, {});
    }),
    // Events sent while the carrier was down are gone: anything cached may be stale.
    events.onResync(() => {
      bump();
      void send(CATALOG_PEER, {});
    }),
  ];
  void send(CATALOG_PEER, {});
  const heartbeat = setInterval(() => {
    const cutoff = Date.now() - PEER_TIMEOUT_MS;
    for (const [peer, at] of peers) if (at < cutoff) forget(peer);
    void send(CATALOG_PEER, {});
  }, HEARTBEAT_MS);
  heartbeat.unref();

  async function announce(): Promise<void> {
    bump();
    const seq = ++sequence;
    const pending = new Set(peers.keys());
    let timer: NodeJS.Timeout | undefined;
    const acknowledged = new Promise<void>((resolve) => {
      if (pending.size === 0) return resolve();
      waiting.set(seq, { pending, release: resolve });
      timer = setTimeout(() => {
        waiting.delete(seq);
        log(`catalog.changed ${seq}: no acknowledgement from ${[...pending].join(', ')}`);
        resolve();
      }, ACK_WAIT_MS);
      timer.unref();
    });
    try {
      // A failed publish is logged by send: the change is committed, and refusing the write
      // now would lie. Other instances catch up at their answers' expiry or at a resync.
      await send(CATALOG_CHANGED, { sequence: seq });
      await acknowledged;
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    generation: () => generation,
    async announceAfter(write) {
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
    async close() {
      clearInterval(heartbeat);
      await send(CATALOG_PEER, { leaving: true });
      for (const stop of stops) stop();
      listeners.clear();
      for (const wait of waiting.values()) wait.release();
      waiting.clear();
    },
  };
}
