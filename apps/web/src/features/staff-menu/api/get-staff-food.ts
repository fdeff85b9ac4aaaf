import { queryOptions } from '@tanstack/react-query';
import type { StaffFood } from '@ninetonine/contract';
import { fallbackMessages } from '@ninetonine/contract/core';
import { apiClient } from '@/lib/api-client';
import { requestOr } from '@/lib/request-error';
import { staffFoodKeys } from './staff-food-keys';

/** GET /staff/foods/{id}: the food with the version an edit is saved against. */
export async function getStaffFood(id: string, signal?: AbortSignal): Promise<StaffFood> {
  const { data } = await apiClient.get<{ food: StaffFood }>(
    `/staff/foods/${encodeURIComponent(id)}`,
    { signal },
  );
  return data.food;
}

export function staffFoodQuery(id: string) {
  return queryOptions({
    queryKey: staffFoodKeys.detail(id),
    queryFn: ({ signal }) =>
      requestOr(fallbackMessages.fetchFoodDetails, () => getStaffFood(id, signal)),
    staleTime: 0,
    // An edit form must not be reset under the staff member's fingers by a background refetch.
    refetchOnWindowFocus: false,
  });
}
