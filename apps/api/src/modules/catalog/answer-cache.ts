import { createHash } from 'node:crypto';
import { compressOnce, type Encoding } from '../../content-encoding';
import type { CatalogChangeFeed } from './catalog-change-feed';

/** One answer, ready to send: its JSON bytes, compressed copies made on first demand. */
export interface ReadyAnswer {
  readonly body: Buffer;
  /** Strong validator of the identity bytes (quoted); encoded copies add a suffix. */
  readonly etag: string;
  readonly expiresAt: number;
  readonly key: string;
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
  /** The compressed copies already made, so a hit sends them without awaiting anything. */
  made: Partial<Record<Encoding, Buffer>>;
  bytes: number;
}

export interface AnswerCacheStats {
  entries: number;
  bytes: number;
  maxEntries: number;
  maxBytes: number;
  hits: number;
  misses: number;
  generation: number;
}

/** What a miss computes: the JSON bytes, and the instant they stop being true, if any. */
export interface ComputedAnswer {
  body: Buffer;
  /** e.g. the moment a dish sold out for today is back (epoch ms). */
  validUntil?: number;
}

/** Map and object overhead per entry, so many tiny answers still count. */
const ENTRY_OVERHEAD = 256;
/** An answer that expires this soon is recomputed at most this often (clock skew guard). */
const MIN_LIFETIME_MS = 1_000;

/**
 * Ready answers of the catalog routes, keyed by normalised query: an LRU bounded by entries and
 * by bytes (compressed copies included), each entry living until the catalog changes (the
 * generation moves on), its own expiry, or the TTL, whichever comes first. Concurrent misses of
 * one key share one computation; a computation that raced a change is answered but not kept.
 */
export function createAnswerCache(opts: {
  changes: CatalogChangeFeed;
  maxEntries: number;
  maxBytes: number;
  ttlMs: number;
  now?: () => number;
}) {
  const { changes, maxEntries, maxBytes, ttlMs } = opts;
  const now = opts.now ?? Date.now;
  // A Map iterates in insertion order: re-inserting on a hit keeps the least recent first.
  const entries = new Map<string, ReadyAnswer>();
  const inflight = new Map<string, Promise<ReadyAnswer>>();
  // The most recently used entry: a hit on it (the menu's first page, read again and again)
  // leaves the Map's order as it is instead of moving it to where it already is.
  let newest: ReadyAnswer | undefined;
  let bytes = 0;
  let hits = 0;
  let misses = 0;

  function drop(entry: ReadyAnswer) {
    if (entries.get(entry.key) !== entry) return;
    entries.delete(entry.key);
    bytes -= entry.bytes;
    if (newest === entry) newest = undefined;
  }

  function clear() {
    entries.clear();
    inflight.clear();
    newest = undefined;
    bytes = 0;
  }
  changes.onChange(clear);

  function evict() {
    for (const entry of entries.values()) {
      if (entries.size <= maxEntries && bytes <= maxBytes) return;
      drop(entry);
    }
  }

  function store(entry: ReadyAnswer) {
    // One answer may take at most a quarter of the budget, or it would flush everything else.
    if (entry.bytes * 4 > maxBytes) return;
    // A replaced entry leaves first, so the new one is last in the Map's order and counted once.
    const replaced = entries.get(entry.key);
    if (replaced) drop(replaced);
    entries.set(entry.key, entry);
    newest = entry;
    bytes += entry.bytes;
    evict();
  }

  function lookup(key: string): ReadyAnswer | undefined {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= now()) {
      drop(entry);
      return undefined;
    }
    if (entry !== newest) {
      entries.delete(key);
      entries.set(key, entry);
      newest = entry;
    }
    return entry;
  }

  function ready(key: string, computed: ComputedAnswer): ReadyAnswer {
    const at = now();
    const until = Math.min(at + ttlMs, computed.validUntil ?? Infinity);
    const hash = createHash('sha256').update(computed.body).digest('base64url').slice(0, 27);
    return {
      key,
      body: computed.body,
      etag: `"${hash}"`,
      expiresAt: Math.max(until, at + Math.min(MIN_LIFETIME_MS, ttlMs)),
      encoded: {},
      made: {},
      bytes: computed.body.length + key.length * 2 + ENTRY_OVERHEAD,
    };
  }

  return {
    /** The cached answer for key, or the one compute makes (kept unless the catalog changed). */
    get(key: string, compute: () => Promise<ComputedAnswer>): Promise<ReadyAnswer> | ReadyAnswer {
      const cached = lookup(key);
      if (cached) {
        hits += 1;
        return cached;
      }
      const running = inflight.get(key);
      if (running) return running;
      misses += 1;
      const generation = changes.generation();
      const work = compute().then(
        (computed) => {
          const entry = ready(key, computed);
          if (inflight.get(key) === work) inflight.delete(key);
          if (changes.generation() === generation) store(entry);
          return entry;
        },
        (error: unknown) => {
          // Errors are never kept: the next request asks again.
          if (inflight.get(key) === work) inflight.delete(key);
          throw error;
        },
      );
      inflight.set(key, work);
      return work;
    },

    /** The answer's bytes in an encoding, compressed once and kept with the entry. */
    encoded(entry: ReadyAnswer, encoding: Encoding): Promise<Buffer> {
      let made = entry.encoded[encoding];
      if (!made) {
        made = compressOnce[encoding](entry.body);
        entry.encoded[encoding] = made;
        void made.then(
          (buffer) => {
            entry.made[encoding] = buffer;
            if (entries.get(entry.key) !== entry) return;
            entry.bytes += buffer.length;
            bytes += buffer.length;
            evict();
          },
          () => delete entry.encoded[encoding],
        );
      }
      return made;
    },

    /** Read-only figures (tests and operators): the bounds hold whatever the queries. */
    stats(): AnswerCacheStats {
      return {
        entries: entries.size,
        bytes,
        maxEntries,
        maxBytes,
        hits,
        misses,
        generation: changes.generation(),
      };
    },
  };
}
export type AnswerCache = ReturnType<typeof createAnswerCache>;
