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
    for (const url of ['/menu?veg=true', '/cart', '/signin', '/admin/menu']) {
      expect(planStorefrontPage(url), url).toBeUndefined();
    }
  });

  it('plans a 404 with a title that says so for an unknown address or dish (decision 0050)', () => {
    const none = new Map<string, unknown>();
    for (const url of ['/x/y', '/x?y=1', '/menu/a.b']) {
      const plan = planStorefrontPage(url)!;
      expect(plan.requests, url).toEqual(['/restaurant']);
      expect(plan.status?.(new Map()), url).toBe(404);
      expect(plan.title?.(none), url).toBe(
        url.startsWith('/menu/') ? 'Dish not found · NineToNine' : 'Page not found · NineToNine',
      );
    }
    expect(planStorefrontPage('/x/y')!.chunk).toBe('src/app/routes/not-found-page.tsx');
    // A dish is a 404 only when the API says so; a failed request leaves the page to retry.
    const dish = planStorefrontPage('/menu/paneer')!;
    const request = '/foods/getFood/paneer';
    expect(dish.status?.(new Map([[request, 404]]))).toBe(404);
    expect(dish.status?.(new Map([[request, 503]]))).toBe(200);
    expect(dish.status?.(new Map([[request, 200]]))).toBe(200);
    expect(dish.title?.(new Map([[request, { food: food('Paneer Tikka', false) }]]))).toBe(
      'Paneer Tikka · NineToNine',
    );
    expect(planStorefrontPage('/menu')!.title?.(none)).toBe('Menu · NineToNine');
  });

  it("names each page's own route module as its chunk", () => {
    for (const url of ['/', '/menu', '/menu/x', '/no/such/page']) {
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
