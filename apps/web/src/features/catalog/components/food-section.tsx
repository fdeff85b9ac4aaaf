import type { ReactNode } from 'react';
import { Link } from '@/lib/router';
import type { Food, GetAllFoodResponse } from '@ninetonine/contract';
import { FoodListView, SHOWCASE_ERROR, type FoodListQuery } from './food-list-view';
import styles from './food-section.module.css';

interface FoodSectionProps {
  id: string;
  title: string;
  kicker?: string;
  intro?: ReactNode;
  more?: { to: string; label: string };
  query: FoodListQuery & { data?: GetAllFoodResponse };
  empty: ReactNode;
  count: number;
  /** Light text for a dark band. */
  dark?: boolean;
  renderAction?: (food: Food) => ReactNode;
}

/** A titled band of dish cards from a showcase query (home, specials). */
export function FoodSection({
  id,
  title,
  kicker,
  intro,
  more,
  query,
  empty,
  count,
  dark = false,
  renderAction,
}: FoodSectionProps) {
  return (
    <section aria-labelledby={id} className={styles.section}>
      <div className={`${styles.head} ${dark ? styles.dark : ''}`}>
        <div>
          {kicker && <p className="kicker">{kicker}</p>}
          <h2 id={id} className={styles.title}>
            {title}
          </h2>
          {intro && <div className={styles.intro}>{intro}</div>}
        </div>
        {more && (
          <Link to={more.to} className={styles.more}>
            {more.label} <span aria-hidden="true">→</span>
          </Link>
        )}
      </div>
      <FoodListView
        query={query}
        foods={query.data?.foods.slice(0, count)}
        errorText={SHOWCASE_ERROR}
        label={title}
        empty={empty}
        skeletonCount={Math.min(count, 4)}
        renderAction={renderAction}
        // A band sits below the fold: its pictures load lazily, none with a say on priority.
        eagerCount={0}
      />
    </section>
  );
}
