import type { FoodInput, StaffFood } from '@ninetonine/contract';
import { apiClient } from '@/lib/api-client';
import type { StorefrontCache } from '../storefront-cache';
import { useMenuWrite } from './menu-changed';
import { staffFoodKeys } from './staff-food-keys';

/**
 * POST /foods/createFood: a multipart form, as the spec has it. The pictures were uploaded
 * first (with progress), so the form carries their ids in the food's JSON.
 */
export async function createFood(input: FoodInput): Promise<StaffFood> {
  const form = new FormData();
  form.append('food', JSON.stringify(input));
  const { data } = await apiClient.post<{ food: StaffFood }>('/foods/createFood', form);
  return data.food;
}

export const useCreateFood = (storefront: StorefrontCache) =>
  useMenuWrite(createFood, storefront, (food, queryClient) => {
    // docs/storefront-contract.md#food-cache-rules: the new food goes first in the list.
    storefront.created(queryClient, food);
    queryClient.setQueryData(staffFoodKeys.detail(food._id), food);
  });
