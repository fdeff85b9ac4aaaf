import type { GetAllFoodResponse } from '@ninetonine/contract';
import { API_BASE_PATH, SEARCH_WORDS_MAX } from '@ninetonine/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '#test/test-app';

/**
 * A text search cannot stall the database (decision 0074): its length and words are bounded
 * (a 400 beyond them), wildcards are characters, and searches the database scores take turns,
 * so a request for the menu is served while hostile searches arrive with it.
 */
describe('the bounds of a text search', () => {
  const t = useTestApp();
  let client = 0;
  // Each request from its own address: the search rate limit is not what is under test.
  const get = (url: string) =>
    t.app.inject({
      method: 'GET',
      url: `${API_BASE_PATH}${url}`,
      remoteAddress: `10.74.${(client >> 8) & 255}.${client++ & 255}`,
    });
  const q = (text: string) => encodeURIComponent(text);
  const words = (n: number) => Array.from({ length: n }, (_, i) => `pan${i}`).join(' ');

  it(`refuses more than ${SEARCH_WORDS_MAX} words, or 100 characters, with a message`, async () => {
    for (const url of [
      `/foods/getAllFood?search=${q(words(SEARCH_WORDS_MAX + 1))}`,
      `/foods/suggestions?q=${q(words(SEARCH_WORDS_MAX + 1))}`,
      `/foods/getAllFood?search=${q('पनीर '.repeat(30))}`,
      `/foods/getAllFood?search=${'a'.repeat(101)}`,
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json<{ message: string }>().message, url).toMatch(/words|100 characters/);
    }
    expect((await get(`/foods/getAllFood?search=${q(words(SEARCH_WORDS_MAX))}`)).statusCode).toBe(
      200,
    );
  });

  it('reads wildcards as characters: a pattern of them matches nothing', async () => {
    for (const pattern of ['%'.repeat(100), '_'.repeat(100), '%_'.repeat(50), '\\%'.repeat(50)]) {
      const res = await get(`/foods/getAllFood?search=${q(pattern)}`);
      expect(res.statusCode, pattern).toBe(200);
      expect(res.json<GetAllFoodResponse>().pagination.total, pattern).toBe(0);
      expect((await get(`/foods/suggestions?q=${q(pattern)}`)).json()).toEqual({
        suggestions: [],
      });
    }
  });

  it('serves the menu while hostile searches scored in SQL arrive with it', async () => {
    // Beyond ASCII, so the database scores them; the longest terms allowed, all distinct.
    const hostile = Array.from({ length: 12 }, (_, i) =>
      `पनीर${i} %_क्ष ${'म'.repeat(20)} _%${i} ടിക്ക%%%% ${'%_'.repeat(20)}`.slice(0, 100),
    );
    const answers = await Promise.all([
      ...hostile.map((term) => get(`/foods/getAllFood?search=${q(term)}`)),
      get('/foods/getAllFood?page=1'),
      get('/foods/suggestions?q=pan'),
    ]);
    const menu = answers[hostile.length]!;
    expect(menu.statusCode).toBe(200);
    expect(menu.json<GetAllFoodResponse>().foods.length).toBeGreaterThan(0);
    expect(answers[hostile.length + 1]!.statusCode).toBe(200);
    const searches = answers.slice(0, hostile.length);
    // Each either answered (nothing matches) or was turned away in words; none failed.
    for (const res of searches) {
      expect([200, 503]).toContain(res.statusCode);
      if (res.statusCode === 200) expect(res.json<GetAllFoodResponse>().pagination.total).toBe(0);
      else expect(res.json<{ message: string }>().message).toMatch(/try again/i);
    }
    // At most one runs and eight wait (search-gate.unit.test.ts counts it): the rest of a burst
    // is refused rather than queued in front of everyone else.
    expect(searches.filter((r) => r.statusCode === 503).length).toBeLessThanOrEqual(3);
    // And after them, a search is served as usual.
    expect((await get(`/foods/getAllFood?search=${q('पनीर')}`)).statusCode).toBe(200);
  });
});
