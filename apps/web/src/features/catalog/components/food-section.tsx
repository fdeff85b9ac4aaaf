import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Food } from '@ninetonine/contract';
import { FoodListView } from './food-list-view';
import styles from './food-section.module.css';

interface FoodSectionProps {
  id: string;
  title: string;
  kicker?: string;
  intro?: ReactNode;
  more?: { to: string; label: string };
  query: {
    data?: { foods: Food[] };
    isPending: boolean;
    isError: boolean;
    error: unknown;
    refetch: () => unknown;
  };
  empty: ReactNode;
  count: number;
  /** Light text for a dark band. */
  dark?: boolean;
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
}: FoodSectionProps) {
  const status = query.isPending ? 'loading' : query.isError ? 'error' : 'ready';
  return (
    <section aria-labelledby={id} className={styles.section}>
      <div className={`${styles.head} ${dark ? styles.dark : ''}`}>
        <div>
          {kicker && <p className={styles.kicker}>{kicker}</p>}
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
        status={status}
        foods={query.data?.foods.slice(0, count) ?? []}
        error="We couldn't reach the kitchen just now."
        onRetry={() => void query.refetch()}
        label={title}
        empty={empty}
        skeletonCount={Math.min(count, 4)}
      />
    </section>
  );
}
