import type { UpdateCartItemRequest } from '@ninetonine/contract';
import { apiClient } from '@/lib/api-client';
import type { CartItem } from '../cart-item';
import { cartItemsFrom } from './cart-items-from';

/** PUT /cart/updateCartItem: sets a line's quantity. Resolves to the whole cart, or null. */
export async function putUpdateCartItem(body: UpdateCartItemRequest): Promise<CartItem[] | null> {
  const { data } = await apiClient.put<unknown>('/cart/updateCartItem', body);
  return cartItemsFrom(data);
}
