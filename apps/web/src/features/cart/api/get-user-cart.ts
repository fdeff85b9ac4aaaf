import { apiClient } from '@/lib/api-client';
import type { CartItem } from '../cart-item';
import { cartItemsFrom } from './cart-items-from';

/** GET /cart/getUserCart: the signed-in user's cart. */
export async function getUserCart(): Promise<CartItem[]> {
  const { data } = await apiClient.get<unknown>('/cart/getUserCart');
  const items = cartItemsFrom(data);
  if (!items) throw new Error('The server cart answer holds no cart items');
  return items;
}
