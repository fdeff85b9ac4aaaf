import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Food } from '@ninetonine/contract';
import { fallbackMessages } from '@ninetonine/contract/core';
import { apiClient } from '@/lib/api-client';
import { listedFood } from './food-cache';
import { foodKeys } from '@/lib/query-keys';
import { requestOr, retryUnlessMissing } from '@/lib/request-error';

/** GET /foods/getFood/:id */
export async function getFood(id: string, signal?: AbortSignal): Promise<Food> {
  const { data } = await apiClient.get<{ food: Food }>(`/foods/getFood/${encodeURIComponent(id)}`, {
    signal,
  });
  return data.food;
}

/** One dish, in full. */
export function foodDetailsQuery(id: string) {
  return queryOptions({
    queryKey: foodKeys.detail(id),
    queryFn: ({ signal }) =>
      requestOr(fallbackMessages.fetchFoodDetails, () => getFood(id, signal)),
    retry: retryUnlessMissing,
  });
}

/** One dish: its details once loaded, and until then (or if they fail) the copy a list holds. */
export function useFoodDetails(id: string) {
  const queryClient = useQueryClient();
  const query = useQuery(foodDetailsQuery(id));
  return { ...query, food: query.data ?? listedFood(queryClient, id) };
}
