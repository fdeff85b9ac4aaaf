import type { RemoveCartItemQuery } from '@ninetonine/contract';
import { apiClient } from '@/lib/api-client';
import type { CartItem } from '../cart-item';
import { cartItemsFrom } from './cart-items-from';

/** DELETE /cart/removeCartItem?foodId&size. Resolves to the whole cart, or null. */
export async function deleteCartItem(query: RemoveCartItemQuery): Promise<CartItem[] | null> {
  const { data } = await apiClient.delete<unknown>('/cart/removeCartItem', { params: query });
  return cartItemsFrom(data);
}
