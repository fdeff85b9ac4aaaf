import type { AddToCartProps } from '@/components/add-to-cart-slot';

/** The cart's "Add to cart" control shown on menu cards and the details page (filled in by the cart work). */
export function AddToCartControl(_props: AddToCartProps) {
  return null;
}
