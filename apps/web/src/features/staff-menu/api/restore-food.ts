import type { StaffFood } from '@ninetonine/contract';
import { apiClient } from '@/lib/api-client';
import type { StorefrontCache } from '../storefront-cache';
import { useMenuWrite } from './menu-changed';

/** POST /staff/foods/{id}/restore: the undo of a delete. */
export async function restoreFood(id: string): Promise<StaffFood> {
  const { data } = await apiClient.post<{ food: StaffFood }>(
    `/staff/foods/${encodeURIComponent(id)}/restore`,
  );
  return data.food;
}

// Back on the menu: for the cached lists, as good as a new food.
export const useRestoreFood = (storefront: StorefrontCache) =>
  useMenuWrite(restoreFood, storefront, (food, queryClient) =>
    storefront.created(queryClient, food),
  );
