import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffFood } from '@ninetonine/contract';
import { apiClient } from '@/lib/api-client';
import type { StorefrontCache } from '../storefront-cache';
import { afterMenuChange } from './menu-changed';

/** POST /staff/foods/{id}/restore: the undo of a delete. */
export async function restoreFood(id: string): Promise<StaffFood> {
  const { data } = await apiClient.post<{ food: StaffFood }>(
    `/staff/foods/${encodeURIComponent(id)}/restore`,
  );
  return data.food;
}

export function useRestoreFood(storefront: StorefrontCache) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreFood,
    // Back on the menu: for the cached lists, as good as a new food.
    onSuccess: async (food) => {
      storefront.created(queryClient, food);
      await afterMenuChange(queryClient, storefront);
    },
  });
}
