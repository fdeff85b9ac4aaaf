import type { ReactNode } from 'react';
import type { Food } from '@ninetonine/contract';
import { Link } from '@/lib/router';
import { FoodImage } from '@/components/food-image';
import { PriceTag } from '@/components/price-tag';
import { cheapestVariant, shortDescription } from '../food-presentation';
import { DietaryChips } from './dietary-chips';
import { DishRatingLine } from './dish-rating';
import styles from './food-card.module.css';
import { FOOD_CARD_PICTURE_SIZES } from '@ninetonine/contract/core';

interface FoodCardProps {
  food: Food;
  /** Above-the-fold cards load their picture at once. */
  eager?: boolean;
  /** For an eager picture: 'high' for the page's largest paint, else 'low' (food-image.tsx). */
  fetchPriority?: 'high' | 'low';
  headingLevel?: 2 | 3 | 4;
  /** The card's action for an available dish (the page passes "Add to cart"). */
  renderAction?: (food: Food) => ReactNode;
}

/** A dish on the menu: picture, name, chips, price from the cheapest size, and its action. */
export function FoodCard({
  food,
  eager = false,
  fetchPriority,
  headingLevel = 3,
  renderAction,
}: FoodCardProps) {
  const variant = cheapestVariant(food);
  const Heading = (['h2', 'h3', 'h4'] as const)[headingLevel - 2]!;
  const href = `/menu/${food._id}`;
  return (
    <article
      className={`${styles.card} ${food.isAvailable ? '' : styles.unavailable}`}
      aria-label={food.name}
    >
      <Link to={href} className={styles.media} tabIndex={-1} aria-hidden="true">
        <FoodImage
          src={food.foodImages[0]}
          srcSet={food.pictures[0]?.srcset}
          sizes={FOOD_CARD_PICTURE_SIZES}
          alt=""
          width={480}
          height={360}
          eager={eager}
          fetchPriority={fetchPriority}
          className={styles.image}
        />
        {!food.isAvailable && <span className={styles.soldOut}>Sold out</span>}
      </Link>
      <div className={styles.body}>
        <DietaryChips food={food} max={3} />
        <Heading className={styles.name}>
          <Link to={href} className={styles.link}>
            {food.name}
          </Link>
        </Heading>
        <p className={styles.description}>{shortDescription(food.description)}</p>
        <DishRatingLine rating={food.rating} className={styles.rating} />
        <div className={styles.footer}>
          {variant ? (
            <PriceTag variant={variant} from={food.variants.length > 1} />
          ) : (
            <p className={styles.noPrice}>Price on request</p>
          )}
          {food.isAvailable ? (
            renderAction?.(food)
          ) : (
            <p className={styles.unavailableNote}>Unavailable</p>
          )}
        </div>
      </div>
    </article>
  );
}
