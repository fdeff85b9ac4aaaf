import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { cartLinkName } from './cart-helpers';
import { addToCartOnceItActs, firstFoods } from './catalog-helpers';
import { DESKTOP, PHONE, WAIT, useBrowserStack } from './harness';

/**
 * A rendered page fetches the app after its largest picture (decision 0027). Two things start it
 * sooner: a visitor reaching for a control, and a picture that never comes (at most 3 s). Here
 * the pictures are held back and the page's clock is paused, so neither the picture nor the 3 s
 * can start the app unless the test lets them.
 */
async function openWithPicturesHeld(page: Page, path: string) {
  const appAsked: string[] = [];
  page.on('request', (r) => {
    if (/\/assets\/main-[\w-]+\.js$/.test(r.url())) appAsked.push(r.url());
  });
  await page.route('**/api/v1/images/**', () => {
    /* never answered: the picture does not arrive */
  });
  // Paused a little ahead of now: the page's clock runs from install() until the pause
  // arrives, and a pause at a time it has passed is refused ("Cannot fast-forward to the
  // past", seen at load 30).
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 2_000);
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  return appAsked;
}

describe("a rendered page's app starts before its picture when it must (decision 0027)", () => {
  const t = useBrowserStack();

  it('starts at once when a visitor reaches for a control, and the control then acts', async () => {
    const { foods } = await firstFoods(t.baseUrl, '?page=1&limit=12&sort=popular');
    const food = foods.find((f) => f.isAvailable) ?? foods[0]!;
    const { page, errors } = await t.newPage(PHONE);
    const appAsked = await openWithPicturesHeld(page, `/menu/${food._id}`);
    const add = page.getByRole('button', { name: /^Add to cart/ }).first();
    await add.waitFor(WAIT);
    expect(await add.isDisabled()).toBe(true);
    // Past DOMContentLoaded the start entry has run: it waits for the picture.
    expect(appAsked).toEqual([]);
    // A real press on the (still disabled) button, not a click the driver would wait to make.
    await add.scrollIntoViewIfNeeded();
    const box = (await add.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.up();
    await expect.poll(() => appAsked.length, WAIT).toBe(1);
    await page.clock.resume();
    await (await addToCartOnceItActs(page)).click();
    await page.getByRole('link', { name: cartLinkName(1) }).waitFor(WAIT);
    expect(errors).toEqual([]);
  });

  it('keeps what a visitor typed and chose while the app was on its way, and acts on it', async () => {
    const { page, errors } = await t.newPage(DESKTOP);
    // The app's own file is held until the visitor is done: all of it happens before the start.
    let release = () => {};
    const held = new Promise<void>((done) => (release = done));
    await page.route(/\/assets\/main-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const appAsked = await openWithPicturesHeld(page, '/menu');
    const pin = page.getByRole('textbox', { name: 'Delivering to which PIN code?' });
    await pin.waitFor(WAIT);
    // Focused without a pointer, as by Tab: the app is asked for all the same.
    await pin.focus();
    await expect.poll(() => appAsked.length, WAIT).toBe(1);
    await pin.pressSequentially('560001');
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price-asc');
    const box = page.getByRole('combobox', { name: 'Search the menu' });
    await box.click();
    await box.pressSequentially('paneer');

    release();
    await page.clock.resume();
    // The box kept its text and its focus: the suggestions for it open without another key.
    const options = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option');
    await options.first().waitFor(WAIT);
    expect(await box.inputValue()).toBe('paneer');
    // The sort chosen is the menu's, in its address.
    // (Polled: the held pictures keep the page from its load event.)
    await expect.poll(() => new URL(page.url()).searchParams.get('sort'), WAIT).toBe('price-asc');
    // The PIN typed is the one checked.
    await page.getByRole('button', { name: 'Check delivery' }).click();
    await page
      .getByTestId('delivery-bar')
      .getByText(/^Deliver to 560001 · /)
      .waitFor(WAIT);
    expect(errors).toEqual([]);
  });

  it('starts after 3 s when the picture never comes', async () => {
    const { page, errors } = await t.newPage(PHONE);
    const appAsked = await openWithPicturesHeld(page, '/menu');
    await page
      .getByRole('button', { name: /^Add to cart: / })
      .first()
      .waitFor(WAIT);
    await page.clock.runFor(2_900);
    expect(appAsked).toEqual([]);
    await page.clock.runFor(200);
    await expect.poll(() => appAsked.length, WAIT).toBe(1);
    await page.clock.resume();
    await addToCartOnceItActs(page, /^Add to cart: /);
    expect(errors).toEqual([]);
  });
});
