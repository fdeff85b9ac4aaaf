import { queryOptions } from '@tanstack/react-query';
import type { Food } from '@ninetonine/contract';
import { fallbackMessages } from '@ninetonine/contract/core';
import { apiClient } from '@/lib/api-client';
import { foodKeys } from '@/lib/query-keys';
import { requestOr } from '@/lib/request-error';

/** GET /foods/getFoodByCategory/category?category=<slug|id> */
export async function getFoodByCategory(category: string, signal?: AbortSignal): Promise<Food[]> {
  const { data } = await apiClient.get<{ foods: Food[] }>('/foods/getFoodByCategory/category', {
    params: { category },
    signal,
  });
  return data.foods;
}

/** Every dish in one category (the call is not paged). */
export function foodsByCategoryQuery(category: string) {
  return queryOptions({
    queryKey: foodKeys.categoryList(category),
    queryFn: ({ signal }) =>
      requestOr(fallbackMessages.fetchFoodsByCategory, () => getFoodByCategory(category, signal)),
  });
}
