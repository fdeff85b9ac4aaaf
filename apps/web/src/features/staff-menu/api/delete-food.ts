import type { StaffFood } from '@ninetonine/contract';
import { apiClient } from '@/lib/api-client';
import type { StorefrontCache } from '../storefront-cache';
import { useMenuWrite } from './menu-changed';
import { staffFoodKeys } from './staff-food-keys';

/** DELETE /foods/deleteFood/{id}: off the menu at once; restorable (undo). */
export async function deleteFood(id: string): Promise<StaffFood> {
  const { data } = await apiClient.delete<{ food: StaffFood }>(
    `/foods/deleteFood/${encodeURIComponent(id)}`,
  );
  return data.food;
}

export const useDeleteFood = (storefront: StorefrontCache) =>
  useMenuWrite(deleteFood, storefront, (food, queryClient) => {
    // docs/storefront-contract.md#food-cache-rules: a deleted food leaves the list.
    storefront.deleted(queryClient, food._id);
    queryClient.removeQueries({ queryKey: staffFoodKeys.detail(food._id) });
  });
