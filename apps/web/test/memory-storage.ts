import type { SyncStorage } from '@/lib/saved-state';

/**
 * Storage in a Map: a store's saved state in a unit test, nothing shared. `data` is the map
 * itself, for a test that reads what was written or writes what a last visit left.
 */
export const memoryStorage = (data = new Map<string, string>()): SyncStorage => ({
  getItem: (k: string) => data.get(k) ?? null,
  setItem: (k: string, v: string) => void data.set(k, v),
  removeItem: (k: string) => void data.delete(k),
});
