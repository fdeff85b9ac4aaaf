import {
  getAllFoodQuerySchema,
  getAllFoodResponseSchema,
  getCategoriesResponseSchema,
  getFoodByCategoryResponseSchema,
  getFoodResponseSchema,
  suggestionsResponseSchema,
} from '@ninetonine/contract';
import { eq, sql } from 'drizzle-orm';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { foods } from '../../db/schema/index';
import { useStaffMenu } from '#test/staff-menu';
import { catalogService } from '#test/catalog-service';
import { useTestApp } from '#test/test-app';
import { toCategoryJson, toFoodJson, toFoodPage, toSuggestionJson } from './catalog.presenter';

const API = '/api/v1';
/** What the routes sent before answers were cached: the response schema's JSON of the data. */
const serialize = <T>(schema: ZodType<T>, data: T) => JSON.stringify(schema.encode(data));

describe('catalog answer cache', () => {
  const t = useTestApp();
  const service = () => catalogService(t.db);

  /** The bytes the uncached pipeline (service, presenter, response schema) makes for a read. */
  async function uncached(url: string): Promise<string> {
    const catalog = service();
    const u = new URL(url, 'http://x');
    const query = Object.fromEntries(u.searchParams);
    const path = u.pathname.slice(API.length);
    if (path === '/foods/getAllFood') {
      const q = getAllFoodQuerySchema.parse(query);
      return serialize(getAllFoodResponseSchema, toFoodPage(await catalog.listFoods(q), q));
    }
    if (path.startsWith('/foods/getFood/')) {
      const food = await catalog.getFood(decodeURIComponent(path.split('/').pop()!));
      return serialize(getFoodResponseSchema, { food: toFoodJson(food) });
    }
    if (path === '/foods/getFoodByCategory/category') {
      const list = await catalog.listFoodsInCategory(query.category!);
      return serialize(getFoodByCategoryResponseSchema, { foods: list.map(toFoodJson) });
    }
    if (path === '/categories') {
      const list = await catalog.listCategories();
      return serialize(getCategoriesResponseSchema, { categories: list.map(toCategoryJson) });
    }
    const list = await catalog.suggest(query.q!);
    return serialize(suggestionsResponseSchema, { suggestions: list.map(toSuggestionJson) });
  }

  it.each([
    '/foods/getAllFood',
    '/foods/getAllFood?page=2&limit=5&sort=price-asc',
    '/foods/getAllFood?search=paneer',
    '/foods/getAllFood?search=burgr&veg=false',
    '/foods/getAllFood?category=pizza&veg=true',
    '/foods/getAllFood?minPrice=100&maxPrice=300&sort=name&limit=100',
    '/foods/getAllFood?page=999',
    '/foods/getFood/margherita',
    '/foods/getFoodByCategory/category?category=pizza',
    '/categories',
    '/foods/suggestions?q=pan',
    '/foods/suggestions?q=a',
  ])('%s: the same bytes as the uncached route, plain, gzip and br', async (path) => {
    const url = `${API}${path}`;
    const expected = await uncached(url);
    const first = await t.app.inject({ url });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers.vary).toBe('accept-encoding');
    expect(first.body).toBe(expected);
    const hitsBefore = t.app.catalog.stats().hits;
    const again = await t.app.inject({ url });
    expect(again.body).toBe(expected);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(t.app.catalog.stats().hits).toBe(hitsBefore + 1);
    for (const [encoding, decode] of [
      ['gzip', gunzipSync],
      ['br', brotliDecompressSync],
    ] as const) {
      const res = await t.app.inject({ url, headers: { 'accept-encoding': encoding } });
      const small = expected.length < 1024;
      expect(res.headers['content-encoding']).toBe(small ? undefined : encoding);
      expect((small ? res.rawPayload : decode(res.rawPayload)).toString()).toBe(expected);
    }
  });

  it('prefers br, honours q-values, and sends plain bytes to clients that take neither', async () => {
    const url = `${API}/foods/getAllFood?limit=30`;
    const encodingFor = async (acceptEncoding: string) =>
      (await t.app.inject({ url, headers: { 'accept-encoding': acceptEncoding } })).headers[
        'content-encoding'
      ];
    expect(await encodingFor('gzip, deflate, br, zstd')).toBe('br');
    expect(await encodingFor('br;q=0.5, gzip')).toBe('gzip');
    expect(await encodingFor('gzip;q=0, br;q=0')).toBeUndefined();
    expect(await encodingFor('identity')).toBeUndefined();
    expect(await encodingFor('*')).toBe('br');
  });

  it('shares one entry between spellings of the same query', async () => {
    const spellings = [
      'limit=7&page=1',
      'limit=7',
      'page=1&limit=7',
      'limit=7&search=%20%20',
      'limit=07&search=',
    ];
    const first = await t.app.inject({ url: `${API}/foods/getAllFood?${spellings[0]}` });
    const before = t.app.catalog.stats();
    for (const query of spellings.slice(1)) {
      const res = await t.app.inject({ url: `${API}/foods/getAllFood?${query}` });
      expect(res.body).toBe(first.body);
      expect(res.headers.etag).toBe(first.headers.etag);
    }
    const after = t.app.catalog.stats();
    expect(after.misses).toBe(before.misses);
    expect(after.hits).toBe(before.hits + spellings.length - 1);
    // Trimmed search text is the same search.
    const a = await t.app.inject({ url: `${API}/foods/suggestions?q=paneer` });
    const misses = t.app.catalog.stats().misses;
    const b = await t.app.inject({ url: `${API}/foods/suggestions?q=%20paneer%20` });
    expect(b.body).toBe(a.body);
    expect(t.app.catalog.stats().misses).toBe(misses);
  });

  it('answers a matching If-None-Match with 304 and no body, from the cache alone', async () => {
    const url = `${API}/foods/getAllFood?sort=newest`;
    const first = await t.app.inject({ url, headers: { 'accept-encoding': 'br' } });
    const { misses } = t.app.catalog.stats();
    const tag = first.headers.etag as string;
    for (const match of [tag, `"other", W/${tag}`, '*']) {
      const res = await t.app.inject({
        url,
        headers: { 'accept-encoding': 'br', 'if-none-match': match },
      });
      expect(res.statusCode).toBe(304);
      expect(res.body).toBe('');
      expect(res.headers.etag).toBe(first.headers.etag);
      expect(res.headers['content-encoding']).toBeUndefined();
    }
    expect(t.app.catalog.stats().misses).toBe(misses);
  });

  it('never caches errors, and gives them no ETag', async () => {
    const before = t.app.catalog.stats();
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject({ url: `${API}/foods/getFood/no-such-food` });
      expect(res.statusCode).toBe(404);
      expect(res.headers.etag).toBeUndefined();
      expect(res.headers['cache-control']).toBe('no-cache');
      const bad = await t.app.inject({ url: `${API}/foods/getAllFood?limit=zero` });
      expect(bad.statusCode).toBe(400);
      expect(bad.headers.etag).toBeUndefined();
    }
    expect(t.app.catalog.stats().misses).toBe(before.misses + 2);
    expect(t.app.catalog.stats().entries).toBe(before.entries);
  });

  it('finds fragments inside words in search and suggestions ("an" finds paneer)', async () => {
    const suggestions = (await t.app.inject({ url: `${API}/foods/suggestions?q=an` })).json<{
      suggestions: { name: string }[];
    }>().suggestions;
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.every((s) => /an/i.test(s.name))).toBe(true);
    const neer = (await t.app.inject({ url: `${API}/foods/suggestions?q=neer` })).json<{
      suggestions: { name: string }[];
    }>().suggestions;
    expect(neer.some((s) => /paneer/i.test(s.name))).toBe(true);
    const found = (
      await t.app.inject({ url: `${API}/foods/getAllFood?search=an&limit=100` })
    ).json<{ foods: { name: string }[] }>().foods;
    expect(found.some((f) => /paneer/i.test(f.name))).toBe(true);
    // Misspellings still work beside fragments.
    const fuzzy = (await t.app.inject({ url: `${API}/foods/suggestions?q=panner` })).json<{
      suggestions: { name: string }[];
    }>().suggestions;
    expect(fuzzy.some((s) => /paneer/i.test(s.name))).toBe(true);
  });

  describe('a dish sold out for today', () => {
    const menu = useStaffMenu(t);

    it('shows available again once its time has come, without any write', async () => {
      const { food } = (await menu.create(menu.newFood({ name: 'Rava Kesari' }))).json<{
        food: { _id: string };
      }>();
      const res = await t.app.inject({
        method: 'PUT',
        url: `${API}/staff/foods/${food._id}/availability`,
        headers: menu.as(),
        payload: { availability: 'sold-out-today' },
      });
      expect(res.statusCode).toBe(200);
      // The next opening, brought near: set behind the app's back, so announced like a write.
      await t.db
        .update(foods)
        .set({ availableAgainAt: sql`now() + interval '2 seconds'` })
        .where(eq(foods.id, food._id));
      await t.app.catalog.changed();
      const url = `${API}/foods/getFood/${food._id}`;
      const available = async () =>
        (await t.app.inject({ url })).json<{ food: { isAvailable: boolean } }>().food.isAvailable;
      expect(await available()).toBe(false);
      const { hits } = t.app.catalog.stats();
      expect(await available()).toBe(false);
      expect(t.app.catalog.stats().hits).toBe(hits + 1);
      // Cached answers last a minute (the TTL); this one must end at the dish's return.
      await expect.poll(available, { timeout: 15_000, interval: 250 }).toBe(true);
    });
  });
});

