import { API_BASE_PATH } from '@ninetonine/contract';
import { describe, expect, it, onTestFinished } from 'vitest';
import { axeViolations } from './axe-helpers';
import { cartLinkName } from './cart-helpers';
import { addToCartOnceItActs, groupedMenuShown } from './catalog-helpers';
import { cachedUrls, controlledByWorker } from './pwa-helpers';
import { launchPersistentBrowser } from './chromium';
import { PHONE, WAIT, useBrowserStack } from './harness';

describe('installable and offline-tolerant storefront (issue 21 item 3)', () => {
  const t = useBrowserStack();

  it('is installable: Chromium finds the manifest, its icons and the worker sound', async () => {
    // Chromium never offers to install from an incognito context, which newPage's contexts are.
    const browser = await launchPersistentBrowser(t.baseUrl, PHONE);
    onTestFinished(() => browser.close());
    const { context } = browser;
    const page = context.pages()[0] ?? (await context.newPage());
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.location().url.endsWith('/auth/me')) {
        errors.push(message.text());
      }
    });
    await page.goto('/');
    await controlledByWorker(page);
    const cdp = await context.newCDPSession(page);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.errors).toEqual([]);
    expect(manifest.url).toBe(`${t.baseUrl}/manifest.webmanifest`);
    await expect
      .poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors, WAIT)
      .toEqual([]);
    // The icons the manifest names are there, at the sizes it says.
    for (const size of [192, 512]) {
      const icon = await page.request.get(`/icons/icon-${size}.png`);
      expect(icon.status()).toBe(200);
      expect(icon.headers()['content-type']).toBe('image/png');
    }
    const appleIcon = page.locator('link[rel="apple-touch-icon"]');
    expect(await appleIcon.getAttribute('href')).toBe('/icons/apple-touch-icon-180.png');
    expect(errors).toEqual([]);
  });

  it('after one visit, opens the menu offline with the cart kept, and never answers an order from a copy', async () => {
    const { page, context } = await t.newPage(PHONE, { serviceWorkers: 'allow' });
    await page.goto('/menu');
    await groupedMenuShown(page);
    await controlledByWorker(page);
    await (await addToCartOnceItActs(page, /^Add to cart: /)).click();
    await page.getByRole('link', { name: cartLinkName(1) }).waitFor(WAIT);
    // The worker keeps the page that installed it (and every page it serves after).
    await expect
      .poll(async () => (await cachedUrls(page)).includes(`${t.baseUrl}/menu`), WAIT)
      .toBe(true);

    await context.setOffline(true);
    await page.reload();
    await page.getByRole('status').filter({ hasText: 'You are offline' }).waitFor(WAIT);
    await groupedMenuShown(page);
    // The sections come a chunk at a time (decision 0106): all of them, offline too.
    await expect
      .poll(() => page.getByRole('heading', { level: 3 }).count(), WAIT)
      .toBeGreaterThan(3);
    await page.getByRole('link', { name: cartLinkName(1) }).waitFor(WAIT);
    expect(await axeViolations(page)).toEqual([]);

    // A page never visited opens too (the shell), and shows the menu the app kept.
    await page.goto('/nine-specials');
    await page.getByRole('status').filter({ hasText: 'You are offline' }).waitFor(WAIT);
    await page.getByRole('link', { name: cartLinkName(1) }).waitFor(WAIT);

    // Orders, cart and account calls go to the network, which is not there: no copy answers.
    const calls = await page.evaluate(async (api) => {
      const outcome = async (path: string, init?: RequestInit) => {
        try {
          return String((await fetch(`${api}${path}`, init)).status);
        } catch {
          return 'network error';
        }
      };
      return {
        orders: await outcome('/orders'),
        placeOrder: await outcome('/orders', { method: 'POST', body: '{}' }),
        cart: await outcome('/cart/getCartItems'),
        me: await outcome('/auth/me'),
      };
    }, API_BASE_PATH);
    expect(calls).toEqual({
      orders: 'network error',
      placeOrder: 'network error',
      cart: 'network error',
      me: 'network error',
    });
    const kept = await cachedUrls(page);
    expect(kept.filter((url) => /\/api\/v1\/(orders|cart|auth|addresses|push)/.test(url))).toEqual(
      [],
    );

    await context.setOffline(false);
    await page
      .getByRole('status')
      .filter({ hasText: 'You are offline' })
      .waitFor({
        ...WAIT,
        state: 'detached',
      });
  });
});
