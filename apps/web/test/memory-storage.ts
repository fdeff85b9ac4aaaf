import type { Storage } from 'redux-persist';

/**
 * redux-persist storage in a Map: a store's persistence in a unit test, nothing shared. `data`
 * is the map itself, for a test that reads what was written.
 */
export const memoryStorage = (data = new Map<string, string>()): Storage => ({
  getItem: async (k: string) => data.get(k) ?? null,
  setItem: async (k: string, v: string) => void data.set(k, v),
  removeItem: async (k: string) => void data.delete(k),
});
