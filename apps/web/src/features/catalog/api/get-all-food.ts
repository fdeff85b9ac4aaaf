import { useQuery } from '@tanstack/react-query';
import type { GetAllFoodQueryInput, GetAllFoodResponse } from '@ninetonine/contract';
import { apiClient } from '@/lib/api-client';

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

/** Read-only showcases (home sections, specials) that never touch the menu's list state. */
export function useFoodsShowcase(query: GetAllFoodQueryInput) {
  return useQuery({
    queryKey: ['foods', 'showcase', toFoodParams(query)],
    queryFn: ({ signal }) => getAllFood(query, signal),
  });
}

export const usePopularFoods = (limit = 8) => useFoodsShowcase({ sort: 'popular', limit });

export const useSpecialFoods = (limit = 24) =>
  useFoodsShowcase({ special: 'true', sort: 'popular', limit });
