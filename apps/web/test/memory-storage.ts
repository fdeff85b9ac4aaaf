import type { Storage } from 'redux-persist';

/** redux-persist storage in a Map: a store's persistence in a unit test, nothing shared. */
export const memoryStorage = (): Storage => {
  const data = new Map<string, string>();
  return {
    getItem: async (k: string) => data.get(k) ?? null,
    setItem: async (k: string, v: string) => void data.set(k, v),
    removeItem: async (k: string) => void data.delete(k),
  };
};
