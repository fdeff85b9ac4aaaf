import type { AddToCartRequest, CartResponse } from '@ninetonine/contract';
import { apiClient } from '@/lib/api-client';

/** POST /cart/addToCart: answers with the whole cart. */
export async function postAddToCart(body: AddToCartRequest): Promise<CartResponse> {
  const { data } = await apiClient.post<CartResponse>('/cart/addToCart', body);
  return data;
}
