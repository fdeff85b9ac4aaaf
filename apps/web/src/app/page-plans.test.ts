import { describe, expect, it } from 'vitest';
import type { Food, GetAllFoodResponse, RestaurantResponse } from '@ninetonine/contract';
import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  allFoodsQuery,
  categoriesQuery,
  foodDetailsQuery,
  parseMenuParams,
  popularFoodsQuery,
  specialFoodsQuery,
  toFoodQuery,
} from '@/features/catalog';
import { restaurantQuery } from '@/features/restaurant';
import { makeQueryClient } from '@/lib/query-client';
import { planStorefrontPage, seedPlannedQueries } from './page-plans';
import { HOME_POPULAR_COUNT, HOME_SPECIALS_COUNT } from './routes/catalog/home-showcases';

const WEB_ROOT = path.resolve(import.meta.dirname, '../..');

const food = (id: string, picture: boolean): Food =>
  ({
    _id: id,
    name: id,
    foodImages: picture ? [`/api/v1/images/${id}`] : [],
    pictures: picture ? [{ srcset: `/api/v1/images/${id}?w=320 320w` }] : [],
  }) as unknown as Food;

describe('page plans: what the server-rendered pages start with (decision 0043)', () => {
  it('plans /, /menu and /menu/{id} with the requests their pages send, nothing else', () => {
    expect(planStorefrontPage('/')?.requests).toEqual([
      '/foods/getAllFood?sort=popular&limit=8',
      '/foods/getAllFood?special=true&sort=popular&limit=4',
      '/categories',
      '/restaurant',
    ]);
    expect(planStorefrontPage('/menu')?.requests).toEqual([
      '/foods/getAllFood?page=1&limit=12&sort=popular',
      '/categories',
      '/restaurant',
    ]);
    expect(planStorefrontPage('/menu/paneer-tikka')?.requests).toEqual([
      '/foods/getFood/paneer-tikka',
      '/restaurant',
    ]);
    for (const url of ['/menu?veg=true', '/cart', '/signin', '/menu/a.b', '/admin/menu', '/x/y']) {
      expect(planStorefrontPage(url), url).toBeUndefined();
    }
  });

  it("names each page's own route module as its chunk", () => {
    for (const url of ['/', '/menu', '/menu/x']) {
      const chunk = planStorefrontPage(url)!.chunk;
      expect(existsSync(path.join(WEB_ROOT, chunk)), chunk).toBe(true);
    }
  });

  it('puts the answers under the keys the pages read, and picks the largest picture', () => {
    const popular: GetAllFoodResponse = {
      foods: [food('plain', false), food('hero', true)],
      pagination: { page: 1, total: 2, totalPages: 1, limit: 8 },
    };
    const restaurant = { settings: {}, status: {} } as unknown as RestaurantResponse;
    const data = new Map<string, unknown>([
      ['/foods/getAllFood?sort=popular&limit=8', popular],
      ['/categories', { categories: [] }],
      ['/restaurant', restaurant],
      ['/not/planned', { x: 1 }],
    ]);
    const queryClient = makeQueryClient();
    seedPlannedQueries(queryClient, 'http://shop.invalid/', data);
    expect(queryClient.getQueryData(popularFoodsQuery(HOME_POPULAR_COUNT).queryKey)).toBe(popular);
    expect(queryClient.getQueryData(categoriesQuery().queryKey)).toEqual([]);
    expect(queryClient.getQueryData(restaurantQuery().queryKey)).toBe(restaurant);
    // Not in the page: the page fetches it as usual.
    expect(queryClient.getQueryData(specialFoodsQuery(HOME_SPECIALS_COUNT).queryKey)).toBe(
      undefined,
    );
    expect(queryClient.getQueryCache().getAll()).toHaveLength(3);
    // The hero's first plate: the first popular dish with a picture.
    expect(planStorefrontPage('/')!.picture!(data)).toEqual({
      href: '/api/v1/images/hero',
      srcset: '/api/v1/images/hero?w=320 320w',
      sizes: expect.any(String),
    });
  });

  it('seeds a dish and the menu under their own keys', () => {
    const dish = food('dosa', true);
    const menu: GetAllFoodResponse = {
      foods: [dish],
      pagination: { page: 1, total: 1, totalPages: 1, limit: 12 },
    };
    const queryClient = makeQueryClient();
    seedPlannedQueries(
      queryClient,
      '/menu/dosa',
      new Map([['/foods/getFood/dosa', { food: dish }]]),
    );
    expect(queryClient.getQueryData(foodDetailsQuery('dosa').queryKey)).toBe(dish);
    seedPlannedQueries(
      queryClient,
      '/menu',
      new Map([['/foods/getAllFood?page=1&limit=12&sort=popular', menu]]),
    );
    const firstPage = allFoodsQuery(toFoodQuery(parseMenuParams(new URLSearchParams())));
    expect(queryClient.getQueryData(firstPage.queryKey)).toBe(menu);
  });
});
