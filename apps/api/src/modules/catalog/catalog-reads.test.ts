import type { Category, Food, GetAllFoodResponse } from '@ninetonine/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '#test/test-app';
import { foods } from '../../db/schema/index';

describe('catalog reads', () => {
  const t = useTestApp();
  let categories: Category[] = [];
  let menu: Food[] = [];

  beforeAll(async () => {
    const res = await t.app.inject({ url: '/api/v1/categories' });
    categories = res.json<{ categories: Category[] }>().categories;
    menu = (
      await t.app.inject({ url: '/api/v1/foods/getAllFood?limit=100' })
    ).json<GetAllFoodResponse>().foods;
  });

  describe('GET /categories', () => {
    it('lists categories in menu order with food counts and pictures', () => {
      expect(categories.map((c) => c.slug)).toEqual([
        'breakfast',
        'burgers',
        'pizza',
        'bowls-salads',
        'curries',
        'noodles-rice',
        'wraps-sandwiches',
        'desserts',
        'drinks',
      ]);
      for (const c of categories) {
        expect(c.foodCount).toBe(menu.filter((f) => f.category._id === c._id).length);
        expect(c.image).toMatch(/^\/api\/v1\/images\/[0-9a-f]{64}$/);
        expect(c.description.length).toBeGreaterThan(10);
      }
    });

    it('does not count soft-deleted foods', async () => {
      const margherita = menu.find((f) => f.name === 'Margherita')!;
      await t.db.update(foods).set({ deletedAt: new Date() }).where(eq(foods.id, margherita._id));
      // Written behind the app's back: announced as any writer must (cached answers).
      await t.app.catalog.changed();
      try {
        const res = await t.app.inject({ url: '/api/v1/categories' });
        const pizza = res
          .json<{ categories: Category[] }>()
          .categories.find((c) => c.slug === 'pizza');
        expect(pizza!.foodCount).toBe(categories.find((c) => c.slug === 'pizza')!.foodCount - 1);
      } finally {
        await t.db.update(foods).set({ deletedAt: null }).where(eq(foods.id, margherita._id));
        await t.app.catalog.changed();
      }
    });
  });

  describe('GET /foods/getFood/:id', () => {
    it('returns one food by id, and by slug', async () => {
      const dosa = menu.find((f) => f.slug === 'ghee-roast-masala-dosa')!;
      const byId = await t.app.inject({ url: `/api/v1/foods/getFood/${dosa._id}` });
      expect(byId.statusCode).toBe(200);
      expect(byId.json()).toEqual({ food: dosa });
      const bySlug = await t.app.inject({ url: '/api/v1/foods/getFood/ghee-roast-masala-dosa' });
      expect(bySlug.json()).toEqual({ food: dosa });
    });

    it('answers 404 "Food not found" for an unknown id', async () => {
      const res = await t.app.inject({
        url: '/api/v1/foods/getFood/00000000-0000-0000-0000-000000000000',
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: 'Food not found' });
    });
  });

  describe('GET /foods/getFoodByCategory/category', () => {
    it('returns the foods of a category by slug or id, most popular first', async () => {
      const curries = categories.find((c) => c.slug === 'curries')!;
      const bySlug = await t.app.inject({
        url: '/api/v1/foods/getFoodByCategory/category?category=curries',
      });
      expect(bySlug.statusCode).toBe(200);
      const list = bySlug.json<{ foods: Food[] }>().foods;
      expect(list).toHaveLength(curries.foodCount);
      expect(list.every((f) => f.category.slug === 'curries')).toBe(true);
      expect(list[0]!.name).toBe('Old Delhi Butter Chicken');
      expect(list.map((f) => f._id)).toEqual(
        menu.filter((f) => f.category.slug === 'curries').map((f) => f._id),
      );
      const byId = await t.app.inject({
        url: `/api/v1/foods/getFoodByCategory/category?category=${curries._id}`,
      });
      expect(byId.json()).toEqual(bySlug.json());
    });

    it('answers 404 for an unknown category and 400 without one', async () => {
      const unknown = await t.app.inject({
        url: '/api/v1/foods/getFoodByCategory/category?category=tacos',
      });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ message: 'Category not found' });
      const missing = await t.app.inject({ url: '/api/v1/foods/getFoodByCategory/category' });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().message).toBe('Category is required');
    });
  });

  describe('revalidation', () => {
    it.each([
      '/api/v1/foods/getAllFood?page=2',
      '/api/v1/categories',
      '/api/v1/foods/getFood/margherita',
      '/api/v1/foods/getFoodByCategory/category?category=pizza',
      '/api/v1/foods/suggestions?q=pizza',
    ])('%s answers 304 to a matching If-None-Match', async (url) => {
      const first = await t.app.inject({ url });
      expect(first.statusCode).toBe(200);
      expect(first.headers['cache-control']).toBe('no-cache');
      const tag = first.headers.etag as string;
      // Strong: the exact bytes of this representation (decision 0021).
      expect(tag).toMatch(/^"[^"]+"$/);
      const again = await t.app.inject({ url, headers: { 'if-none-match': tag } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      const stale = await t.app.inject({ url, headers: { 'if-none-match': 'W/"stale"' } });
      expect(stale.statusCode).toBe(200);
      expect(stale.body).toBe(first.body);
    });

    it('changes the ETag when the menu changes', async () => {
      const url = '/api/v1/foods/getFood/margherita';
      const before = await t.app.inject({ url });
      await t.db.update(foods).set({ isAvailable: false }).where(eq(foods.slug, 'margherita'));
      await t.app.catalog.changed();
      try {
        const after = await t.app.inject({
          url,
          headers: { 'if-none-match': before.headers.etag as string },
        });
        expect(after.statusCode).toBe(200);
        expect(after.json().food.isAvailable).toBe(false);
        expect(after.headers.etag).not.toBe(before.headers.etag);
      } finally {
        await t.db.update(foods).set({ isAvailable: true }).where(eq(foods.slug, 'margherita'));
        await t.app.catalog.changed();
      }
    });

    it('gives each encoding its own strong ETag, revalidated per encoding, and none to errors', async () => {
      const url = '/api/v1/foods/getAllFood?limit=20';
      const plain = await t.app.inject({ url });
      const gzip = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gzip.headers.vary).toMatch(/accept-encoding/i);
      // Different bytes, so a strong validator must differ (RFC 9110 8.8.3).
      expect(gzip.headers.etag).not.toBe(plain.headers.etag);
      const again = await t.app.inject({
        url,
        headers: { 'accept-encoding': 'gzip', 'if-none-match': gzip.headers.etag as string },
      });
      expect(again.statusCode).toBe(304);
      const missing = await t.app.inject({ url: '/api/v1/foods/getFood/nope' });
      expect(missing.statusCode).toBe(404);
      expect(missing.headers.etag).toBeUndefined();
    });
  });
});
