import { describe, expect, it } from 'vitest';
import { backoffSeconds, FREE_FAILURES, memoryFailureStore, waitSeconds } from './failure-backoff';

describe('failure backoff', () => {
  it('waits longer after each failure past the free ones, up to 15 minutes', () => {
    expect(backoffSeconds(FREE_FAILURES - 1)).toBe(0);
    expect(backoffSeconds(FREE_FAILURES)).toBe(30);
    expect(backoffSeconds(FREE_FAILURES + 1)).toBe(60);
    expect(backoffSeconds(FREE_FAILURES + 2)).toBe(120);
    expect(backoffSeconds(FREE_FAILURES + 20)).toBe(15 * 60);
  });

  it('counts the wait from the last failure, and forgets everything on success', async () => {
    const store = memoryFailureStore();
    const t0 = Date.now();
    for (let i = 0; i < FREE_FAILURES + 1; i++) await store.fail('k', t0);
    expect(await waitSeconds(store, 'k', t0)).toBe(60);
    expect(await waitSeconds(store, 'k', t0 + 59_000)).toBe(1);
    expect(await waitSeconds(store, 'k', t0 + 60_000)).toBe(0);
    await store.reset('k');
    expect(await waitSeconds(store, 'k', t0)).toBe(0);
  });

  it('stays bounded in memory, dropping the oldest keys first', async () => {
    const store = memoryFailureStore(3);
    for (const k of ['a', 'b', 'c', 'd']) await store.fail(k, Date.now());
    expect(await store.get('a')).toBeNull();
    expect(await store.get('d')).toMatchObject({ failures: 1 });
  });
});
