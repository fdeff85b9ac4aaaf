import { useCallback, useEffect, useRef, useState } from 'react';

/** The element id of a menu section on the phone's grouped menu. */
export const menuSectionId = (slug: string) => `menu-section-${slug}`;

/** The row of section chips (menu-category-bar.tsx), held under the header. */
export const MENU_SECTIONS_BAR_ID = 'menu-sections-bar';

/** How much of the top of the screen the sticky header and the row of sections cover. */
function coveredTop(): number {
  const header = parseFloat(
    getComputedStyle(document.documentElement).getPropertyValue('--site-header-height'),
  );
  const bar = document.getElementById(MENU_SECTIONS_BAR_ID)?.offsetHeight ?? 0;
  return (Number.isFinite(header) ? header : 0) + bar;
}

/**
 * Which section of the grouped menu is under the row of chips (the top-most one still showing
 * below it), and a jump to a section. A jump marks its section at once and keeps it marked until
 * the visitor scrolls again: the last sections may be too short to reach the top of the screen.
 */
export function useMenuSections(ids: readonly string[]) {
  const [current, setCurrent] = useState<string | null>(null);
  const pinned = useRef(false);
  const key = ids.join(' ');

  useEffect(() => {
    if (!key) return;
    const order = key.split(' ');
    const elements = order.flatMap((id) => document.getElementById(id) ?? []);
    const covered = coveredTop();
    // Set only when it changes: a new value on the root restyles the whole page.
    const root = document.documentElement.style;
    const barHeight = `${document.getElementById(MENU_SECTIONS_BAR_ID)?.offsetHeight ?? 0}px`;
    if (root.getPropertyValue('--menu-sections-bar-height') !== barHeight) {
      root.setProperty('--menu-sections-bar-height', barHeight);
    }
    const showing = new Set<string>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) showing.add(entry.target.id);
          else showing.delete(entry.target.id);
        }
        if (pinned.current) return;
        setCurrent(order.find((id) => showing.has(id)) ?? order[0]!);
      },
      { rootMargin: `-${Math.ceil(covered) + 1}px 0px 0px 0px` },
    );
    for (const element of elements) observer.observe(element);
    // The visitor's own scrolling hands the marking back to what is on screen.
    const release = () => {
      if (!pinned.current) return;
      pinned.current = false;
      setCurrent(order.find((id) => showing.has(id)) ?? order[0]!);
    };
    const events = ['wheel', 'touchstart', 'keydown'] as const;
    for (const type of events) window.addEventListener(type, release, { passive: true });
    return () => {
      observer.disconnect();
      for (const type of events) window.removeEventListener(type, release);
    };
  }, [key]);

  const jump = useCallback((id: string) => {
    const section = document.getElementById(id);
    if (!section) return;
    pinned.current = true;
    setCurrent(id);
    // A little room between the chips and the heading (less than the gap between sections).
    const top = section.getBoundingClientRect().top + window.scrollY - coveredTop() - 8;
    window.scrollTo({ top });
    // Focus follows, so the keyboard and screen readers carry on from the section's heading.
    document.getElementById(`${id}-heading`)?.focus({ preventScroll: true });
  }, []);

  return { current: key ? (current ?? ids[0]!) : null, jump };
}
