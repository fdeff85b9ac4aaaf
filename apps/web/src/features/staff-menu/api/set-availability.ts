import type { FoodAvailability, StaffFood } from '@ninetonine/contract';
import { apiClient } from '@/lib/api-client';
import type { StorefrontCache } from '../storefront-cache';
import { useMenuWrite } from './menu-changed';
import { placeChangedFood } from './update-food';

/** PUT /staff/foods/{id}/availability */
export async function setAvailability(
  id: string,
  availability: FoodAvailability,
): Promise<StaffFood> {
  const { data } = await apiClient.put<{ food: StaffFood }>(
    `/staff/foods/${encodeURIComponent(id)}/availability`,
    { availability },
  );
  return data.food;
}

export const useSetAvailability = (storefront: StorefrontCache) =>
  useMenuWrite(
    ({ id, availability }: { id: string; availability: FoodAvailability }) =>
      setAvailability(id, availability),
    storefront,
    placeChangedFood,
  );
