import { describe, expect, it } from 'vitest';
import type { CatalogVersion } from './catalog-version.service';
import type { SearchIndex } from './search-index';
import { createSearchIndexCache } from './search-index-cache';

/** A catalog generation moved by hand. */
function handVersion() {
  let generation = 0;
  const listeners = new Set<() => void>();
  const version: CatalogVersion = {
    current: () => generation,
    around: (write) => write(),
    onChange: (fn) => (listeners.add(fn), () => listeners.delete(fn)),
    close: async () => {},
  };
  return {
    version,
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

const settle = () => new Promise((r) => setTimeout(r, 0));

/** A cache over a hand-moved menu and held builds. */
function heldCache(opts: { ttlMs?: number; now?: () => number } = {}) {
  const menu = handVersion();
  const builds = heldBuilds();
  const cache = createSearchIndexCache({
    version: menu.version,
    ttlMs: opts.ttlMs ?? 60_000,
    build: builds.build,
    now: opts.now,
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
    const { version } = handVersion();
    let calls = 0;
    const cache = createSearchIndexCache({
      version,
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

  it('builds again after the time to live (changes made behind the app)', async () => {
    let now = 0;
    const { builds, cache } = heldCache({ ttlMs: 1_000, now: () => now });
    cache.ready();
    builds.finish(0, 56);
    await settle();
    expect(cache.ready()?.size).toBe(56);
    now = 1_000;
    expect(cache.ready()).toBeUndefined();
    expect(builds.started).toHaveLength(2);
  });
});
