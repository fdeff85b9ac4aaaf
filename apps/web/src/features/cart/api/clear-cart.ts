import type { CartResponse } from '@ninetonine/contract';
import { apiClient } from '@/lib/api-client';

/** DELETE /cart/clearCart: answers with the (empty) cart. */
export async function deleteClearCart(): Promise<CartResponse> {
  const { data } = await apiClient.delete<CartResponse>('/cart/clearCart');
  return data;
}
