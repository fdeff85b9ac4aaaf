import { useState, type ReactNode } from 'react';
import { Link } from '@/lib/router';
import type { Food, Variant } from '@ninetonine/contract';
import { checkOptionChoice, fromMinor, optionRulesOf } from '@ninetonine/contract/core';
import { Icon } from '@/components/icons';
import { PriceTag } from '@/components/price-tag';
import { QuantityStepper } from '@/components/quantity-stepper';
import { useHydrated } from '@/hooks/use-hydrated';
import { cheapestVariant } from '../food-presentation';
import { DietaryChips } from './dietary-chips';
import { DishRatingLine } from './dish-rating';
import { FoodGallery } from './food-gallery';
import { OptionPicker, optionGroupInputId } from './option-picker';
import { SizePicker } from './size-picker';
import styles from './food-details.module.css';

/** What the customer has chosen on a dish's page. */
export interface FoodChoice {
  food: Food;
  size: string | undefined;
  quantity: number;
  /** The chosen option ids (decision 0049). */
  optionIds: string[];
  /** The chosen size priced with the chosen options. */
  variant: Variant | undefined;
  /** What the choice still lacks ("Choose a Spice level"), and the input to go to; null: none. */
  missing: { message: string; focusId: string } | null;
}

interface FoodDetailsProps {
  food: Food;
  /** The order action for the chosen size and quantity (the page passes "Add to cart"). */
  renderAction?: (choice: FoodChoice) => ReactNode;
  /** When it is cooked, from the restaurant's settings (the page passes it). */
  hoursNote?: string | undefined;
}

/** One dish: photos, story, sizes, price, quantity and the page's order action. */
export function FoodDetails({ food, renderAction, hoursNote }: FoodDetailsProps) {
  const [size, setSize] = useState(() => cheapestVariant(food)?.size ?? '');
  const [quantity, setQuantity] = useState(1);
  const [optionIds, setOptionIds] = useState<string[]>([]);
  const hydrated = useHydrated();
  const sized = food.variants.find((v) => v.size === size) ?? food.variants[0];
  const rules = optionRulesOf(food.optionGroups);
  const choice = checkOptionChoice(rules, optionIds);
  const delta = choice.ok ? fromMinor(choice.deltaMinor) : 0;
  // The unit price shown and added includes the options' prices (the server prices it again).
  const variant = sized && {
    ...sized,
    price: sized.price + delta,
    priceAfterDiscount: sized.priceAfterDiscount === null ? null : sized.priceAfterDiscount + delta,
  };
  const name = `options-${food._id}`;
  const missingGroup = choice.ok
    ? undefined
    : rules.find((g) => {
        const picked = g.options.filter((o) => optionIds.includes(o.id)).length;
        return picked < g.minPicks || picked > g.maxPicks;
      });
  const missing =
    choice.ok || !missingGroup
      ? null
      : { message: choice.message, focusId: optionGroupInputId(name, missingGroup.id) };
  return (
    <article className={`page ${styles.page}`}>
      <nav aria-label="Breadcrumb" className={styles.crumbs}>
        <ol>
          <li>
            <Link to="/menu">Menu</Link>
          </li>
          <li>
            <Link to={`/category/${food.category.slug}`}>{food.category.name}</Link>
          </li>
          <li aria-current="page">{food.name}</li>
        </ol>
      </nav>
      <div className={styles.layout}>
        <FoodGallery images={food.foodImages} pictures={food.pictures} name={food.name} />
        <div className={styles.info}>
          <DietaryChips food={food} />
          <h1 className={styles.name}>{food.name}</h1>
          <DishRatingLine rating={food.rating} className={styles.rating} />
          <p className={styles.description}>{food.description}</p>
          {!food.isAvailable && (
            <p className={`alert ${styles.unavailable}`} role="status">
              {food.availableAgainAt
                ? 'Sold out for today. It will be back on the menu tomorrow.'
                : 'Sold out. It will be back on the menu soon.'}
            </p>
          )}
          {/* Server-rendered, the choices cannot act until the app is there (decision 0027). */}
          <fieldset className={styles.buy} disabled={!hydrated}>
            {food.variants.length > 1 ? (
              <SizePicker
                variants={food.variants}
                value={variant?.size ?? ''}
                onChange={setSize}
                name={`size-${food._id}`}
              />
            ) : (
              variant && <p className={styles.single}>Size: {variant.size}</p>
            )}
            {food.optionGroups.length > 0 && (
              <OptionPicker
                groups={food.optionGroups}
                value={optionIds}
                onChange={setOptionIds}
                name={name}
              />
            )}
            {variant && <PriceTag variant={variant} size="lg" />}
            {food.isAvailable && (
              <div className={styles.order}>
                <QuantityStepper value={quantity} onChange={setQuantity} labelVisible />
                {variant && quantity > 1 && (
                  <div className={styles.total}>
                    <span>Total for {quantity}:</span>
                    <PriceTag variant={variant} times={quantity} />
                  </div>
                )}
                <div className={styles.cta}>
                  {renderAction?.({
                    food,
                    size: variant?.size,
                    quantity,
                    optionIds,
                    variant,
                    missing,
                  })}
                </div>
              </div>
            )}
          </fieldset>
          <p className={styles.note}>
            <Icon name="clock" size={16} /> {hoursNote ?? 'Cooked to order.'}
          </p>
          <Link to={`/category/${food.category.slug}`} className={styles.more}>
            More from {food.category.name} <span aria-hidden="true">→</span>
          </Link>
        </div>
      </div>
    </article>
  );
}

/** The dish page's shape while it loads. */
export function FoodDetailsSkeleton() {
  return (
    <div
      className={`page ${styles.page}`}
      role="status"
      aria-label="Loading the dish"
      aria-busy="true"
    >
      <div className={styles.layout} aria-hidden="true">
        <div className={`${styles.shimmer} ${styles.skImage}`} />
        <div className={styles.info}>
          <div className={`${styles.shimmer} ${styles.skLine}`} />
          <div className={`${styles.shimmer} ${styles.skTitle}`} />
          <div className={`${styles.shimmer} ${styles.skLine}`} />
          <div className={`${styles.shimmer} ${styles.skLine}`} />
        </div>
      </div>
    </div>
  );
}
