import { screenTexts } from '@ninetonine/contract';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, openPage, PHONE, useBrowserStack } from './harness';
import { h1Text, someCategory, someFood, WAIT } from './catalog-helpers';

/** Every route of spec §2 and what its main heading says (null: owned elsewhere, any h1). */
type Expect = RegExp | null;

describe('every route of the storefront', () => {
  const t = useBrowserStack();
  let routes: Array<[string, Expect]>;

  beforeAll(async () => {
    const [food, category] = await Promise.all([someFood(t.baseUrl), someCategory(t.baseUrl)]);
    const exact = (s: string) => new RegExp(`^${s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
    routes = [
      ['/', /Fresh food, cooked/],
      ['/signin', null],
      ['/signup', null],
      ['/menu', /^Our menu$/],
      [`/menu/${food._id}`, exact(food.name)],
      [`/category/${category.slug}`, exact(category.name)],
      ['/cart', null],
      ['/checkout', null],
      ['/order-confirmation', null],
      ['/help', /^Help and support$/],
      ['/terms-and-conditions', /^Terms and conditions$/],
      ['/contact-us', /^Contact us$/],
      ['/about', /^About NineToNine$/],
      ['/offers', /^Offers$/],
      ['/search', /What are you craving\?/],
      ['/accounts', null],
      ['/change-password', null],
      ['/nine-specials', /9-to-9\s+specials/],
    ];
  });

  for (const [name, viewport] of [
    ['phone (390 px)', PHONE],
    ['desktop (1280 px)', DESKTOP],
  ] as const) {
    describe(name, () => {
      let context: BrowserContext;
      let page: Page;
      let errors: string[];
      beforeAll(async () => {
        ({ context, page, errors } = await openPage(t.browser, t.baseUrl, viewport));
      });
      afterAll(async () => context?.close());

      it('opens all 18 named routes inside the layout with their heading and no console error', async () => {
        expect(routes).toHaveLength(18);
        for (const [path, heading] of routes) {
          errors.length = 0;
          await page.goto(path, { waitUntil: 'networkidle' });
          const text = await h1Text(page);
          if (heading) expect(text, path).toMatch(heading);
          else expect(text.length, path).toBeGreaterThan(0);
          // Inside the shared layout: header, main and footer around the page.
          expect(await page.getByRole('banner').count(), path).toBe(1);
          expect(await page.getByRole('main').count(), path).toBe(1);
          await expect(page.getByRole('contentinfo').innerText()).resolves.toContain('21:00');
          // No horizontal scrolling from 390 px up.
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          );
          expect(overflow, path).toBeLessThanOrEqual(0);
          expect(errors, path).toEqual([]);
        }
      }, 240_000);

      it('shows the not-found page for any other path', async () => {
        errors.length = 0;
        await page.goto('/no/such/dish', { waitUntil: 'networkidle' });
        expect(await h1Text(page)).toBe('Page not found');
        await page.getByRole('link', { name: 'Browse the menu' }).waitFor(WAIT);
        expect(errors).toEqual([]);
      });
    });
  }

  it('shows the burger loader while a page is still on its way', async () => {
    const { page, context, errors } = await openPage(t.browser, t.baseUrl, PHONE);
    await page.goto('/', { waitUntil: 'networkidle' });
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route(/\/assets\/help-page-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('contentinfo').getByRole('link', { name: 'Help and support' }).click();
    const loader = page.getByRole('status').filter({ hasText: screenTexts.loading });
    await loader.waitFor(WAIT);
    expect(await loader.innerText()).toContain('Cooking 9 to 9 feast...');
    release();
    expect(await h1Text(page)).toBe('Help and support');
    await loader.waitFor({ state: 'detached', ...WAIT });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the global error screen when a page cannot render', async () => {
    const { page, context } = await openPage(t.browser, t.baseUrl, DESKTOP);
    // A food without its category or variants: rendering it throws.
    await page.route('**/api/v1/foods/getFood/**', (route) =>
      route.fulfill({ status: 200, json: { food: { _id: 'broken', name: 'Broken dish' } } }),
    );
    await page.goto('/menu/broken');
    const title = page.getByRole('heading', { level: 1, name: screenTexts.errorTitle });
    await title.waitFor(WAIT);
    expect(await title.innerText()).toBe('Oops! Something went wrong.');
    await page
      .getByText("Looks like our kitchen had a little fire. Don't worry, we're fixing it!", {
        exact: true,
      })
      .waitFor(WAIT);
    const home = page.getByRole('link', { name: 'Go Back Home' });
    expect(await home.getAttribute('href')).toBe('/');
    await page.unroute('**/api/v1/foods/getFood/**');
    await home.click();
    expect(await h1Text(page)).toMatch(/Fresh food, cooked/);
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });
});
