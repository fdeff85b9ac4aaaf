import type { AddToCartRequest } from '@ninetonine/contract';
import { apiClient } from '@/lib/api-client';
import type { CartItem } from '../cart-item';
import { cartItemsFrom } from './cart-items-from';

/** POST /cart/addToCart. Resolves to the whole cart when the server sends it, else null. */
export async function postAddToCart(body: AddToCartRequest): Promise<CartItem[] | null> {
  const { data } = await apiClient.post<unknown>('/cart/addToCart', body);
  return cartItemsFrom(data);
}
