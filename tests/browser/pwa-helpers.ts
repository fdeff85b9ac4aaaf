import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { WAIT } from './harness';

/** Resolves once the storefront's worker is active and controls this page (decision 0066). */
export async function controlledByWorker(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), WAIT)
    .toBe(true);
}

/** Every URL the page's caches hold. */
export const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      urls.push(...(await cache.keys()).map((request) => request.url));
    }
    return urls;
  });
