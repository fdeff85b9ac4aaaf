import type { QueryClient } from '@tanstack/react-query';
import type { FoodUpdate, StaffFood } from '@ninetonine/contract';
import { apiClient } from '@/lib/api-client';
import type { StorefrontCache } from '../storefront-cache';
import { useMenuWrite } from './menu-changed';
import { staffFoodKeys } from './staff-food-keys';

/** PATCH /foods/updateFood/{id}: refused with 409 if someone saved since `version`. */
export async function updateFood(id: string, changes: FoodUpdate): Promise<StaffFood> {
  const { data } = await apiClient.patch<{ food: StaffFood }>(
    `/foods/updateFood/${encodeURIComponent(id)}`,
    changes,
  );
  return data.food;
}

/**
 * Where a changed food goes (docs/storefront-contract.md#food-cache-rules: in the list and in the
 * details).
 */
export function placeChangedFood(
  food: StaffFood,
  queryClient: QueryClient,
  storefront: StorefrontCache,
): void {
  storefront.updated(queryClient, food);
  queryClient.setQueryData(staffFoodKeys.detail(food._id), food);
}

export const useUpdateFood = (storefront: StorefrontCache) =>
  useMenuWrite(
    ({ id, changes }: { id: string; changes: FoodUpdate }) => updateFood(id, changes),
    storefront,
    placeChangedFood,
  );
