import type { GetAllFoodResponse } from '@ninetonine/contract';
import { asc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { csrfHeaders, useTestApp } from '#test/test-app';
import { categories, foodImages, foodVariants, foods, images } from '../../db/schema/index';

const long = (n: number) => 'a'.repeat(n);
const injection = encodeURIComponent("'; DROP TABLE foods; --");

/** Malformed reads: each must be a 4xx with a message, never a 500. */
const malformed: [string, string][] = [
  ['page not a number', '/foods/getAllFood?page=abc'],
  ['page zero', '/foods/getAllFood?page=0'],
  ['page negative', '/foods/getAllFood?page=-1'],
  ['page fractional', '/foods/getAllFood?page=1.5'],
  ['page huge', '/foods/getAllFood?page=1e10'],
  ['page beyond 64-bit', '/foods/getAllFood?page=99999999999999999999999'],
  ['page NaN', '/foods/getAllFood?page=NaN'],
  ['page Infinity', '/foods/getAllFood?page=Infinity'],
  ['page empty', '/foods/getAllFood?page='],
  ['page repeated', '/foods/getAllFood?page=1&page=2'],
  ['limit zero', '/foods/getAllFood?limit=0'],
  ['limit negative', '/foods/getAllFood?limit=-5'],
  ['limit NaN', '/foods/getAllFood?limit=NaN'],
  ['limit repeated', '/foods/getAllFood?limit=1&limit=2'],
  ['unknown sort', '/foods/getAllFood?sort=cheapest'],
  ['sort repeated', '/foods/getAllFood?sort=name&sort=popular'],
  ['flag not true/false', '/foods/getAllFood?veg=yes'],
  ['flag as 1', '/foods/getAllFood?spicy=1'],
  ['flag repeated', '/foods/getAllFood?vegan=true&vegan=false'],
  ['negative price', '/foods/getAllFood?minPrice=-1'],
  ['price not a number', '/foods/getAllFood?maxPrice=cheap'],
  ['price NaN', '/foods/getAllFood?minPrice=NaN'],
  ['price Infinity', '/foods/getAllFood?maxPrice=Infinity'],
  ['price huge', '/foods/getAllFood?maxPrice=1e20'],
  ['min above max', '/foods/getAllFood?minPrice=500&maxPrice=100'],
  ['category repeated', '/foods/getAllFood?category=pizza&category=burgers'],
  ['category too long', `/foods/getAllFood?category=${long(65)}`],
  ['category with NUL', '/foods/getAllFood?category=pizza%00'],
  ['search with NUL', '/foods/getAllFood?search=pizza%00'],
  ['search with control chars', '/foods/getAllFood?search=%01%02'],
  ['search too long', `/foods/getAllFood?search=${long(101)}`],
  ['search repeated', '/foods/getAllFood?search=a&search=b'],
  ['food id with NUL', '/foods/getFood/abc%00'],
  ['food id with quotes', `/foods/getFood/${injection}`],
  ['food id too long', `/foods/getFood/${long(65)}`],
  ['food id path traversal', '/foods/getFood/..%2F..%2Fetc%2Fpasswd'],
  ['food id bad percent-encoding', '/foods/getFood/%E0%A4%A'],
  ['food id past the router limit', `/foods/getFood/${long(300)}`],
  ['unknown food id', '/foods/getFood/does-not-exist'],
  ['category missing', '/foods/getFoodByCategory/category'],
  ['category empty', '/foods/getFoodByCategory/category?category='],
  ['category with NUL', '/foods/getFoodByCategory/category?category=%00'],
  ['category as array', '/foods/getFoodByCategory/category?category=a&category=b'],
  ['category injection', `/foods/getFoodByCategory/category?category=${injection}`],
  ['suggestions without q', '/foods/suggestions'],
  ['suggestions q with NUL', '/foods/suggestions?q=pi%00'],
  ['suggestions q too long', `/foods/suggestions?q=${long(101)}`],
  ['suggestions q repeated', '/foods/suggestions?q=pi&q=za'],
  ['image id with NUL', '/images/abc%00'],
  ['image id too long', `/images/${'f'.repeat(65)}`],
  ['unknown image', `/images/${'0'.repeat(64)}`],
  ['image id with quotes', `/images/${injection}`],
  ['unknown route', '/foods/nope'],
  ['unknown nested route', '/foods/getAllFood/extra'],
];

describe('catalog and images: hostile input', () => {
  const t = useTestApp();

  const snapshot = async () => ({
    foods: await t.db.select().from(foods).orderBy(asc(foods.id)),
    categories: await t.db.select().from(categories).orderBy(asc(categories.id)),
    variants: await t.db.select().from(foodVariants).orderBy(asc(foodVariants.id)),
    foodImages: await t.db.select().from(foodImages).orderBy(asc(foodImages.id)),
    images: (await t.db.select({ id: images.id }).from(images)).length,
  });

  it.each(malformed)('%s: 4xx with a message', async (_name, path) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1${path}` });
    expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
    expect(res.statusCode, res.body).toBeLessThan(500);
    const body = res.json<{ message: string }>();
    expect(typeof body.message).toBe('string');
    expect(body.message.length).toBeGreaterThan(0);
  });

  it('explains what was wrong', async () => {
    const res = await t.app.inject({ url: '/api/v1/foods/getAllFood?page=abc' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: expect.stringMatching(/^Page /),
    });
  });

  it('treats SQL in well-formed text as text, and changes nothing', async () => {
    const before = await snapshot();
    for (const text of ["'; DROP TABLE foods; --", "' OR '1'='1", '1" OR "1"="1', '\\']) {
      const q = encodeURIComponent(text);
      const bySearch = await t.app.inject({ url: `/api/v1/foods/getAllFood?search=${q}` });
      expect(bySearch.statusCode).toBe(200);
      expect(bySearch.json<GetAllFoodResponse>().pagination.total).toBe(0);
      const byCategory = await t.app.inject({ url: `/api/v1/foods/getAllFood?category=${q}` });
      expect(byCategory.json<GetAllFoodResponse>().foods).toEqual([]);
      const suggestions = await t.app.inject({ url: `/api/v1/foods/suggestions?q=${q}` });
      expect(suggestions.statusCode).toBe(200);
    }
    for (const [, path] of malformed) await t.app.inject({ url: `/api/v1${path}` });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses writes to read-only catalog paths without touching anything', async () => {
    const before = await snapshot();
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      const res = await t.app.inject({
        method,
        url: '/api/v1/foods/getAllFood',
        headers: { ...csrfHeaders, 'content-type': 'application/json' },
        payload: '{}',
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: 'Route not found' });
    }
    expect(await snapshot()).toEqual(before);
  });
});
