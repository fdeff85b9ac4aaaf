import type { Category } from '@ninetonine/contract';
import { Link, useLocation } from '@/lib/router';
import { updateMenuParams } from '../menu-params';
import styles from './menu-category-bar.module.css';

interface MenuCategoryBarProps {
  categories: Category[];
  /** The category filter in the address (slug or id), null for the whole menu. */
  current: string | null;
  params: URLSearchParams;
}

/**
 * The menu's sections as one row of chips that scrolls sideways, for phones, where the filter
 * panel is folded away: one tap to a section, the current one marked (decision 0050). Real links:
 * each is the menu filtered to that category, its other filters kept.
 */
export function MenuCategoryBar({ categories, current, params }: MenuCategoryBarProps) {
  const { pathname } = useLocation();
  if (categories.length === 0) return null;
  const href = (category: string | null) => {
    const qs = updateMenuParams(params, { category }).toString();
    return qs ? `${pathname}?${qs}` : pathname;
  };
  const isCurrent = (c: Category) => current === c.slug || current === c._id;
  return (
    <nav className={styles.bar} aria-label="Menu sections">
      <ul className={styles.list}>
        <li>
          <Link
            to={href(null)}
            className={styles.chip}
            aria-current={current === null ? 'page' : undefined}
            preventScrollReset
          >
            All
          </Link>
        </li>
        {categories.map((c) => (
          <li key={c._id}>
            <Link
              to={href(c.slug)}
              className={styles.chip}
              aria-current={isCurrent(c) ? 'page' : undefined}
              preventScrollReset
            >
              {c.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
