import { normalizeCartItem, type CartItem, type CartItemInput } from '../cart-item';

/**
 * Spec §7: the cart's lines come as cartItems, or cart.items, or cart.cartItems. Returns null
 * when the answer holds no list at all, so callers never mistake that for an empty cart.
 */
export function cartItemsFrom(data: unknown): CartItem[] | null {
  const body = (data ?? {}) as {
    cartItems?: unknown;
    cart?: { items?: unknown; cartItems?: unknown } | null;
  };
  const list = [body.cartItems, body.cart?.items, body.cart?.cartItems].find(Array.isArray);
  if (!list) return null;
  const items: CartItem[] = [];
  for (const raw of list as CartItemInput[]) {
    const item = normalizeCartItem(raw);
    if (item) items.push(item);
    else console.warn('Cart: ignoring a server cart line without an id.', raw);
  }
  return items;
}
