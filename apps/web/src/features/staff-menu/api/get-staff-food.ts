import { queryOptions } from '@tanstack/react-query';
import type { StaffFood } from '@ninetonine/contract';
import { fallbackMessages } from '@ninetonine/contract/core';
import { getFrom } from '@/lib/api-get';
import { staffFoodKeys } from './staff-food-keys';

/** GET /staff/foods/{id}: the food with the version an edit is saved against. */
export function staffFoodQuery(id: string) {
  return queryOptions({
    queryKey: staffFoodKeys.detail(id),
    queryFn: getFrom(
      `/staff/foods/${encodeURIComponent(id)}`,
      fallbackMessages.fetchFoodDetails,
      (a: { food: StaffFood }) => a.food,
    ),
    staleTime: 0,
    // An edit form must not be reset under the staff member's fingers by a background refetch.
    refetchOnWindowFocus: false,
  });
}
