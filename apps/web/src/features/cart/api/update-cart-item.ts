import type { CartResponse, UpdateCartItemRequest } from '@ninetonine/contract';
import { apiClient } from '@/lib/api-client';

/** PUT /cart/updateCartItem: sets a line's quantity; answers with the whole cart. */
export async function putUpdateCartItem(body: UpdateCartItemRequest): Promise<CartResponse> {
  const { data } = await apiClient.put<CartResponse>('/cart/updateCartItem', body);
  return data;
}
