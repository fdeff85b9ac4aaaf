import type { Food } from '@ninetonine/contract';
import { useAppDispatch } from '@/app/hooks';
import { useHydrated } from '@/hooks/use-hydrated';
import { addToCart } from '../cart-thunks';
import styles from './add-to-cart-control.module.css';

export interface AddToCartControlProps {
  food: Food;
  /** The chosen size (details page); the card picks the first available one. */
  size?: string;
  quantity?: number;
  variant?: 'card' | 'details';
}

/**
 * "Add to cart" on menu cards (the first size, one of it) and on the details page (the chosen
 * size and quantity). Every add is announced by the cart toast, with a link to the cart.
 */
export function AddToCartControl({
  food,
  size,
  quantity = 1,
  variant = 'card',
}: AddToCartControlProps) {
  const dispatch = useAppDispatch();
  // Server-rendered, it cannot act until the app is there (decision 0027): it says so.
  const hydrated = useHydrated();
  const chosen =
    (size !== undefined ? food.variants.find((v) => v.size === size) : undefined) ??
    food.variants[0];
  const available = food.isAvailable && chosen !== undefined;
  const big = variant === 'details';

  const add = () => {
    if (!available) return;
    void dispatch(
      addToCart({
        id: food._id,
        name: food.name,
        description: food.description,
        image: food.foodImages[0] ?? '',
        quantity,
        selectedVariant: chosen,
      }),
    );
  };

  return (
    <button
      type="button"
      className={`btn btn-primary ${big ? styles.details : `btn-small ${styles.card}`}`}
      onClick={add}
      disabled={!available || !hydrated}
      // Cards repeat the button, so each names its dish (and keeps the visible words first).
      aria-label={big ? undefined : `${available ? 'Add to cart' : 'Unavailable'}: ${food.name}`}
    >
      <span aria-hidden="true" className={styles.plus}>
        +
      </span>
      {available ? 'Add to cart' : 'Unavailable'}
    </button>
  );
}
