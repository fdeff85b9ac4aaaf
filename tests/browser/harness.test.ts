import { describe, expect, it } from 'vitest';
import { API_BASE_PATH } from '@ninetonine/contract';
import { lastApiCalls, networkSettled, PHONE, useBrowserStack } from './harness';

// The harness's own promise: contexts a test opens are closed after it, and two can be open at once.
describe('browser test harness', () => {
  const t = useBrowserStack();

  it('opens two visitors at once, each with its own storage; tabs of one visitor share it', async () => {
    const first = await t.newPage(PHONE);
    const second = await t.newPage();
    expect(t.browser.contexts()).toHaveLength(2);
    await Promise.all([first.page.goto('/about'), second.page.goto('/about')]);
    await first.page.evaluate(() => localStorage.setItem('visitor', 'first'));
    expect(await second.page.evaluate(() => localStorage.getItem('visitor'))).toBeNull();

    const tab = await first.context.newPage();
    await tab.goto('/about');
    expect(await tab.evaluate(() => localStorage.getItem('visitor'))).toBe('first');
    expect(first.errors).toEqual([]);
    expect(second.errors).toEqual([]);
  });

  it('has closed every context the previous test opened', () => {
    expect(t.browser.contexts()).toEqual([]);
  });

  // This file does not settle: its pages report no request to the test process.
  it('says how to ask for networkSettled, and still lists the last API calls for a failure', async () => {
    const { page } = await t.newPage();
    await page.goto('/about');
    await expect(networkSettled(page)).rejects.toThrow(/useBrowserStack\(\{ settles: true \}\)/);
    await expect
      .poll(() => lastApiCalls(page))
      .toContainEqual(expect.stringMatching(new RegExp(`^  GET \\S+${API_BASE_PATH}/\\S+ → 200$`)));
  });
});
