import type { CartResponse, RemoveCartItemQuery } from '@ninetonine/contract';
import { apiClient } from '@/lib/api-client';

/** DELETE /cart/removeCartItem?foodId&size: answers with the whole cart. */
export async function deleteCartItem(query: RemoveCartItemQuery): Promise<CartResponse> {
  const { data } = await apiClient.delete<CartResponse>('/cart/removeCartItem', {
    params: query,
  });
  return data;
}
