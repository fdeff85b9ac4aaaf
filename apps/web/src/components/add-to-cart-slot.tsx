import { createContext, useContext, type ReactNode } from 'react';
import type { Food } from '@ninetonine/contract';

export interface AddToCartProps {
  food: Food;
  /** The chosen size (details page); the card picks the first available one. */
  size?: string;
  quantity?: number;
  variant?: 'card' | 'details';
}

/**
 * The catalog shows an "Add to cart" control that the cart feature provides. The app layer
 * wires the two (see app/providers.tsx), so neither feature imports the other.
 */
export const AddToCartSlot = createContext<((props: AddToCartProps) => ReactNode) | null>(null);

export function AddToCart(props: AddToCartProps) {
  const render = useContext(AddToCartSlot);
  return render ? render(props) : null;
}
