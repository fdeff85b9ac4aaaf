import { apiClient } from '@/lib/api-client';
import type { CartItem } from '../cart-item';
import { cartItemsFrom } from './cart-items-from';

/** DELETE /cart/clearCart. Resolves to the (empty) cart, or null. */
export async function deleteClearCart(): Promise<CartItem[] | null> {
  const { data } = await apiClient.delete<unknown>('/cart/clearCart');
  return cartItemsFrom(data);
}
