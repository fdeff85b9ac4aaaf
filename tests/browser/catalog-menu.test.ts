import { describe, expect, it } from 'vitest';
import { DESKTOP, openPage, PHONE, useBrowserStack } from './harness';
import { cardNames, firstFoods, h1Text, WAIT } from './catalog-helpers';

describe('menu, dish and category pages', () => {
  const t = useBrowserStack();

  it('goes from the menu to a dish, then to its category', async () => {
    const { page, context, errors } = await openPage(t.browser, t.baseUrl, PHONE);
    await page.goto('/menu', { waitUntil: 'networkidle' });
    const names = await cardNames(page, 'Menu results');
    expect(names.length).toBeGreaterThan(0);
    expect(names.length).toBeLessThanOrEqual(12);

    const firstName = names[0]!;
    await page
      .getByRole('list', { name: 'Menu results' })
      .getByRole('link', { name: firstName })
      .click();
    expect(await page.getByRole('heading', { level: 1, name: firstName }).innerText()).toBe(
      firstName,
    );
    expect(new URL(page.url()).pathname).toMatch(/^\/menu\/[A-Za-z0-9_-]+$/);
    // Every dish photo has its box reserved and a text alternative.
    const imgs = await page.locator('main img').evaluateAll((els) =>
      els.map((e) => ({
        alt: e.getAttribute('alt'),
        w: e.getAttribute('width'),
        h: e.getAttribute('height'),
      })),
    );
    for (const img of imgs) {
      expect(img.alt).not.toBeNull();
      expect(Number(img.w)).toBeGreaterThan(0);
      expect(Number(img.h)).toBeGreaterThan(0);
    }

    const more = page.getByRole('link', { name: /^More from / });
    const categoryName = (await more.innerText()).replace(/^More from\s+/, '').replace(/\s*→$/, '');
    await more.click();
    expect(await h1Text(page)).toBe(categoryName);
    expect(new URL(page.url()).pathname).toMatch(/^\/category\//);
    const categoryDishes = await cardNames(page, `${categoryName} dishes`);
    expect(categoryDishes).toContain(firstName);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('says so for a dish that does not exist', async () => {
    const { page, context } = await openPage(t.browser, t.baseUrl, PHONE);
    await page.goto('/menu/no-such-dish-123', { waitUntil: 'networkidle' });
    expect(await h1Text(page)).toBe("We couldn't find that dish");
    await page.getByRole('link', { name: 'Browse the menu' }).first().waitFor(WAIT);
    await context.close();
  });

  it('keeps the page and every filter in the URL, across a reload', async () => {
    const { page, context, errors } = await openPage(t.browser, t.baseUrl, DESKTOP);
    const all = await firstFoods(t.baseUrl);
    await page.goto('/menu', { waitUntil: 'networkidle' });
    await cardNames(page, 'Menu results');

    if (all.pagination.totalPages > 1) {
      await page
        .getByRole('navigation', { name: 'Pages' })
        .getByRole('link', { name: 'Page 2' })
        .click();
      await page.waitForURL(/[?&]page=2/, WAIT);
      await page.getByText(/^Showing 13–/).waitFor(WAIT);
      await page.reload({ waitUntil: 'networkidle' });
      const current = page.getByRole('link', { name: 'Page 2' });
      expect(await current.getAttribute('aria-current')).toBe('page');
      const page2 = await firstFoods(t.baseUrl, '?page=2&sort=popular');
      expect(await cardNames(page, 'Menu results')).toEqual(page2.foods.map((f) => f.name));
    }

    // A filter starts again from page 1.
    // click, not check(): the box is driven by the URL, which a router transition updates a
    // moment after the click; check() asserts the state synchronously and flakes under load.
    const veg = page.getByRole('checkbox', { name: 'Veg', exact: true });
    await veg.click();
    await page.waitForURL(
      (u) => u.searchParams.get('veg') === 'true' && !u.searchParams.has('page'),
      WAIT,
    );
    expect(await veg.isChecked()).toBe(true);
    await page.getByLabel('Sort by').selectOption('price-asc');
    await page.waitForURL((u) => u.searchParams.get('sort') === 'price-asc', WAIT);
    const max = page.getByRole('spinbutton', { name: 'Max' });
    await max.fill('400');
    await max.press('Enter');
    await page.waitForURL((u) => u.searchParams.get('maxPrice') === '400', WAIT);
    await page.waitForLoadState('networkidle');

    const expected = await firstFoods(
      t.baseUrl,
      '?veg=true&sort=price-asc&maxPrice=400&limit=12&page=1',
    );
    const check = async () => {
      if (expected.foods.length) {
        expect(await cardNames(page, 'Menu results')).toEqual(expected.foods.map((f) => f.name));
      } else {
        await page.getByRole('heading', { name: 'No dishes match' }).waitFor(WAIT);
      }
    };
    await check();

    await page.reload({ waitUntil: 'networkidle' });
    expect(await page.getByRole('checkbox', { name: 'Veg', exact: true }).isChecked()).toBe(true);
    expect(await page.getByLabel('Sort by').inputValue()).toBe('price-asc');
    expect(await page.getByRole('spinbutton', { name: 'Max' }).inputValue()).toBe('400');
    await check();

    // Clearing keeps the sort but drops the filters.
    await page.getByRole('button', { name: 'Clear all filters' }).first().click();
    await page.waitForURL((u) => u.search === '?sort=price-asc', WAIT);
    expect(await page.getByRole('spinbutton', { name: 'Max' }).inputValue()).toBe('');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('filters by category from the menu', async () => {
    const { page, context } = await openPage(t.browser, t.baseUrl, PHONE);
    await page.goto('/menu', { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: /Filters/ }).click();
    const select = page.getByLabel('Category');
    const options = await select
      .locator('option')
      .evaluateAll((els) =>
        els.map((e) => ({ value: (e as HTMLOptionElement).value, label: e.textContent ?? '' })),
      );
    const target = options.find((o) => o.value);
    expect(target).toBeDefined();
    await select.selectOption(target!.value);
    await page.waitForURL((u) => u.searchParams.get('category') === target!.value, WAIT);
    await page.getByRole('heading', { level: 2, name: target!.label }).waitFor(WAIT);
    const expected = await firstFoods(
      t.baseUrl,
      `?category=${target!.value}&sort=popular&limit=12`,
    );
    if (expected.foods.length) {
      expect(await cardNames(page, 'Menu results')).toEqual(expected.foods.map((f) => f.name));
    }
    await context.close();
  });
});
