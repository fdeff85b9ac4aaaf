import { beforeAll, describe, expect, it } from 'vitest';
import type { Suggestion } from '@ninetonine/contract';
import type { Locator } from 'playwright-core';
import { DESKTOP, gotoSettled, networkSettled, PHONE, useBrowserStack, WAIT } from './harness';
import { apiGet, cardNames, h1Text, someFood } from './catalog-helpers';

describe('search', () => {
  const t = useBrowserStack({ settles: true });
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
    const { page, errors } = await t.newPage(PHONE);
    await gotoSettled(page, '/menu');
    const box = page.getByRole('combobox', { name: 'Search the menu' });
    await box.click();
    await box.pressSequentially(term, { delay: 40 });
    const listbox = page.getByRole('listbox', { name: 'Suggestions' });
    await listbox.waitFor(WAIT);
    const options = listbox.getByRole('option');
    await options.first().waitFor(WAIT);
    await expect.poll(() => options.count(), WAIT).toBeLessThanOrEqual(8);
    await expect.poll(() => box.getAttribute('aria-expanded'), WAIT).toBe('true');
    await expect.poll(() => box.getAttribute('aria-activedescendant'), WAIT).toBeNull();

    const selected = (option: Locator) => option.getAttribute('aria-selected');
    await box.press('ArrowDown');
    const firstId = await options.first().getAttribute('id');
    await expect.poll(() => box.getAttribute('aria-activedescendant'), WAIT).toBe(firstId);
    await expect.poll(() => selected(options.first()), WAIT).toBe('true');
    // Up from the first wraps to the last, down comes back to the first.
    await box.press('ArrowUp');
    await expect.poll(() => selected(options.last()), WAIT).toBe('true');
    await box.press('ArrowDown');
    await expect.poll(() => selected(options.first()), WAIT).toBe('true');

    // Escape closes the list; ArrowDown opens it again.
    await box.press('Escape');
    await expect.poll(() => box.getAttribute('aria-expanded'), WAIT).toBe('false');
    await box.press('ArrowDown');
    await expect.poll(() => box.getAttribute('aria-expanded'), WAIT).toBe('true');
    const chosen = (await options.first().innerText()).split('\n')[0]!.trim();
    await box.press('Enter');

    await page.waitForURL(/\/menu\/[A-Za-z0-9_-]+$/, WAIT);
    await expect.poll(() => h1Text(page), WAIT).toBe(chosen);
    await expect.poll(() => box.inputValue(), WAIT).toBe('');
    expect(errors).toEqual([]);
  });

  it('Enter searches: results at /search?q=, kept across a reload', async () => {
    const { page, errors } = await t.newPage(DESKTOP);
    await gotoSettled(page, '/');
    const box = page.getByRole('combobox', { name: 'Search the menu' });
    await box.fill(term);
    await box.press('Enter');
    await page.waitForURL(
      (u) => u.pathname === '/search' && u.searchParams.get('q') === term,
      WAIT,
    );
    await expect.poll(() => h1Text(page), WAIT).toBe(`Results for “${term}”`);
    const searchCards = () => cardNames(page, 'Search results');
    const matches = (names: string[]) =>
      names.some((n) => n.toLowerCase().includes(term.toLowerCase()));
    await expect.poll(async () => matches(await searchCards()), WAIT).toBe(true);
    const results = await searchCards();
    expect(results.length).toBeGreaterThan(0);
    expect(matches(results)).toBe(true);
    // Quick matches never repeat a card shown below them (issue 34, item 14).
    const quick = page.getByRole('navigation', { name: 'Quick matches' });
    const chips = (await quick.count()) > 0 ? await quick.getByRole('link').allTextContents() : [];
    expect(chips.filter((chip) => results.includes(chip))).toEqual([]);
    // Found as typed: nothing to say about how it was read.
    expect(await page.getByTestId('search-read-as').count()).toBe(0);

    await page.reload();
    await networkSettled(page);
    await expect.poll(() => h1Text(page), WAIT).toBe(`Results for “${term}”`);
    await expect.poll(() => box.inputValue(), WAIT).toBe(term);
    await expect.poll(searchCards, WAIT).toEqual(results);

    // Escape with the list closed clears the box.
    await box.focus();
    await box.press('Escape');
    await box.press('Escape');
    await expect.poll(() => box.inputValue(), WAIT).toBe('');
    expect(errors).toEqual([]);
  });

  it('says what a misspelt search was read as (issue 34, item 14)', async () => {
    // The demo menu's biryanis, as customers often spell them.
    const { page, errors } = await t.newPage(PHONE);
    await page.goto('/search?q=biriyani');
    await expect
      .poll(() => page.getByTestId('search-read-as').textContent(), WAIT)
      .toBe('Showing results for “biryani”');
    const found = await cardNames(page, 'Search results');
    expect(found.some((name) => /biryani/i.test(name))).toBe(true);
    expect(errors).toEqual([]);
  });

  it('leaves an Enter that confirms an input method composition to the input method', async () => {
    const { page, errors } = await t.newPage(DESKTOP);
    await gotoSettled(page, '/menu');
    const box = page.getByRole('combobox', { name: 'Search the menu' });
    await box.click();
    await box.pressSequentially(term, { delay: 40 });
    const options = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option');
    await options.first().waitFor(WAIT);
    await box.press('ArrowDown');
    await expect.poll(() => options.first().getAttribute('aria-selected'), WAIT).toBe('true');

    // What a browser sends while an IME composes (isComposing), and what Safari sends for the
    // key that ends it (keyCode 229): neither opens the highlighted dish nor searches.
    type KeyInit = { key: string; isComposing?: boolean; keyCode?: number };
    const keydown = (init: KeyInit) =>
      box.evaluate((input, { key, isComposing = false, keyCode }: KeyInit) => {
        const event = new KeyboardEvent('keydown', {
          key,
          isComposing,
          bubbles: true,
          cancelable: true,
        });
        if (keyCode) Object.defineProperty(event, 'keyCode', { value: keyCode });
        input.dispatchEvent(event);
      }, init);
    await keydown({ key: 'Enter', isComposing: true });
    await keydown({ key: 'Enter', keyCode: 229 });
    await keydown({ key: 'ArrowDown', isComposing: true });
    expect(await options.first().getAttribute('aria-selected')).toBe('true');
    // Keys after the composition work again; had an Enter above acted, the page would have left.
    await box.press('Escape');
    await expect.poll(() => box.getAttribute('aria-expanded'), WAIT).toBe('false');
    expect(new URL(page.url()).pathname).toBe('/menu');
    expect(await box.inputValue()).toBe(term);
    await box.press('Enter');
    await page.waitForURL((u) => u.pathname === '/search' && u.searchParams.get('q') === term);
    expect(errors).toEqual([]);
  });

  it('says so when nothing matches', async () => {
    const { page } = await t.newPage(PHONE);
    await gotoSettled(page, '/search?q=zzzqqqxxy');
    await page
      .getByRole('heading', { name: 'Nothing on the menu matches “zzzqqqxxy”' })
      .waitFor(WAIT);
    await page.getByRole('link', { name: 'Browse the full menu' }).waitFor(WAIT);
  });
});
