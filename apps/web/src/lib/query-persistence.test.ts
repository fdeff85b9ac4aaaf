import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeQueryClient } from './query-client';
import { persistQueries, restoreQueries, type PersistOptions } from './query-persistence';

const OPTIONS: PersistOptions = {
  key: 'test-catalog',
  buster: 'b1',
  maxAgeMs: 60_000,
  shouldPersist: () => true,
  maxQueries: 10,
};

/** localStorage as a browser has it (node has none). */
function installStorage() {
  const items = new Map<string, string>();
  globalThis.localStorage = {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
    clear: () => items.clear(),
    key: () => null,
    get length() {
      return items.size;
    },
  } as Storage;
}

/** A copy saved by an earlier visit. */
async function saveEarlierVisit(data: Record<string, string>) {
  const earlier = makeQueryClient();
  const stop = persistQueries(earlier, OPTIONS);
  // The write waits a second after the last change: that second passes on a fake clock.
  vi.useFakeTimers();
  try {
    for (const [key, value] of Object.entries(data)) earlier.setQueryData([key], value);
    await vi.advanceTimersByTimeAsync(1000);
  } finally {
    vi.useRealTimers();
  }
  stop();
  expect(localStorage.getItem(OPTIONS.key)).not.toBeNull();
}

describe('the catalog kept across visits', () => {
  beforeEach(installStorage);
  afterEach(() => {
    delete (globalThis as { localStorage?: Storage }).localStorage;
  });

  it('restores the saved copy marked stale, but never over an answer the cache already has', async () => {
    await saveEarlierVisit({ menu: 'old menu', categories: 'old categories' });
    const client = makeQueryClient();
    // The page's own answer (server-rendered or in the page data) arrived first.
    client.setQueryData(['menu'], 'menu from the page');
    restoreQueries(client, OPTIONS);
    expect(client.getQueryData(['menu'])).toBe('menu from the page');
    expect(client.getQueryState(['menu'])?.isInvalidated).toBe(false);
    expect(client.getQueryData(['categories'])).toBe('old categories');
    expect(client.getQueryState(['categories'])?.isInvalidated).toBe(true);
  });

  it('drops a copy with another buster', async () => {
    await saveEarlierVisit({ menu: 'old menu' });
    const client = makeQueryClient();
    restoreQueries(client, { ...OPTIONS, buster: 'b2' });
    expect(client.getQueryData(['menu'])).toBeUndefined();
    expect(localStorage.getItem(OPTIONS.key)).toBeNull();
  });

  it('writes a waiting copy at once when the page is left (regression)', () => {
    const page = new EventTarget();
    const client = makeQueryClient();
    const stop = persistQueries(client, OPTIONS, page);
    client.setQueryData(['categories'], 'fresh categories');
    expect(localStorage.getItem(OPTIONS.key)).toBeNull(); // within the second
    page.dispatchEvent(new Event('pagehide'));
    stop();
    const next = makeQueryClient();
    restoreQueries(next, OPTIONS);
    expect(next.getQueryData(['categories'])).toBe('fresh categories');
  });
});
