import type { CartResponse } from '@ninetonine/contract';
import { apiClient } from '@/lib/api-client';

/** GET /cart/getUserCart: the signed-in user's cart. */
export async function getUserCart(): Promise<CartResponse> {
  const { data } = await apiClient.get<CartResponse>('/cart/getUserCart');
  return data;
}
