import type { OptionAvailability, StaffFood } from '@ninetonine/contract';
import { apiClient } from '@/lib/api-client';
import type { StorefrontCache } from '../storefront-cache';
import { useMenuWrite } from './menu-changed';
import { placeChangedFood } from './update-food';

export interface OptionAvailabilityChange {
  foodId: string;
  optionId: string;
  availability: OptionAvailability;
}

/** PUT /staff/foods/{id}/options/{optionId}/availability */
export async function setOptionAvailability({
  foodId,
  optionId,
  availability,
}: OptionAvailabilityChange): Promise<StaffFood> {
  const { data } = await apiClient.put<{ food: StaffFood }>(
    `/staff/foods/${encodeURIComponent(foodId)}/options/${encodeURIComponent(optionId)}/availability`,
    { availability },
  );
  return data.food;
}

/** One option sold out for today (back at the next opening) or back on, from the menu screen. */
export const useSetOptionAvailability = (storefront: StorefrontCache) =>
  useMenuWrite(setOptionAvailability, storefront, placeChangedFood);
