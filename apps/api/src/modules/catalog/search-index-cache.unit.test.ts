import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CatalogChangeFeed } from './catalog-change-feed';
import type { SearchIndex } from './search-index';
import { createSearchIndexCache } from './search-index-cache';

/** A catalog generation moved by hand. */
function handChanges() {
  let generation = 0;
  const listeners = new Set<() => void>();
  const changes: CatalogChangeFeed = {
    generation: () => generation,
    announceAfter: (write) => write(),
    onChange: (fn) => (listeners.add(fn), () => listeners.delete(fn)),
    close: async () => {},
  };
  return {
    changes,
    change() {
      generation += 1;
      listeners.forEach((fn) => fn());
    },
  };
}

/** Builds that finish when told, each a distinct index. */
function heldBuilds() {
  const started: ((index: SearchIndex) => void)[] = [];
  return {
    build: () => new Promise<SearchIndex | null>((resolve) => started.push(resolve)),
    started,
    finish(k: number, size: number) {
      started[k]!({ size } as SearchIndex);
    },
  };
}

/** Lets every promise step already due run (setImmediate: after them, and never faked here). */
const settle = () => new Promise((r) => setImmediate(r));

/** A cache over a hand-moved menu and held builds. */
function heldCache(
  opts: { ttlMs?: number; now?: () => number; rebuildAfterChangeMs?: number } = {},
) {
  const menu = handChanges();
  const builds = heldBuilds();
  const cache = createSearchIndexCache({
    changes: menu.changes,
    ttlMs: opts.ttlMs ?? 60_000,
    build: builds.build,
    now: opts.now,
    rebuildAfterChangeMs: opts.rebuildAfterChangeMs,
  });
  return { menu, builds, cache };
}

describe('the search index cache, read without waiting (ready)', () => {
  it('answers nothing until built, starting one build however many reads ask', async () => {
    const { builds, cache } = heldCache();
    expect(cache.ready()).toBeUndefined();
    expect(cache.ready()).toBeUndefined();
    expect(builds.started).toHaveLength(1);
    builds.finish(0, 56);
    await settle();
    expect(cache.ready()?.size).toBe(56);
    expect(builds.started).toHaveLength(1);
  });

  it('forgets the index when the menu changes, and builds the new one on the next read', async () => {
    const { menu, builds, cache } = heldCache();
    cache.ready();
    builds.finish(0, 56);
    await settle();
    menu.change();
    expect(cache.ready()).toBeUndefined();
    expect(builds.started).toHaveLength(2);
    builds.finish(1, 57);
    await settle();
    expect(cache.ready()?.size).toBe(57);
  });

  it('does not keep an index built while the menu changed under it', async () => {
    const { menu, builds, cache } = heldCache();
    cache.ready();
    menu.change();
    builds.finish(0, 56);
    await settle();
    expect(cache.ready()).toBeUndefined();
    expect(builds.started).toHaveLength(2);
  });

  it('lets the next search see a failed build, and does not fail the read', async () => {
    const { changes } = handChanges();
    let calls = 0;
    const cache = createSearchIndexCache({
      changes,
      ttlMs: 60_000,
      build: async () => {
        calls += 1;
        throw new Error('database gone');
      },
    });
    expect(cache.ready()).toBeUndefined();
    await settle();
    await expect(cache.current()).rejects.toThrow('database gone');
    expect(calls).toBe(2);
  });

  it('renews the index after its time to live, answering with the old one meanwhile', async () => {
    let now = 0;
    const { builds, cache } = heldCache({ ttlMs: 1_000, now: () => now });
    cache.ready();
    builds.finish(0, 56);
    await settle();
    expect(cache.ready()?.size).toBe(56);
    now = 1_000;
    // Changes made behind the app's back show after the renewal; no search waits for it.
    expect(cache.ready()?.size).toBe(56);
    expect((await cache.current())?.size).toBe(56);
    expect(builds.started).toHaveLength(2);
    builds.finish(1, 57);
    await settle();
    expect(cache.ready()?.size).toBe(57);
    expect(builds.started).toHaveLength(2);
  });
});

describe('the search index cache, rebuilt after a change', () => {
  // The rebuild's delay passes on a fake clock: no test sleeps for it.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const wait = (ms: number) => vi.advanceTimersByTimeAsync(ms);
  const rebuildingCache = () => heldCache({ rebuildAfterChangeMs: 10 });

  it('builds once after a burst of changes, so the next search does not wait', async () => {
    const { menu, builds, cache } = rebuildingCache();
    const first = cache.current();
    builds.finish(0, 56);
    expect((await first)?.size).toBe(56);
    menu.change();
    menu.change();
    menu.change();
    expect(builds.started).toHaveLength(1);
    await wait(30);
    expect(builds.started).toHaveLength(2);
    builds.finish(1, 59);
    await settle();
    expect(cache.ready()?.size).toBe(59);
    expect(builds.started).toHaveLength(2);
  });

  it('builds nothing for an app whose visitors never searched', async () => {
    const { menu, builds } = rebuildingCache();
    menu.change();
    await wait(30);
    expect(builds.started).toHaveLength(0);
  });

  it('stops a rebuild that is due when it closes, and waits for one under way', async () => {
    const { menu, builds, cache } = rebuildingCache();
    cache.ready();
    builds.finish(0, 56);
    await settle();
    menu.change();
    await cache.close();
    await wait(30);
    expect(builds.started).toHaveLength(1);

    cache.ready(); // a build under way
    let closed = false;
    const closing = cache.close().then(() => (closed = true));
    await settle();
    expect(closed).toBe(false);
    builds.finish(1, 57);
    await closing;
    expect(closed).toBe(true);
  });
});
