import { useEffect, useRef, type MouseEvent } from 'react';
import type { Category } from '@ninetonine/contract';
import { Link, useLocation } from '@/lib/router';
import { updateMenuParams } from '../menu-params';
import { MENU_SECTIONS_BAR_ID, menuSectionId } from '../menu-section-scroll';
import styles from './menu-category-bar.module.css';

interface MenuCategoryBarProps {
  categories: Category[];
  /** The category filter in the address (slug or id), null for the whole menu. */
  current: string | null;
  params: URLSearchParams;
  /**
   * On the grouped menu: the chips jump to their sections (by id, menu-section-scroll.ts) and the
   * one on screen is marked, instead of filtering.
   */
  sections?: { ids: readonly string[]; current: string | null; jump: (id: string) => void };
}

/**
 * The menu's sections as one row of chips that scrolls sideways, for phones, where the filter
 * panel is folded away: one tap to a section, the current one marked (decision 0050). Real links:
 * on the grouped menu each is its section's anchor; otherwise the menu filtered to that
 * category, its other filters kept.
 */
export function MenuCategoryBar({ categories, current, params, sections }: MenuCategoryBarProps) {
  const { pathname } = useLocation();
  const bar = useRef<HTMLElement>(null);
  const marked = sections?.current;
  // The marked chip is kept in sight in the sideways row as the page scrolls through sections.
  useEffect(() => {
    const chip = bar.current?.querySelector<HTMLElement>('[aria-current="true"]');
    if (!bar.current || !chip) return;
    const { offsetLeft, offsetWidth } = chip;
    const { scrollLeft, clientWidth } = bar.current;
    if (offsetLeft < scrollLeft || offsetLeft + offsetWidth > scrollLeft + clientWidth) {
      bar.current.scrollLeft = offsetLeft - 16;
    }
  }, [marked]);
  if (categories.length === 0) return null;

  if (sections) {
    const jumpTo = (id: string) => (event: MouseEvent) => {
      event.preventDefault();
      sections.jump(id);
    };
    const listed = categories.filter((c) => sections.ids.includes(menuSectionId(c.slug)));
    return (
      <nav className={styles.bar} aria-label="Menu sections" id={MENU_SECTIONS_BAR_ID} ref={bar}>
        <ul className={styles.list}>
          {listed.map((c) => {
            const id = menuSectionId(c.slug);
            return (
              <li key={c._id}>
                <a
                  href={`#${id}`}
                  className={styles.chip}
                  aria-current={marked === id ? 'true' : undefined}
                  onClick={jumpTo(id)}
                >
                  {c.name}
                </a>
              </li>
            );
          })}
        </ul>
      </nav>
    );
  }

  const href = (category: string | null) => {
    const qs = updateMenuParams(params, { category }).toString();
    return qs ? `${pathname}?${qs}` : pathname;
  };
  const isCurrent = (c: Category) => current === c.slug || current === c._id;
  return (
    <nav className={styles.bar} aria-label="Menu sections" id={MENU_SECTIONS_BAR_ID} ref={bar}>
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
