import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { submitSignIn } from './auth-helpers';
import { cardNames, someCategory } from './catalog-helpers';
import { DESKTOP, useBrowserStack, WAIT } from './harness';
import { createStaffAccount } from './staff-helpers';

/** A photo-like JPEG, as a phone would send. */
const photo = (width: number, height: number) =>
  sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#c0603a',
      noise: { type: 'gaussian', mean: 120, sigma: 30 },
    },
  })
    .jpeg()
    .toBuffer();

/**
 * A link click inside the app (React Router), keeping this tab's cached data: the storefront
 * has no link to the staff side.
 */
async function goWithinApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForURL((url) => url.pathname + url.search === path);
}

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('the staff menu (/admin/menu)', () => {
  const t = useBrowserStack();

  it('creates a food with pictures, shows it first on /menu, edits it, sells it out and deletes it', async () => {
    const category = await someCategory(t.baseUrl);
    const staff = await createStaffAccount(t, 'staff');
    const { page, errors } = await t.newPage({ width: 360, height: 800 });

    // A staff member who was looking at the menu (so this tab has it cached) opens the editor.
    // The storefront's paged list is the wide screen's /menu (a phone shows the menu grouped,
    // decision 0050); the editor is used on the phone.
    await page.setViewportSize(DESKTOP);
    await page.goto('/signin?redirect=%2Fmenu');
    await submitSignIn(page, staff.email, staff.password);
    await expect.poll(async () => (await cardNames(page, 'Menu results')).length, WAIT).toBe(12);
    await page.setViewportSize({ width: 360, height: 800 });
    await goWithinApp(page, '/admin/menu/new');
    await page.getByRole('heading', { name: 'New dish', level: 1 }).waitFor(WAIT);

    // Wrong first: the form says what is wrong next to each field, before sending anything.
    await page.getByRole('button', { name: 'Create dish' }).click();
    await page.getByText('Enter a name').waitFor();
    await page.getByText('Choose a category').last().waitFor();
    await page.getByText('Enter a price').waitFor();

    const name = 'Smoked Jackfruit Biryani';
    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByLabel('Description').fill('Slow-cooked, sealed with dough, smoked with coal.');
    await page.getByLabel('Category', { exact: true }).selectOption(category._id);
    await page.getByLabel('Price of size 1', { exact: true }).fill('320');
    await page.getByLabel('Discounted price of size 1').fill('350');
    await page.getByRole('button', { name: 'Add a size' }).click();
    await page.getByLabel('Size of size 2', { exact: true }).fill('Family');
    await page.getByLabel('Price of size 2', { exact: true }).fill('599.50');
    // Dietary facts are three-state radios (decision 0049): vegetarian stated, nuts not stated.
    const meat = page.getByRole('group', { name: 'Meat, fish or egg' });
    expect(await meat.getByRole('radio', { name: 'Not stated' }).isChecked()).toBe(true);
    await meat.getByRole('radio', { name: 'Free of (Vegetarian)' }).check();
    // A required pick-one option group, with a free and a priced option.
    await page.getByRole('button', { name: 'Add an option group' }).click();
    await page.getByLabel('Group name of group 1', { exact: true }).fill('Spice level');
    await page.getByLabel('Option 1 of group 1', { exact: true }).fill('Mild');
    await page.getByRole('button', { name: 'Add an option to group 1' }).click();
    await page.getByLabel('Option 2 of group 1', { exact: true }).fill('Smoky hot');
    await page.getByLabel('Adds (₹) for option 2 of group 1', { exact: true }).fill('15');
    await page.getByRole('button', { name: 'Create dish' }).click();
    await page.getByText('The discounted price must be below the price').waitFor();
    await page.getByLabel('Discounted price of size 1').fill('289');

    // Two pictures; the second becomes the cover.
    await page.getByLabel('Add pictures').setInputFiles([
      { name: 'pot.jpg', mimeType: 'image/jpeg', buffer: await photo(1600, 1200) },
      { name: 'plate.jpg', mimeType: 'image/jpeg', buffer: await photo(900, 600) },
    ]);
    await page.getByRole('img', { name: 'Picture 2 of 2' }).waitFor(WAIT);
    const first = await page
      .getByRole('img', { name: 'Picture 1 of 2 (cover)' })
      .getAttribute('src');
    await page.getByRole('button', { name: 'Move picture 2 left' }).click();
    const cover = page.getByRole('img', { name: 'Picture 1 of 2 (cover)' });
    expect(await cover.getAttribute('src')).not.toBe(first);
    expect(await cover.getAttribute('srcset')).toMatch(/ 320w, .* 640w, .* 900w$/);
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);

    await page.getByRole('button', { name: 'Create dish' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/menu', WAIT);
    await page.getByRole('status').getByText(`${name} was saved.`).waitFor(WAIT);

    // The storefront: first in this tab's menu at once
    // (docs/storefront-contract.md#food-cache-rules), with its pictures in widths.
    await page.setViewportSize(DESKTOP);
    await page.getByRole('link', { name: 'View the shop' }).click();
    await page.waitForURL((url) => url.pathname === '/', WAIT);
    await page.getByRole('link', { name: 'Explore the menu' }).click();
    await expect.poll(async () => (await cardNames(page, 'Menu results'))[0], WAIT).toBe(name);
    const card = page.getByRole('article', { name });
    expect(await card.locator('img').getAttribute('srcset')).toMatch(/ 320w, .* 640w, .* 900w$/);
    // And for anyone, on the next request.
    await page.goto('/menu?sort=newest');
    await expect.poll(async () => (await cardNames(page, 'Menu results'))[0], WAIT).toBe(name);

    // Edit: a new name and price, seen on the dish's own page.
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto('/admin/menu');
    await page.getByLabel('Search the menu').fill('jackfruit');
    await page.getByRole('link', { name: `Edit ${name}` }).click();
    await page.getByRole('heading', { name: `Edit ${name}` }).waitFor(WAIT);
    expect(await page.getByLabel('Price of size 2', { exact: true }).inputValue()).toBe('599.5');
    const renamed = 'Smoked Jackfruit Dum Biryani';
    await page.getByLabel('Name', { exact: true }).fill(renamed);
    await page.getByLabel('Price of size 1', { exact: true }).fill('330');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByRole('status').getByText(`${renamed} was saved.`).waitFor(WAIT);
    await page.getByLabel('Search the menu').fill('jackfruit');

    // One option sold out for today from the menu screen too (issue 34, item 2), not only from
    // the board: the storefront offers the dish without it.
    const optionsOf = page
      .locator('summary')
      .filter({ hasText: new RegExp(`^Options.* of ${renamed}$`) });
    await optionsOf.click();
    await page.getByRole('button', { name: `Sold out today: ${renamed}: Smoky hot` }).click();
    await page.getByRole('button', { name: `Back on: ${renamed}: Smoky hot` }).waitFor(WAIT);
    expect(await optionsOf.textContent()).toBe(`Options · 1 sold out of ${renamed}`);
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
    const dishPath = await page
      .getByRole('link', { name: renamed, exact: true })
      .getAttribute('href');
    await page.goto(dishPath!.replace('/admin', ''));
    const smoky = page.getByRole('radio', { name: /^Smoky hot Sold out$/ });
    await smoky.waitFor(WAIT);
    expect(await smoky.isDisabled()).toBe(true);
    await page.goto('/admin/menu');
    await page.getByLabel('Search the menu').fill('jackfruit');
    await optionsOf.click();
    await page.getByRole('button', { name: `Back on: ${renamed}: Smoky hot` }).click();
    await page.getByRole('button', { name: `Sold out today: ${renamed}: Smoky hot` }).waitFor(WAIT);

    // Sold out: said on the storefront, and it cannot go in the cart.
    await page.getByLabel(`Availability of ${renamed}`).selectOption('sold-out');
    await expect
      .poll(() => page.getByLabel(`Availability of ${renamed}`).isEnabled(), WAIT)
      .toBe(true);
    const link = await page.getByRole('link', { name: renamed, exact: true }).getAttribute('href');
    const id = link!.split('/').pop()!;
    await page.goto(`/menu/${id}`);
    await page.getByRole('heading', { name: renamed, level: 1 }).waitFor(WAIT);
    await page.getByText('Sold out. It will be back on the menu soon.').waitFor();
    // The dish asks for its spice level; it claims Veg and nothing about nuts.
    await page.getByRole('radio', { name: 'Mild' }).waitFor();
    await page.getByRole('radio', { name: /^Smoky hot \+₹15/ }).waitFor();
    const chips = page.getByRole('list', { name: 'Dietary information' }).first();
    await chips.getByText('Veg', { exact: true }).waitFor();
    expect(await chips.getByText(/nut/i).count()).toBe(0);
    expect(await page.getByRole('button', { name: /add to cart/i }).count()).toBe(0);
    await page.goto('/menu?sort=newest');
    const soldOut = page.getByRole('article', { name: renamed });
    await soldOut.getByText('Sold out', { exact: true }).waitFor(WAIT);

    // Delete, undo, delete: the storefront no longer lists it.
    await page.goto('/admin/menu');
    await page.getByLabel('Search the menu').fill('jackfruit');
    await page.getByRole('button', { name: `Delete ${renamed}` }).click();
    await page.getByText(`${renamed} was deleted.`).waitFor(WAIT);
    await page.getByRole('button', { name: 'Undo' }).click();
    await page.getByText(`${renamed} is back on the menu.`).waitFor(WAIT);
    await page.getByRole('button', { name: `Delete ${renamed}` }).click();
    await page.getByText(`${renamed} was deleted.`).waitFor(WAIT);
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
    await page.goto('/menu?sort=newest');
    await expect
      .poll(async () => (await cardNames(page, 'Menu results'))[0], WAIT)
      .not.toBe(renamed);
    expect(await cardNames(page, 'Menu results')).not.toContain(renamed);
    await page.goto(`/menu/${id}`);
    await page.getByRole('heading', { name: "We couldn't find that dish", level: 1 }).waitFor(WAIT);
    expect(errors.filter((e) => !/status of 404/.test(e))).toEqual([]);
  }, 240_000);
});
