import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffFood } from '@ninetonine/contract';
import { apiClient } from '@/lib/api-client';
import type { StorefrontCache } from '../storefront-cache';
import { afterMenuChange } from './menu-changed';
import { staffFoodKeys } from './staff-food-keys';

/** DELETE /foods/deleteFood/{id}: off the menu at once; restorable (undo). */
export async function deleteFood(id: string): Promise<StaffFood> {
  const { data } = await apiClient.delete<{ food: StaffFood }>(
    `/foods/deleteFood/${encodeURIComponent(id)}`,
  );
  return data.food;
}

export function useDeleteFood(storefront: StorefrontCache) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFood,
    onSuccess: async (food) => {
      // docs/storefront-contract.md#food-cache-rules: a deleted food leaves the list.
      storefront.deleted(queryClient, food._id);
      queryClient.removeQueries({ queryKey: staffFoodKeys.detail(food._id) });
      await afterMenuChange(queryClient, storefront);
    },
  });
}
