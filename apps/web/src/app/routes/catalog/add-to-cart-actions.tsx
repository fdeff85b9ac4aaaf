import type { Food } from '@ninetonine/contract';
import { AddToCartControl } from '@/features/cart';
import type { FoodChoice } from '@/features/catalog';

/** A dish card's action: "Add to cart" with its first size, one of it. */
export const cardAddToCart = (food: Food) => <AddToCartControl food={food} variant="card" />;

/** The dish page's action: "Add to cart" with the chosen size, options and quantity. */
export const detailsAddToCart = ({
  food,
  size,
  quantity,
  optionIds,
  variant,
  missing,
}: FoodChoice) => (
  <AddToCartControl
    food={food}
    size={size}
    quantity={quantity}
    variant="details"
    optionIds={optionIds}
    priced={variant}
    missing={missing}
  />
);
