import type { QueryClient } from '@tanstack/react-query';
import type { Food, GetAllFoodResponse } from '@ninetonine/contract';
import { foodKeys } from '@/lib/query-keys';

/*
 * The food-state rules (docs/storefront-contract.md#food-cache-rules) as operations on the query
 * cache, for the staff side's create, update and delete calls to apply to what customers see
 * without asking the server again.
 */

const replaceIn = (foods: Food[], food: Food) =>
  foods.some((f) => f._id === food._id) ? foods.map((f) => (f._id === food._id ? food : f)) : foods;

/**
 * docs/storefront-contract.md#food-cache-rules: a created food goes first in the list (every cached
 * all-foods list).
 */
export function foodCreated(queryClient: QueryClient, food: Food) {
  queryClient.setQueriesData<GetAllFoodResponse>({ queryKey: foodKeys.lists() }, (list) =>
    list
      ? {
          foods: [food, ...list.foods],
          pagination: { ...list.pagination, total: list.pagination.total + 1 },
        }
      : list,
  );
}

/**
 * docs/storefront-contract.md#food-cache-rules: an updated food replaces its copy in every list and
 * in its details.
 */
export function foodUpdated(queryClient: QueryClient, food: Food) {
  queryClient.setQueriesData<GetAllFoodResponse>({ queryKey: foodKeys.lists() }, (list) =>
    list ? { ...list, foods: replaceIn(list.foods, food) } : list,
  );
  queryClient.setQueriesData<Food[]>({ queryKey: foodKeys.categoryLists() }, (foods) =>
    foods ? replaceIn(foods, food) : foods,
  );
  queryClient.setQueryData(foodKeys.detail(food._id), food);
}

/**
 * docs/storefront-contract.md#food-cache-rules: a deleted food leaves every list (one fewer in its
 * total) and its details.
 */
export function foodDeleted(queryClient: QueryClient, id: string) {
  queryClient.setQueriesData<GetAllFoodResponse>({ queryKey: foodKeys.lists() }, (list) => {
    if (!list?.foods.some((f) => f._id === id)) return list;
    return {
      foods: list.foods.filter((f) => f._id !== id),
      pagination: { ...list.pagination, total: Math.max(0, list.pagination.total - 1) },
    };
  });
  queryClient.setQueriesData<Food[]>({ queryKey: foodKeys.categoryLists() }, (foods) =>
    foods?.some((f) => f._id === id) ? foods.filter((f) => f._id !== id) : foods,
  );
  queryClient.removeQueries({ queryKey: foodKeys.detail(id), exact: true });
}

/** A dish as some cached list already holds it: shown at once while its details load. */
export function listedFood(queryClient: QueryClient, id: string): Food | undefined {
  for (const [, list] of queryClient.getQueriesData<GetAllFoodResponse>({
    queryKey: foodKeys.lists(),
  })) {
    const found = list?.foods.find((f) => f._id === id);
    if (found) return found;
  }
  for (const [, foods] of queryClient.getQueriesData<Food[]>({
    queryKey: foodKeys.categoryLists(),
  })) {
    const found = foods?.find((f) => f._id === id);
    if (found) return found;
  }
  return undefined;
}
