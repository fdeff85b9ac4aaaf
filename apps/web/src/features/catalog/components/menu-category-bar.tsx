import { useEffect, useRef } from 'react';
import type { Category } from '@ninetonine/contract';
import { Link, useLocation } from '@/lib/router';
import { updateMenuParams } from '../menu-params';
import { MENU_SECTIONS_BAR_ID, menuSectionId } from '../menu-section-scroll';
import styles from './menu-category-bar.module.css';

interface Chip {
  key: string;
  name: string;
  href: string;
  current: 'page' | 'true' | undefined;
  /** On the grouped menu: the section the chip scrolls to. */
  jump?: string;
}

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
  /**
   * Whether the paged list leads with an "All" chip. Not on the plain menu a phone swaps for the
   * grouped one (which has none): the row would move under the visitor's eyes when it swaps.
   */
  withAll?: boolean;
}

/**
 * The menu's sections as one row of chips that scrolls sideways, for phones, where the filter
 * panel is folded away: one tap to a section, the current one marked (decision 0050). Real links:
 * on the grouped menu each is its section's anchor; otherwise the menu filtered to that
 * category, its other filters kept.
 */
export function MenuCategoryBar({
  categories,
  current,
  params,
  sections,
  withAll = true,
}: MenuCategoryBarProps) {
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

  const href = (category: string | null) => {
    const qs = updateMenuParams(params, { category }).toString();
    return qs ? `${pathname}?${qs}` : pathname;
  };
  const chips: Chip[] = sections
    ? categories.flatMap((c) => {
        const id = menuSectionId(c.slug);
        if (!sections.ids.includes(id)) return [];
        return [
          {
            key: c._id,
            name: c.name,
            href: `#${id}`,
            jump: id,
            current: marked === id ? 'true' : undefined,
          },
        ];
      })
    : [
        ...(withAll
          ? [
              {
                key: '',
                name: 'All',
                href: href(null),
                current: current === null ? 'page' : undefined,
              } as const,
            ]
          : []),
        ...categories.map((c): Chip => ({
          key: c._id,
          name: c.name,
          href: href(c.slug),
          current: current === c.slug || current === c._id ? 'page' : undefined,
        })),
      ];
  return (
    <nav className={styles.bar} aria-label="Menu sections" id={MENU_SECTIONS_BAR_ID} ref={bar}>
      <ul className={styles.list}>
        {chips.map((chip) => (
          <li key={chip.key}>
            {chip.jump ? (
              <a
                href={chip.href}
                className={styles.chip}
                aria-current={chip.current}
                onClick={(event) => {
                  event.preventDefault();
                  sections?.jump(chip.jump!);
                }}
              >
                {chip.name}
              </a>
            ) : (
              <Link
                to={chip.href}
                className={styles.chip}
                aria-current={chip.current}
                preventScrollReset
              >
                {chip.name}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
