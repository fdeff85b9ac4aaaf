import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, useBrowserStack, WAIT } from './harness';

describe('storefront shell', () => {
  const t = useBrowserStack();

  it('shows the not-found page for an unknown path, inside the layout, answered 404', async () => {
    const { page, errors } = await t.newPage(PHONE);
    const res = await page.goto('/no-such-page');
    expect(res?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await expect.poll(() => page.getByRole('contentinfo').textContent(), WAIT).toContain('21:00');
    // Chromium reports the page's own 404 status as a console error; nothing else is allowed.
    expect(errors.filter((e) => !/status of 404 .*\/no-such-page\)$/.test(e))).toEqual([]);
  });

  it('keeps still for a visitor who asked for less motion: no endless animation runs', async () => {
    // newPage's contexts ask for reduced motion (harness.ts).
    const { page, errors } = await t.newPage(PHONE);
    await page.goto('/menu');
    await page.getByRole('heading', { level: 1 }).first().waitFor(WAIT);
    // An endless pulse like the open kitchen's dot, whatever the restaurant's hours now: it
    // repainted every frame under the old rule (0.01 ms a run, runs without end).
    await page.evaluate(() => {
      document.styleSheets[0]?.insertRule('@keyframes probe-pulse { 50% { opacity: 0.5; } }');
      const probe = document.createElement('div');
      probe.style.animation = 'probe-pulse 2s infinite';
      document.body.append(probe);
    });
    await expect.poll(() => page.evaluate(() => document.getAnimations().length), WAIT).toBe(0);
    expect(errors).toEqual([]);
  });

  it('serves pages uncached under a strict CSP, and hashed assets compressed and immutable', async () => {
    const res = await fetch(`${t.baseUrl}/menu`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');

    const html = await res.text();
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(asset).toBeDefined();
    const assetRes = await fetch(`${t.baseUrl}${asset}`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(assetRes.headers.get('cache-control')).toContain('immutable');
    expect(assetRes.headers.get('content-encoding')).toBe('gzip');
  });

  it('shows a shell at once on a direct open of a page the server does not render (issue 34, item 10)', async () => {
    // It was an empty screen until the app's scripts had loaded and run: seconds on a phone.
    for (const [viewport, path, heading] of [
      [PHONE, '/cart', 'Your cart'],
      [PHONE, '/checkout', 'Checkout'],
      [DESKTOP, '/accounts', 'Sign in'],
      [DESKTOP, '/admin', 'Sign in'],
    ] as const) {
      const { page, errors } = await t.newPage(viewport);
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/assets/*.js', async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(path, { waitUntil: 'commit' });
      const banner = page.getByRole('banner');
      await banner.getByRole('link', { name: 'NineToNine' }).waitFor(WAIT);
      const bar = (await banner.boundingBox())!;
      expect(bar.y, path).toBe(0);
      expect(bar.width, path).toBe(viewport.width);
      expect(bar.height, path).toBeGreaterThanOrEqual(64);
      expect(await page.locator('main[aria-busy="true"]').isVisible(), path).toBe(true);
      // The app replaces the shell whole on its first render.
      release();
      await expect.poll(() => page.locator('h1').allInnerTexts(), WAIT).toEqual([heading]);
      expect(await page.locator('main[aria-busy="true"]').count(), path).toBe(0);
      expect(await page.getByRole('banner').count(), path).toBe(1);
      expect(errors.filter((e) => !e.includes('status of 401'))).toEqual([]);
    }
  });
});
