import type { Category, Food, GetAllFoodResponse } from '@ninetonine/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '#test/test-app';
import { foods } from '../../db/schema/index';

/** The cheapest size's price after discount, as the API's price filters and sorts see it. */
const effective = (f: Food) => Math.min(...f.variants.map((v) => v.priceAfterDiscount ?? v.price));

describe('GET /api/v1/foods/getAllFood', () => {
  const t = useTestApp();
  let all: Food[] = [];
  let total = 0;

  const list = async (query: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/foods/getAllFood?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<GetAllFoodResponse>();
  };

  beforeAll(async () => {
    const body = await list('limit=100');
    all = body.foods;
    total = body.pagination.total;
  });

  it('defaults to page 1 of 12, most popular first', async () => {
    const body = await list('');
    expect(body.pagination).toEqual({
      page: 1,
      limit: 12,
      total,
      totalPages: Math.ceil(total / 12),
    });
    expect(body.foods).toHaveLength(12);
    expect(body.foods.map((f) => f._id)).toEqual(all.slice(0, 12).map((f) => f._id));
    expect(body.foods[0]!.name).toBe('Old Delhi Butter Chicken');
  });

  it('shapes foods per the contract: _id, image URLs, ordered sizes in rupees', async () => {
    const body = await list('search=pancake');
    const stack = body.foods.find((f) => f.name === 'Buttermilk Pancake Stack')!;
    expect(stack).toMatchObject({
      _id: expect.any(String),
      slug: 'buttermilk-pancake-stack',
      category: { name: 'Breakfast', slug: 'breakfast' },
      isVeg: true,
      isAvailable: true,
    });
    expect(stack.foodImages).toHaveLength(1);
    expect(stack.foodImages[0]).toMatch(/^\/api\/v1\/images\/[0-9a-f]{64}$/);
    expect(stack.variants).toEqual([
      { size: '3 pancakes', price: 229, priceAfterDiscount: null },
      { size: '5 pancakes', price: 299, priceAfterDiscount: 269 },
    ]);
  });

  it('pages without overlap or gaps, and the last page is short', async () => {
    const limit = 7;
    const seen: string[] = [];
    const pages = Math.ceil(total / limit);
    for (let page = 1; page <= pages; page++) {
      const body = await list(`limit=${limit}&page=${page}`);
      expect(body.pagination).toEqual({ page, limit, total, totalPages: pages });
      expect(body.foods.length).toBe(page < pages ? limit : total - limit * (pages - 1));
      seen.push(...body.foods.map((f) => f._id));
    }
    expect(seen).toEqual(all.map((f) => f._id));
    const past = await list(`limit=${limit}&page=${pages + 1}`);
    expect(past.foods).toEqual([]);
    expect(past.pagination).toEqual({ page: pages + 1, limit, total, totalPages: pages });
  });

  it('caps limit at 100', async () => {
    const body = await list('limit=5000');
    expect(body.pagination.limit).toBe(100);
  });

  it('filters by category slug or id', async () => {
    const cats = (await t.app.inject({ url: '/api/v1/categories' })).json<{
      categories: Category[];
    }>().categories;
    const pizza = cats.find((c) => c.slug === 'pizza')!;
    const bySlug = await list('category=pizza&limit=100');
    const byId = await list(`category=${pizza._id}&limit=100`);
    expect(bySlug.foods.length).toBe(pizza.foodCount);
    expect(bySlug.foods.every((f) => f.category.slug === 'pizza')).toBe(true);
    expect(byId.foods).toEqual(bySlug.foods);
    const unknown = await list('category=no-such-thing');
    expect(unknown).toEqual({
      foods: [],
      pagination: { page: 1, limit: 12, total: 0, totalPages: 0 },
    });
  });

  it('filters by dietary flags, both ways', async () => {
    const veg = await list('veg=true&limit=100');
    const nonVeg = await list('veg=false&limit=100');
    expect(veg.foods.every((f) => f.isVeg)).toBe(true);
    expect(nonVeg.foods.every((f) => !f.isVeg)).toBe(true);
    expect(veg.pagination.total + nonVeg.pagination.total).toBe(total);
    const vegan = await list('vegan=true&limit=100');
    expect(vegan.foods.length).toBe(all.filter((f) => f.isVegan).length);
    // Nut-free means stated nut-free (decision 0049): a dish without nuts listed is not it.
    const spicyNutFree = await list('spicy=true&nutFree=true&limit=100');
    expect(spicyNutFree.foods.map((f) => f._id)).toEqual(
      all.filter((f) => f.isSpicy && f.dietary.nuts === 'free').map((f) => f._id),
    );
    const spicyNotNutFree = await list('spicy=true&nutFree=false&limit=100');
    expect(spicyNotNutFree.foods.map((f) => f._id)).toEqual(
      all.filter((f) => f.isSpicy && f.dietary.nuts !== 'free').map((f) => f._id),
    );
    expect(spicyNotNutFree.foods.length).toBeGreaterThan(0);
    const specials = await list('special=true&limit=100');
    expect(specials.foods.length).toBe(all.filter((f) => f.isSpecial).length);
    expect(specials.foods.length).toBeGreaterThanOrEqual(7);
  });

  it('filters by the cheapest size after discount', async () => {
    const body = await list('minPrice=150&maxPrice=250&limit=100');
    const expected = all.filter((f) => effective(f) >= 150 && effective(f) <= 250);
    expect(body.foods.map((f) => f._id).sort()).toEqual(expected.map((f) => f._id).sort());
    // Idli is 129 but discounted to 109: below 110 after discount.
    const cheap = await list('maxPrice=110&limit=100');
    expect(cheap.foods.map((f) => f.name)).toContain('Idli Sambar Platter');
    expect(cheap.foods.every((f) => effective(f) <= 110)).toBe(true);
  });

  it('sorts by price, name and newest', async () => {
    const asc = (await list('sort=price-asc&limit=100')).foods.map(effective);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = (await list('sort=price-desc&limit=100')).foods.map(effective);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    const names = (await list('sort=name&limit=100')).foods.map((f) => f.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    const newest = (await list('sort=newest&limit=100')).foods.map((f) => f.createdAt);
    expect(newest).toEqual([...newest].sort().reverse());
  });

  it('lists unavailable foods, flagged, and hides soft-deleted ones', async () => {
    const cooler = all.find((f) => f.name === 'Sugarcane Lime Cooler');
    expect(cooler?.isAvailable).toBe(false);
    const victim = all.find((f) => f.name === 'Jeera Pulao')!;
    await t.db.update(foods).set({ deletedAt: new Date() }).where(eq(foods.id, victim._id));
    // Written behind the app's back: announced as any writer must (cached answers).
    await t.app.catalog.changed();
    try {
      const body = await list('limit=100');
      expect(body.pagination.total).toBe(total - 1);
      expect(body.foods.some((f) => f._id === victim._id)).toBe(false);
      const found = await t.app.inject({ url: `/api/v1/foods/getFood/${victim._id}` });
      expect(found.statusCode).toBe(404);
    } finally {
      await t.db.update(foods).set({ deletedAt: null }).where(eq(foods.id, victim._id));
      await t.app.catalog.changed();
    }
  });
});