describe('catalog answer cache bounds', () => {
  const t = useTestApp({ env: { CATALOG_CACHE_ENTRIES: '20', CATALOG_CACHE_MB: '1' } });

  it('keeps at most the configured entries under many distinct queries', async () => {
    for (let i = 0; i < 60; i++) {
      const res = await t.app.inject({ url: `${API}/foods/suggestions?q=random-${i}` });
      expect(res.statusCode).toBe(200);
      expect(t.app.catalog.stats().entries).toBeLessThanOrEqual(20);
    }
    expect(t.app.catalog.stats().entries).toBe(20);
  });

  it('evicts the least recently read answer, a read one kept however often it is read', async () => {
    const read = async (url: string) => {
      const res = await t.app.inject({ url: `${API}${url}` });
      expect(res.statusCode).toBe(200);
    };
    const stats = () => t.app.catalog.stats();
    await read('/categories');
    await read('/categories');
    for (let i = 0; i < 19; i++) await read(`/foods/suggestions?q=lru-${i}`);
    // Read again: now the most recent, so the next new answer evicts lru-0 instead.
    const { hits } = stats();
    await read('/categories');
    await read('/foods/suggestions?q=lru-new');
    await read('/categories');
    expect(stats().hits).toBe(hits + 2);
    const { misses } = stats();
    await read('/foods/suggestions?q=lru-0');
    expect(stats().misses).toBe(misses + 1);
  });

  it('keeps at most the configured bytes, compressed copies included', async () => {
    for (let i = 0; i < 60; i++) {
      // Each a different key with nearly the whole menu: ~40 kB apiece.
      const url = `${API}/foods/getAllFood?limit=100&minPrice=0.${String(i + 1).padStart(2, '0')}`;
      const res = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
      expect(res.statusCode).toBe(200);
      const stats = t.app.catalog.stats();
      expect(stats.bytes).toBeLessThanOrEqual(stats.maxBytes);
    }
    const stats = t.app.catalog.stats();
    expect(stats.maxBytes).toBe(1024 * 1024);
    expect(stats.entries).toBeGreaterThan(1);
  });

  it('drops everything when the menu changes', async () => {
    await t.app.inject({ url: `${API}/categories` });
    const before = t.app.catalog.stats();
    expect(before.entries).toBeGreaterThan(0);
    await t.app.catalog.changed();
    const after = t.app.catalog.stats();
    expect(after.entries).toBe(0);
    expect(after.bytes).toBe(0);
    expect(after.generation).toBe(before.generation + 1);
  });
});
