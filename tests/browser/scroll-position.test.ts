import { describe, expect, it } from 'vitest';
import { someFood } from './catalog-helpers';
import { PHONE, useBrowserStack, WAIT } from './harness';

const scrollY = (page: { evaluate<T>(fn: () => T): Promise<T> }) =>
  page.evaluate(() => window.scrollY);

describe('scroll position', () => {
  const t = useBrowserStack();

  it('starts a freshly loaded page at the top, after scrolling down another one', async () => {
    const food = await someFood(t.baseUrl);
    const { page } = await t.newPage(PHONE);
    await page.goto(`/menu/${food._id}`);
    const add = page.getByRole('button', { name: /add to cart/i }).first();
    await add.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 400));
    await expect.poll(() => scrollY(page), WAIT).toBeGreaterThan(300);

    // Typed into the address bar: a new document.
    await page.goto('/cart');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expect.poll(() => scrollY(page), WAIT).toBe(0);

    // Scroll the new page, then reload it: a new document again, from the top.
    await page.goto(`/menu/${food._id}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.evaluate(() => window.scrollBy(0, 500));
    await expect.poll(() => scrollY(page), WAIT).toBeGreaterThan(300);
    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expect.poll(() => scrollY(page), WAIT).toBe(0);
  });

  it('keeps the position when going back within the storefront', async () => {
    const { page } = await t.newPage(PHONE);
    await page.goto('/menu');
    await page.getByRole('list', { name: 'Menu results' }).waitFor();
    await page.evaluate(() => window.scrollBy(0, 900));
    await expect.poll(() => scrollY(page), WAIT).toBeGreaterThan(600);
    const before = await scrollY(page);
    // A click event without Playwright's scroll-into-view, which would move the page first.
    await page.getByRole('link', { name: 'About us' }).first().dispatchEvent('click');
    await page.waitForURL('**/about');
    await expect.poll(() => scrollY(page), WAIT).toBe(0);
    await page.goBack();
    await page.waitForURL('**/menu');
    await expect.poll(() => scrollY(page), WAIT).toBe(before);
  });
});
