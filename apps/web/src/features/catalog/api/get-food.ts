import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Food } from '@ninetonine/contract';
import { fallbackMessages } from '@ninetonine/contract/core';
import { getFrom } from '@/lib/api-get';
import { listedFood } from './food-cache';
import { foodKeys } from '@/lib/query-keys';
import { retryUnlessMissing } from '@/lib/request-error';

/** GET /foods/getFood/:id: one dish, in full. */
export function foodDetailsQuery(id: string) {
  return queryOptions({
    queryKey: foodKeys.detail(id),
    queryFn: getFrom(
      `/foods/getFood/${encodeURIComponent(id)}`,
      fallbackMessages.fetchFoodDetails,
      (a: { food: Food }) => a.food,
    ),
    retry: retryUnlessMissing,
  });
}

/** One dish: its details once loaded, and until then (or if they fail) the copy a list holds. */
export function useFoodDetails(id: string) {
  const queryClient = useQueryClient();
  const query = useQuery(foodDetailsQuery(id));
  return { ...query, food: query.data ?? listedFood(queryClient, id) };
}
