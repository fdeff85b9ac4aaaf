import { API_BASE_PATH, screenTexts } from '@ninetonine/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, gotoSettled, PHONE, useBrowserStack, WAIT } from './harness';
import { h1Text, someCategory, someFood } from './catalog-helpers';
import { accountLink, registerAccount, submitSignIn, uniqueEmail } from './auth-helpers';

/**
 * Every route of docs/storefront-contract.md#routes and what its main heading says (null: owned
 * elsewhere, any h1).
 */
type Expect = RegExp | null;

/** The console line Chromium writes for a page that answers 404 (as unknown addresses do). */
const notFoundDocument = (line: string, path: string) =>
  line.startsWith('Failed to load resource: the server responded with a status of 404') &&
  line.endsWith(`${path})`);

describe('every route of the storefront', () => {
  const t = useBrowserStack({ settles: true });
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
      ['/privacy-policy', /^Privacy policy$/],
      ['/refund-policy', /^Cancellation and refund policy$/],
      ['/about', /^About NineToNine$/],
      ['/offers', /^Offers$/],
      ['/search', /What are you craving\?/],
      ['/accounts', null],
      ['/change-password', null],
      ['/invoice', null],
      ['/nine-specials', /9-to-9\s+specials/],
    ];
  });

  for (const [name, viewport] of [
    ['phone (390 px)', PHONE],
    ['desktop (1280 px)', DESKTOP],
  ] as const) {
    describe(name, () => {
      it('opens all 21 named routes inside the layout with their heading and no console error', async () => {
        expect(routes).toHaveLength(21);
        const { page, errors } = await t.newPage(viewport);
        const overflow = () =>
          page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          );
        for (const [path, heading] of routes) {
          errors.length = 0;
          const poll = { ...WAIT, message: path };
          await gotoSettled(page, path);
          if (heading) await expect.poll(() => h1Text(page), poll).toMatch(heading);
          else await expect.poll(async () => (await h1Text(page)).length, poll).toBeGreaterThan(0);
          // Inside the shared layout: header, main and footer around the page.
          await expect.poll(() => page.getByRole('banner').count(), poll).toBe(1);
          await expect.poll(() => page.getByRole('main').count(), poll).toBe(1);
          await expect
            .poll(() => page.getByRole('contentinfo').innerText(), poll)
            .toContain('21:00');
          // No horizontal scrolling from 390 px up.
          await expect.poll(overflow, poll).toBeLessThanOrEqual(0);
          expect(errors, path).toEqual([]);
        }
      }, 240_000);

      it('shows the not-found page for any other path, answered 404 with its own title', async () => {
        const { page, errors } = await t.newPage(viewport);
        const res = await gotoSettled(page, '/no/such/dish');
        expect(res?.status()).toBe(404);
        expect(await page.title()).toBe('Page not found · NineToNine');
        await expect.poll(() => h1Text(page), WAIT).toBe('Page not found');
        await page.getByRole('link', { name: 'Browse the menu' }).waitFor(WAIT);
        // Chromium reports the page's own 404; nothing else.
        expect(errors.filter((e) => !notFoundDocument(e, '/no/such/dish'))).toEqual([]);
      });
    });
  }

  it('no page scrolls sideways at 320 or 430 px for a long-named signed-in customer; each page has its own title (issue 19 #3, #16)', async () => {
    const name = 'Venkataraman Subramaniam Iyer';
    const email = uniqueEmail('long-name');
    await registerAccount(t.baseUrl, { name, email });
    const { page, errors } = await t.newPage({ width: 320, height: 700 });
    await page.goto('/signin');
    await submitSignIn(page, email);
    await accountLink(page, name).waitFor(WAIT);
    const toggle = page.getByRole('button', { name: 'Menu', exact: true });
    const titles = new Map<string, string>();
    for (const [path] of routes) {
      await gotoSettled(page, path);
      await expect
        .poll(async () => (await h1Text(page)).length, { ...WAIT, message: path })
        .toBeGreaterThan(0);
      for (const width of [320, 430]) {
        await page.setViewportSize({ width, height: 700 });
        const poll = { ...WAIT, message: `${path} at ${width} px` };
        await expect
          .poll(
            () => page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth),
            poll,
          )
          .toBeLessThanOrEqual(0);
        // The ☰ button, the way to the navigation, is whole on screen.
        const box = (await toggle.boundingBox())!;
        expect(box.x, poll.message).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, poll.message).toBeLessThanOrEqual(width);
      }
      // The name is cut on screen, whole in the link's accessible name.
      await accountLink(page, name).waitFor(WAIT);
      titles.set(new URL(page.url()).pathname, await page.title());
    }
    const food = await someFood(t.baseUrl);
    expect(titles.get(`/menu/${food._id}`)).toBe(`${food.name} · NineToNine`);
    expect(titles.get('/cart')).toBe('Your cart · NineToNine');
    expect(titles.get('/menu')).toBe('Menu · NineToNine');
    // Each page its own title (keyed by where it landed: /signin sends a signed-in visitor on).
    expect(new Set(titles.values()).size).toBe(titles.size);

    // The ☰ menu holds the account, orders and help links, and Escape closes it.
    await toggle.click();
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const link of ['Your account', 'Your orders', 'Help and support']) {
      await nav.getByRole('link', { name: link }).waitFor(WAIT);
    }
    await page.keyboard.press('Escape');
    await nav.getByRole('link', { name: 'Your account' }).waitFor({ state: 'hidden', ...WAIT });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-controls'))).toBe(
      'site-nav',
    );
    expect(errors).toEqual([]);
  }, 240_000);

  it("moves focus to the new page's heading on navigation, not on the first page or a filter change (issue 19 #17)", async () => {
    const { page, errors } = await t.newPage(PHONE);
    await gotoSettled(page, '/');
    const focused = () =>
      page.evaluate(() => {
        const el = document.activeElement;
        return el ? `${el.tagName.toLowerCase()}:${(el.textContent ?? '').trim()}` : '';
      });
    expect(await focused()).toMatch(/^body:/);
    // By keyboard: the ☰ menu, then its Offers link.
    const toggle = page.getByRole('button', { name: 'Menu', exact: true });
    await toggle.focus();
    await page.keyboard.press('Enter');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Sign in' }).waitFor(WAIT);
    await nav.getByRole('link', { name: 'Offers' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(focused, WAIT).toBe('h1:Offers');
    expect(await page.title()).toBe('Offers · NineToNine');
    // To a page whose heading comes with its data.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Menu' }).click();
    await expect.poll(focused, WAIT).toBe('h1:Our menu');
    expect(await page.title()).toBe('Menu · NineToNine');
    // A filter changes only the query string: focus stays on the control.
    const sort = page.getByLabel('Sort by');
    await sort.focus();
    await sort.selectOption('name');
    await page.waitForURL(/[?&]sort=name/, WAIT);
    await page.getByRole('list', { name: 'Menu results' }).waitFor(WAIT);
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('SELECT');
    expect(errors).toEqual([]);
  });

  it('shows the burger loader while a page is still on its way', async () => {
    const { page, errors } = await t.newPage(PHONE);
    await gotoSettled(page, '/');
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route(/\/assets\/help-page-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('contentinfo').getByRole('link', { name: 'Help and support' }).click();
    const loader = page.getByRole('status').filter({ hasText: screenTexts.loading });
    await loader.waitFor(WAIT);
    await expect.poll(() => loader.innerText(), WAIT).toContain('Cooking 9 to 9 feast...');
    release();
    await expect.poll(() => h1Text(page), WAIT).toBe('Help and support');
    await loader.waitFor({ state: 'detached', ...WAIT });
    expect(errors).toEqual([]);
  });

  it('moves between pages in the document, back and forward too, and leaves a Ctrl+click to the browser', async () => {
    const { page, errors } = await t.newPage(DESKTOP);
    await gotoSettled(page, '/');
    // Gone if any step below loads a new document instead of moving in the app.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: 'About us' }).click();
    await expect.poll(() => h1Text(page), WAIT).toBe('About NineToNine');
    await page.goBack();
    await expect.poll(() => h1Text(page), WAIT).toMatch(/Fresh food, cooked/);
    await page.goForward();
    await expect.poll(() => h1Text(page), WAIT).toBe('About NineToNine');
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);

    const [tab] = await Promise.all([
      page.context().waitForEvent('page', WAIT),
      footer.getByRole('link', { name: 'Help and support' }).click({ modifiers: ['Control'] }),
    ]);
    await tab.waitForURL('**/help', WAIT);
    expect(new URL(page.url()).pathname).toBe('/about');
    expect(await h1Text(page)).toBe('About NineToNine');
    await tab.close();
    expect(errors).toEqual([]);
  });

  it("shows the error screen when a page's chunk fails to load, and loads it on the next visit", async () => {
    const { page } = await t.newPage(DESKTOP);
    await gotoSettled(page, '/');
    // Its preload and its import alike, until the network is back.
    let offline = true;
    await page.route(/\/assets\/help-page-[^/]+\.js$/, (route) =>
      offline ? route.abort() : route.continue(),
    );
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: 'Help and support' }).click();
    const title = page.getByRole('heading', { level: 1, name: screenTexts.errorTitle });
    await title.waitFor(WAIT);
    await expect.poll(() => new URL(page.url()).pathname, WAIT).toBe('/help');
    offline = false;
    // The layout stays around the error screen: the visitor can go on from there.
    await footer.getByRole('link', { name: 'About us' }).click();
    await expect.poll(() => h1Text(page), WAIT).toBe('About NineToNine');
    await footer.getByRole('link', { name: 'Help and support' }).click();
    await expect.poll(() => h1Text(page), WAIT).toBe('Help and support');
  });

  it("shows the error screen when the first page's chunk will not load, not an empty page", async () => {
    const { page } = await t.newPage(DESKTOP);
    // A page the browser renders itself (not one of the server-rendered catalog pages).
    await page.route(/\/assets\/help-page-[^/]+\.js$/, (route) => route.abort());
    await page.goto('/help');
    await page.getByRole('heading', { level: 1, name: screenTexts.errorTitle }).waitFor(WAIT);
    await page.unroute(/\/assets\/help-page-[^/]+\.js$/);
    await page.getByRole('contentinfo').getByRole('link', { name: 'About us' }).click();
    await expect.poll(() => h1Text(page), WAIT).toBe('About NineToNine');
  });

  it('shows the global error screen when a page cannot render', async () => {
    const { page } = await t.newPage(DESKTOP);
    const getFood = `**${API_BASE_PATH}/foods/getFood/**`;
    // A food without its category or variants: rendering it throws.
    await page.route(getFood, (route) =>
      route.fulfill({ status: 200, json: { food: { _id: 'broken', name: 'Broken dish' } } }),
    );
    await page.goto('/menu/broken');
    const title = page.getByRole('heading', { level: 1, name: screenTexts.errorTitle });
    await title.waitFor(WAIT);
    await expect.poll(() => title.innerText(), WAIT).toBe('Oops! Something went wrong.');
    await page
      .getByText("Looks like our kitchen had a little fire. Don't worry, we're fixing it!", {
        exact: true,
      })
      .waitFor(WAIT);
    const home = page.getByRole('link', { name: 'Go Back Home' });
    await expect.poll(() => home.getAttribute('href'), WAIT).toBe('/');
    await page.unroute(getFood);
    await home.click();
    await expect.poll(() => h1Text(page), WAIT).toMatch(/Fresh food, cooked/);
    await expect.poll(() => new URL(page.url()).pathname, WAIT).toBe('/');
  });
});
