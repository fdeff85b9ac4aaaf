import type { ReactNode } from 'react';
import type { Food } from '@ninetonine/contract';
import { FoodCard } from './food-card';
import styles from './food-grid.module.css';

interface FoodGridProps {
  foods: Food[];
  /** Names the list for screen readers, e.g. "Menu results". */
  label: string;
  headingLevel?: 2 | 3 | 4;
  /**
   * How many leading cards load their pictures eagerly. One: on a phone the first card fills the
   * screen and the next ones would take its bandwidth; on a wide screen the rest of the first row
   * loads lazily, which in view means right after layout.
   */
  eagerCount?: number;
  /** Each available dish's action, e.g. "Add to cart" (composed by the page). */
  renderAction?: (food: Food) => ReactNode;
}

export function FoodGrid({
  foods,
  label,
  headingLevel = 3,
  eagerCount = 1,
  renderAction,
}: FoodGridProps) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {foods.map((food, i) => (
        <li key={food._id} className={styles.item}>
          <FoodCard
            food={food}
            eager={i < eagerCount}
            // On a phone only the first card shows: its picture goes first (lazy ones: no say).
            fetchPriority={i >= eagerCount ? undefined : i === 0 ? 'high' : 'low'}
            headingLevel={headingLevel}
            renderAction={renderAction}
          />
        </li>
      ))}
    </ul>
  );
}

/** Card-shaped placeholders while a list loads: the page does not jump when it arrives. */
export function FoodGridSkeleton({
  count = 8,
  label = 'Loading dishes',
}: {
  count?: number;
  label?: string;
}) {
  return (
    <div className={styles.grid} role="status" aria-label={label} aria-busy="true">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={styles.skeleton} aria-hidden="true">
          <div className={`${styles.shimmer} ${styles.skImage}`} />
          <div className={styles.skBody}>
            <div className={`${styles.shimmer} ${styles.skChip}`} />
            <div className={`${styles.shimmer} ${styles.skTitle}`} />
            <div className={`${styles.shimmer} ${styles.skLine}`} />
            <div className={`${styles.shimmer} ${styles.skLineShort}`} />
          </div>
        </div>
      ))}
    </div>
  );
}
