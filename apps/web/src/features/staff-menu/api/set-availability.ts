import { useMutation } from '@tanstack/react-query';
import type { FoodAvailability, StaffFood } from '@ninetonine/contract';
import { apiClient } from '@/lib/api-client';
import type { StorefrontCache } from '../storefront-cache';
import { useFoodChanged } from './update-food';

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

export function useSetAvailability(storefront: StorefrontCache) {
  const changed = useFoodChanged(storefront);
  return useMutation({
    mutationFn: ({ id, availability }: { id: string; availability: FoodAvailability }) =>
      setAvailability(id, availability),
    onSuccess: changed,
  });
}
