import { describe, expect, it } from 'vitest';
import { checkPages } from './axe-helpers';
import { someCategory, someFood } from './catalog-helpers';
import { DESKTOP, PHONE, useBrowserStack } from './harness';

/** Every storefront route checked with axe-core, signed out (decision 0045). */
describe('accessibility (axe-core) of every signed-out route', () => {
  const t = useBrowserStack({ settles: true });

  it('finds no violation on the storefront signed out, phone and desktop', async () => {
    const [food, category] = await Promise.all([someFood(t.baseUrl), someCategory(t.baseUrl)]);
    const paths = [
      '/',
      '/menu',
      `/menu/${food._id}`,
      `/category/${category.slug}`,
      '/search',
      '/nine-specials',
      '/offers',
      '/cart',
      '/signin',
      '/signup',
      '/forgot-password',
      '/invitation',
      '/help',
      '/terms-and-conditions',
      '/contact-us',
      '/privacy-policy',
      '/refund-policy',
      '/about',
      '/no/such/page',
    ];
    for (const viewport of [PHONE, DESKTOP]) {
      const { page, errors } = await t.newPage(viewport);
      expect(await checkPages(page, paths), `${viewport.width} px`).toEqual({});
      // The unknown address answers 404 (decision 0050), which Chromium logs; nothing else.
      expect(errors.filter((e) => !/status of 404 .*\/no\/such\/page\)$/.test(e))).toEqual([]);
    }
  }, 300_000);
});
