import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FoodUpdate, StaffFood } from '@ninetonine/contract';
import { apiClient } from '@/lib/api-client';
import type { StorefrontCache } from '../storefront-cache';
import { afterMenuChange } from './menu-changed';
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
 * Applies a changed food everywhere it is cached (docs/storefront-contract.md#food-cache-rules: in
 * the list and in the details).
 */
export function useFoodChanged(storefront: StorefrontCache) {
  const queryClient = useQueryClient();
  return async (food: StaffFood) => {
    storefront.updated(queryClient, food);
    queryClient.setQueryData(staffFoodKeys.detail(food._id), food);
    await afterMenuChange(queryClient, storefront);
  };
}

export function useUpdateFood(storefront: StorefrontCache) {
  const changed = useFoodChanged(storefront);
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: FoodUpdate }) => updateFood(id, changes),
    onSuccess: changed,
  });
}
