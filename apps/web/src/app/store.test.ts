import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../test/memory-storage';
import { makePersistor, makeStore, PERSIST_KEY } from './store';
import { setScrollProgress } from './ui-slice';

describe('store persistence (spec §3, §9)', () => {
  it('keeps only the auth and cart slices, at storage version 1', async () => {
    const data = new Map<string, string>();
    const storage = memoryStorage(data);
    const store = makeStore({ storage });
    const persistor = makePersistor(store);
    await new Promise<void>((resolve) => {
      const stop = persistor.subscribe(() => {
        if (persistor.getState().bootstrapped) {
          stop();
          resolve();
        }
      });
    });
    store.dispatch(setScrollProgress(42));
    await persistor.flush();

    const saved = JSON.parse(data.get(`persist:${PERSIST_KEY}`) ?? '{}') as Record<string, string>;
    expect(Object.keys(saved).sort()).toEqual(['_persist', 'auth', 'cart']);
    expect(JSON.parse(saved._persist!)).toMatchObject({ version: 1 });
    expect(store.getState().ui.scrollProgress).toBe(42);
  });
});
