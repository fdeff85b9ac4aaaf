import type { Food } from '@ninetonine/contract';
import { apiClient } from '@/lib/api-client';

/** GET /foods/getFoodByCategory/category?category=<slug|id> */
export async function getFoodByCategory(category: string, signal?: AbortSignal): Promise<Food[]> {
  const { data } = await apiClient.get<{ foods: Food[] }>('/foods/getFoodByCategory/category', {
    params: { category },
    signal,
  });
  return data.foods;
}
