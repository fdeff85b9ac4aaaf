import type { GetAllFoodResponse, Suggestion } from '@ninetonine/contract';
import { SUGGESTIONS_MAX } from '@ninetonine/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp, type TestApp } from '#test/test-app';

/** The suggestions one test app answers for a text. */
const suggestionsOf = (t: TestApp) => async (q: string) => {
  const res = await t.app.inject({ url: `/api/v1/foods/suggestions?q=${encodeURIComponent(q)}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ suggestions: Suggestion[] }>().suggestions;
};

describe('typo-tolerant search', () => {
  const t = useTestApp();

  const search = async (term: string, extra = '') => {
    const url = `/api/v1/foods/getAllFood?limit=100&search=${encodeURIComponent(term)}${extra}`;
    const res = await t.app.inject({ url });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<GetAllFoodResponse>();
  };
  const suggest = suggestionsOf(t);

  it.each([
    ['burgr', 'Burger'],
    ['panner', 'Paneer'],
    ['biryni', 'Biryani'],
    ['margarita', 'Margherita'],
    ['chiken', 'Chicken'],
    ['lasi', 'Lassi'],
  ])('"%s" finds %s dishes first', async (term, word) => {
    const body = await search(term);
    expect(body.foods.length).toBeGreaterThan(0);
    expect(body.foods[0]!.name).toContain(word);
    expect(body.pagination.total).toBe(body.foods.length);
  });

  it('ranks the closest names first and keeps unrelated dishes out', async () => {
    const names = (await search('burgr')).foods.map((f) => f.name);
    const burgers = names.filter((n) => n.includes('Burger'));
    expect(burgers.length).toBeGreaterThanOrEqual(6);
    expect(names.slice(0, burgers.length)).toEqual(burgers);
    expect(names).not.toContain('Masala Chai');
  });

  it('matches descriptions and category names too', async () => {
    const cardamom = (await search('cardamom')).foods.map((f) => f.name);
    expect(cardamom).toEqual(expect.arrayContaining(['Warm Gulab Jamun', 'Masala Chai']));
    const desserts = (await search('desert')).foods;
    expect(desserts.length).toBeGreaterThanOrEqual(6);
    expect(desserts.every((f) => f.category.slug === 'desserts')).toBe(true);
  });

  it('combines with filters and an explicit sort', async () => {
    const body = await search('paneer', '&veg=true&sort=price-asc');
    expect(body.foods.length).toBeGreaterThanOrEqual(4);
    expect(body.foods.every((f) => f.isVeg)).toBe(true);
    const prices = body.foods.map((f) =>
      Math.min(...f.variants.map((v) => v.priceAfterDiscount ?? v.price)),
    );
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('treats LIKE wildcards and quotes as plain text', async () => {
    expect((await search('%')).foods).toEqual([]);
    expect((await search('_')).foods).toEqual([]);
    expect((await search("' or 1=1 --")).foods).toEqual([]);
  });

  it('an empty or blank search lists everything', async () => {
    const blank = await search('   ');
    const none = await t.app.inject({ url: '/api/v1/foods/getAllFood?limit=100' });
    expect(blank.foods).toEqual(none.json<GetAllFoodResponse>().foods);
  });

  describe('suggestions', () => {
    it('puts names starting with the text first', async () => {
      const list = await suggest('pan');
      expect(list.length).toBeGreaterThan(0);
      // Both start with "Pan": the more popular one first.
      expect(list[0]!.name).toBe('Paneer Butter Masala');
      const starts = list.filter((s) => s.name.toLowerCase().startsWith('pan'));
      expect(list.slice(0, starts.length)).toEqual(starts);
      expect(list[0]).toEqual({
        _id: expect.any(String),
        name: 'Paneer Butter Masala',
        slug: 'paneer-butter-masala',
        category: 'Curries',
        image: expect.stringMatching(/^\/api\/v1\/images\/[0-9a-f]{64}$/),
      });
    });

    it('forgives typos', async () => {
      expect((await suggest('burgr')).every((s) => s.name.includes('Burger'))).toBe(true);
      expect((await suggest('panner'))[0]!.name).toContain('Paneer');
    });

    it(`returns at most ${SUGGESTIONS_MAX}, and nothing for fewer than 2 characters`, async () => {
      expect((await suggest('pa')).length).toBe(SUGGESTIONS_MAX);
      expect(await suggest('')).toEqual([]);
      expect(await suggest('p')).toEqual([]);
      expect(await suggest('  ')).toEqual([]);
      expect(await suggest('zzqx')).toEqual([]);
    });
  });
});

describe('typo-tolerant suggestions on the large menu', () => {
  // The large menu is this run's template (test/database-templates.ts), made once per run.
  const suggest = suggestionsOf(useTestApp({ seed: 'large' }));

  // Its speed is measured by bench/catalog-reads.mjs, never by a test.
  it('stays capped and finds slips on a 10,000-food menu', async () => {
    const list = await suggest('biryni');
    expect(list).toHaveLength(SUGGESTIONS_MAX);
    expect(list.every((s) => s.name.includes('Biryani'))).toBe(true);
    const prefixed = await suggest('smoky lamb');
    expect(prefixed[0]!.name.startsWith('Smoky Lamb')).toBe(true);
  }, 60_000);
});
