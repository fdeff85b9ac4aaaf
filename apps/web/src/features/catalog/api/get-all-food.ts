import { queryOptions } from '@tanstack/react-query';
import type { GetAllFoodQueryInput, GetAllFoodResponse } from '@ninetonine/contract';
import { FOOD_PAGE_SIZE_MAX, fallbackMessages } from '@ninetonine/contract/core';
import { getWithQuery } from '@/lib/api-get';
import { toQueryParams } from '@/lib/query-params';
import { foodKeys } from '@/lib/query-keys';
import { requestOr } from '@/lib/request-error';

/** GET /foods/getAllFood */
export const getAllFood = (query: GetAllFoodQueryInput, signal?: AbortSignal) =>
  getWithQuery<GetAllFoodResponse>('/foods/getAllFood', query, signal);

/**
 * One page of foods for these filters. The key is the params the API reads, so the same filters
 * in any order (or as 1 and '1') share one cache entry, and each page keeps its own list.
 */
export function allFoodsQuery(query: GetAllFoodQueryInput) {
  const params = toQueryParams(query);
  return queryOptions({
    queryKey: foodKeys.list(params),
    queryFn: ({ signal }) =>
      requestOr(fallbackMessages.fetchFoods, () => getAllFood(query, signal)),
  });
}

/** The home page's popular picks. */
export const popularFoodsQuery = (limit: number) => allFoodsQuery({ sort: 'popular', limit });

/** The 9-to-9 specials, most popular first. */
export const specialFoodsQuery = (limit: number) =>
  allFoodsQuery({ special: 'true', sort: 'popular', limit });

/**
 * Every dish on the menu, most popular first, for the phone's grouped menu (decision 0050): the
 * spec's call at its largest page, asked again while pages remain, so a long menu is still whole.
 * One answer shaped like a page of everything, kept with the lists, so the food-cache rules
 * (food-cache.ts) apply to it as to any page.
 */
export function wholeMenuQuery() {
  const query = { sort: 'popular', limit: FOOD_PAGE_SIZE_MAX } as const;
  return queryOptions({
    queryKey: foodKeys.list({ ...toQueryParams(query), page: 'all' }),
    queryFn: ({ signal }) =>
      requestOr(fallbackMessages.fetchFoods, async (): Promise<GetAllFoodResponse> => {
        const first = await getAllFood({ ...query, page: 1 }, signal);
        const foods = [...first.foods];
        for (let page = 2; page <= first.pagination.totalPages; page++) {
          foods.push(...(await getAllFood({ ...query, page }, signal)).foods);
        }
        const total = foods.length;
        return { foods, pagination: { page: 1, total, totalPages: 1, limit: total } };
      }),
  });
}
