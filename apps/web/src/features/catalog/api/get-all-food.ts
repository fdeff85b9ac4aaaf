import { queryOptions } from '@tanstack/react-query';
import type { GetAllFoodQueryInput, GetAllFoodResponse } from '@ninetonine/contract';
import { fallbackMessages } from '@ninetonine/contract/core';
import { apiClient } from '@/lib/api-client';
import { foodKeys } from '@/lib/query-keys';
import { loadOr } from './load-error';

/** Query params as the API reads them: flags as 'true', nothing empty. */
export function toFoodParams(query: GetAllFoodQueryInput): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '' || value === false) continue;
    params[key] = String(value);
  }
  return params;
}

/** GET /foods/getAllFood */
export async function getAllFood(
  query: GetAllFoodQueryInput,
  signal?: AbortSignal,
): Promise<GetAllFoodResponse> {
  const { data } = await apiClient.get<GetAllFoodResponse>('/foods/getAllFood', {
    params: toFoodParams(query),
    signal,
  });
  return data;
}

/**
 * One page of foods for these filters. The key is the params the API reads, so the same filters
 * in any order (or as 1 and '1') share one cache entry, and each page keeps its own list.
 */
export function allFoodsQuery(query: GetAllFoodQueryInput) {
  const params = toFoodParams(query);
  return queryOptions({
    queryKey: foodKeys.list(params),
    queryFn: ({ signal }) => loadOr(fallbackMessages.fetchFoods, () => getAllFood(query, signal)),
  });
}

/** The home page's popular picks. */
export const popularFoodsQuery = (limit: number) => allFoodsQuery({ sort: 'popular', limit });

/** The 9-to-9 specials, most popular first. */
export const specialFoodsQuery = (limit: number) =>
  allFoodsQuery({ special: 'true', sort: 'popular', limit });
