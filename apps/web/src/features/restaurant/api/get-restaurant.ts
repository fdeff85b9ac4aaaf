import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RestaurantResponse } from '@ninetonine/contract';
import { apiClient } from '@/lib/api-client';
import { restaurantKeys } from '@/lib/query-keys';

/** GET /restaurant: the public settings and whether the kitchen cooks now. */
export async function getRestaurant(signal?: AbortSignal): Promise<RestaurantResponse> {
  const { data } = await apiClient.get<RestaurantResponse>('/restaurant', { signal });
  return data;
}

/** Opening state changes by the minute, so it is kept fresh for one minute only. */
export function restaurantQuery() {
  return queryOptions({
    queryKey: restaurantKeys.all,
    queryFn: ({ signal }) => getRestaurant(signal),
    staleTime: 60_000,
  });
}

export const useRestaurant = () => useQuery(restaurantQuery());
