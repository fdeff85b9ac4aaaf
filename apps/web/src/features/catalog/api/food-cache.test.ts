import { describe, expect, it } from 'vitest';
import type { Food, GetAllFoodResponse } from '@ninetonine/contract';
import { makeQueryClient } from '@/lib/query-client';
import { food } from '#test/food-fixture';
import { allFoodsQuery, popularFoodsQuery } from './get-all-food';
import { foodDetailsQuery } from './get-food';
import { foodsByCategoryQuery } from './get-food-by-category';
import { foodCreated, foodDeleted, foodUpdated, listedFood } from './food-cache';

const page = (foods: Food[], total = foods.length): GetAllFoodResponse => ({
  foods,
  pagination: { page: 1, total, totalPages: 1, limit: 12 },
});

/** A real query client holding what customers have loaded: two lists, a category, a dish. */
function loadedCache() {
  const queryClient = makeQueryClient();
  const menu = allFoodsQuery({ page: 1, limit: 12 });
  const popular = popularFoodsQuery(8);
  const curries = foodsByCategoryQuery('curries');
  const details = foodDetailsQuery('b');
  queryClient.setQueryData(menu.queryKey, page([food('a'), food('b')]));
  queryClient.setQueryData(popular.queryKey, page([food('b'), food('c')], 30));
  queryClient.setQueryData(curries.queryKey, [food('a'), food('b')]);
  queryClient.setQueryData(details.queryKey, food('b'));
  const ids = (list: GetAllFoodResponse | Food[] | undefined) =>
    (Array.isArray(list) ? list : list?.foods)?.map((f) => f._id);
  return {
    queryClient,
    menu: () => queryClient.getQueryData(menu.queryKey),
    popular: () => queryClient.getQueryData(popular.queryKey),
    curries: () => queryClient.getQueryData(curries.queryKey),
    details: () => queryClient.getQueryData(details.queryKey),
    ids,
  };
}

describe('food-state rules on the query cache (docs/storefront-contract.md#food-cache-rules)', () => {
  it('create puts the food first, update replaces it everywhere, delete removes it', () => {
    const cache = loadedCache();

    foodCreated(cache.queryClient, food('new'));
    expect(cache.ids(cache.menu())).toEqual(['new', 'a', 'b']);
    expect(cache.menu()?.pagination.total).toBe(3);

    foodUpdated(cache.queryClient, food('b', { name: 'Renamed' }));
    expect(cache.menu()?.foods[2]?.name).toBe('Renamed');
    expect(cache.details()?.name).toBe('Renamed');

    foodDeleted(cache.queryClient, 'a');
    expect(cache.ids(cache.menu())).toEqual(['new', 'b']);
    expect(cache.menu()?.pagination.total).toBe(2);
  });

  it('create goes first in every cached all-foods list, each total one more', () => {
    const cache = loadedCache();
    foodCreated(cache.queryClient, food('new'));
    expect(cache.ids(cache.popular())).toEqual(['new', 'b', 'c']);
    expect(cache.popular()?.pagination.total).toBe(31);
  });

  it('update replaces the food in every list that holds it and leaves the others as they are', () => {
    const cache = loadedCache();
    const before = cache.menu();
    foodUpdated(cache.queryClient, food('c', { name: 'New name' }));
    expect(cache.popular()?.foods[1]?.name).toBe('New name');
    expect(cache.menu()).toBe(before);

    foodUpdated(cache.queryClient, food('b', { name: 'Renamed' }));
    expect(cache.curries()?.map((f) => f.name)).toEqual(['Dish a', 'Renamed']);
    expect(cache.popular()?.foods[0]?.name).toBe('Renamed');
  });

  it('delete removes the food from every list, lowers only the totals that held it, and drops its details', () => {
    const cache = loadedCache();
    foodDeleted(cache.queryClient, 'b');
    expect(cache.ids(cache.menu())).toEqual(['a']);
    expect(cache.menu()?.pagination.total).toBe(1);
    expect(cache.ids(cache.popular())).toEqual(['c']);
    expect(cache.popular()?.pagination.total).toBe(29);
    expect(cache.ids(cache.curries())).toEqual(['a']);
    expect(cache.details()).toBeUndefined();

    foodDeleted(cache.queryClient, 'not-listed');
    expect(cache.menu()?.pagination.total).toBe(1);
  });

  it('finds a listed dish for its page to show at once, and not one that was deleted', () => {
    const cache = loadedCache();
    expect(listedFood(cache.queryClient, 'c')?.name).toBe('Dish c');
    expect(listedFood(cache.queryClient, 'a')?._id).toBe('a');
    foodDeleted(cache.queryClient, 'a');
    expect(listedFood(cache.queryClient, 'a')).toBeUndefined();
    expect(listedFood(cache.queryClient, 'nope')).toBeUndefined();
  });
});
