import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FoodListView, showcaseList, type ShowcaseQuery } from './food-list-view';
import styles from './food-section.module.css';

interface FoodSectionProps {
  id: string;
  title: string;
  kicker?: string;
  intro?: ReactNode;
  more?: { to: string; label: string };
  query: ShowcaseQuery;
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
        list={showcaseList(query, count)}
        label={title}
        empty={empty}
        skeletonCount={Math.min(count, 4)}
      />
    </section>
  );
}
