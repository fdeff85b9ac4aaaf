import type { Food, Variant } from '@ninetonine/contract';
import { useId, useState } from 'react';
import { useAppDispatch } from '@/app/hooks';
import { useHydrated } from '@/hooks/use-hydrated';
import { Link } from '@/lib/router';
import type { CartItemOption } from '../cart-item';
import { addToCart } from '../cart-thunks';
import styles from './add-to-cart-control.module.css';

export interface AddToCartControlProps {
  food: Food;
  /** The chosen size (details page); the card picks the first available one. */
  size?: string;
  quantity?: number;
  variant?: 'card' | 'details';
  /** The chosen options (details page, decision 0049). */
  optionIds?: string[];
  /** The chosen size priced with the chosen options. */
  priced?: Variant;
  /** What the choice still lacks, and the input to send focus to; the button says so. */
  missing?: { message: string; focusId: string } | null;
}

/** The chosen options as a cart line shows them. */
function chosenOptions(food: Food, ids: readonly string[]): CartItemOption[] {
  return food.optionGroups.flatMap((g) =>
    g.options
      .filter((o) => ids.includes(o._id))
      .map((o) => ({ _id: o._id, group: g.name, name: o.name, priceDelta: o.priceDelta })),
  );
}

/**
 * "Add to cart" on menu cards (the first size, one of it) and on the details page (the chosen
 * size, options and quantity). Every add is announced by the cart toast, with a link to the
 * cart. A dish that asks for a choice is chosen on its page: its card links there.
 */
export function AddToCartControl({
  food,
  size,
  quantity = 1,
  variant = 'card',
  optionIds = [],
  priced,
  missing = null,
}: AddToCartControlProps) {
  const dispatch = useAppDispatch();
  const hintId = useId();
  const [explain, setExplain] = useState(false);
  // Server-rendered, it cannot act until the app is there (decision 0027): it says so.
  const hydrated = useHydrated();
  const chosen =
    (size !== undefined ? food.variants.find((v) => v.size === size) : undefined) ??
    food.variants[0];
  const available = food.isAvailable && chosen !== undefined;
  const big = variant === 'details';

  if (!big && available && food.optionGroups.some((g) => g.minPicks > 0)) {
    return (
      <Link
        to={`/menu/${food._id}`}
        className={`btn btn-primary btn-small ${styles.card}`}
        aria-label={`Choose options: ${food.name}`}
      >
        Choose options
      </Link>
    );
  }

  const add = () => {
    if (!available) return;
    if (missing) {
      setExplain(true);
      document.getElementById(missing.focusId)?.focus();
      return;
    }
    void dispatch(
      addToCart({
        id: food._id,
        name: food.name,
        description: food.description,
        image: food.foodImages[0] ?? '',
        quantity,
        selectedVariant: priced ?? chosen,
        ...(optionIds.length ? { optionIds, options: chosenOptions(food, optionIds) } : {}),
      }),
    );
  };

  return (
    <>
      <button
        type="button"
        className={`btn btn-primary ${big ? styles.details : `btn-small ${styles.card}`}`}
        onClick={add}
        disabled={!available || !hydrated}
        aria-describedby={missing ? hintId : undefined}
        // Cards repeat the button, so each names its dish (and keeps the visible words first).
        aria-label={big ? undefined : `${available ? 'Add to cart' : 'Unavailable'}: ${food.name}`}
      >
        <span aria-hidden="true" className={styles.plus}>
          +
        </span>
        {available ? 'Add to cart' : 'Unavailable'}
      </button>
      {big && missing && (
        <p id={hintId} className={styles.missing} role={explain ? 'alert' : undefined}>
          {missing.message} to add it to your cart.
        </p>
      )}
    </>
  );
}
