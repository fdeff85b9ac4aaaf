import { beforeAll, describe, expect, it } from 'vitest';
import type { Suggestion } from '@ninetonine/contract';
import { DESKTOP, openPage, PHONE, useBrowserStack } from './harness';
import { apiGet, cardNames, h1Text, someFood, WAIT } from './catalog-helpers';

describe('search', () => {
  const t = useBrowserStack();
  /** A word from a real dish name that the suggestions endpoint answers with several dishes. */
  let term: string;
  let suggestions: Suggestion[];
  beforeAll(async () => {
    const food = await someFood(t.baseUrl);
    const words = food.name.split(/\s+/).filter((w) => w.length >= 3);
    term = words[0] ?? food.name;
    suggestions = (
      await apiGet<{ suggestions: Suggestion[] }>(
        t.baseUrl,
        `/foods/suggestions?q=${encodeURIComponent(term)}`,
      )
    ).suggestions;
  });

  it('suggests dishes as you type and opens one chosen with the keyboard', async () => {
    expect(suggestions.length).toBeGreaterThan(0);
    const { page, context, errors } = await openPage(t.browser, t.baseUrl, PHONE);
    await page.goto('/menu', { waitUntil: 'networkidle' });
    const box = page.getByRole('combobox', { name: 'Search the menu' });
    await box.click();
    await box.pressSequentially(term, { delay: 40 });
    const listbox = page.getByRole('listbox', { name: 'Suggestions' });
    await listbox.waitFor(WAIT);
    const options = listbox.getByRole('option');
    await options.first().waitFor(WAIT);
    expect(await options.count()).toBeLessThanOrEqual(8);
    expect(await box.getAttribute('aria-expanded')).toBe('true');
    expect(await box.getAttribute('aria-activedescendant')).toBeNull();

    await box.press('ArrowDown');
    const firstId = await options.first().getAttribute('id');
    expect(await box.getAttribute('aria-activedescendant')).toBe(firstId);
    expect(await options.first().getAttribute('aria-selected')).toBe('true');
    // Up from the first wraps to the last, down comes back to the first.
    await box.press('ArrowUp');
    expect(await options.last().getAttribute('aria-selected')).toBe('true');
    await box.press('ArrowDown');
    expect(await options.first().getAttribute('aria-selected')).toBe('true');

    // Escape closes the list; ArrowDown opens it again.
    await box.press('Escape');
    expect(await box.getAttribute('aria-expanded')).toBe('false');
    await box.press('ArrowDown');
    expect(await box.getAttribute('aria-expanded')).toBe('true');
    const chosen = (await options.first().innerText()).split('\n')[0]!.trim();
    await box.press('Enter');

    await page.waitForURL(/\/menu\/[A-Za-z0-9_-]+$/, WAIT);
    expect(await h1Text(page)).toBe(chosen);
    expect(await box.inputValue()).toBe('');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('Enter searches: results at /search?q=, kept across a reload', async () => {
    const { page, context, errors } = await openPage(t.browser, t.baseUrl, DESKTOP);
    await page.goto('/', { waitUntil: 'networkidle' });
    const box = page.getByRole('combobox', { name: 'Search the menu' });
    await box.fill(term);
    await box.press('Enter');
    await page.waitForURL(
      (u) => u.pathname === '/search' && u.searchParams.get('q') === term,
      WAIT,
    );
    expect(await h1Text(page)).toBe(`Results for “${term}”`);
    const results = await cardNames(page, 'Search results');
    expect(results.length).toBeGreaterThan(0);
    expect(results.some((n) => n.toLowerCase().includes(term.toLowerCase()))).toBe(true);
    await page.getByRole('navigation', { name: 'Quick matches' }).waitFor(WAIT);

    await page.reload({ waitUntil: 'networkidle' });
    expect(await h1Text(page)).toBe(`Results for “${term}”`);
    expect(await box.inputValue()).toBe(term);
    expect(await cardNames(page, 'Search results')).toEqual(results);

    // Escape with the list closed clears the box.
    await box.focus();
    await box.press('Escape');
    await box.press('Escape');
    expect(await box.inputValue()).toBe('');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('says so when nothing matches', async () => {
    const { page, context } = await openPage(t.browser, t.baseUrl, PHONE);
    await page.goto('/search?q=zzzqqqxxy', { waitUntil: 'networkidle' });
    await page
      .getByRole('heading', { name: 'Nothing on the menu matches “zzzqqqxxy”' })
      .waitFor(WAIT);
    await page.getByRole('link', { name: 'Browse the full menu' }).waitFor(WAIT);
    await context.close();
  });
});
