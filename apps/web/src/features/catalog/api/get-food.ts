import type { Food } from '@ninetonine/contract';
import { apiClient } from '@/lib/api-client';

/** GET /foods/getFood/:id */
export async function getFood(id: string, signal?: AbortSignal): Promise<Food> {
  const { data } = await apiClient.get<{ food: Food }>(`/foods/getFood/${encodeURIComponent(id)}`, {
    signal,
  });
  return data.food;
}
