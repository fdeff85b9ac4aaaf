import { startTransition, useCallback, useEffect, useMemo, useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * About one section (a phone screen shows three to five cards): the whole menu's 56 cards drawn
 * at once made tasks of 100-300 ms on a slow phone (decision 0106).
 */
const CARDS_PER_CHUNK = 6;

/** Where the next chunk ends: whole sections, at least one, until it holds enough cards. */
function chunkEnd(sections: readonly { foods: readonly unknown[] }[], from: number): number {
  let end = from;
  let cards = 0;
  while (end < sections.length && (end === from || cards < CARDS_PER_CHUNK)) {
    cards += sections[end]!.foods.length;
    end++;
  }
  return end;
}

/**
 * The grouped menu's sections, drawn a chunk at a time when they replace the page's list after
 * it started (decision 0106): the first screen's at once, the rest in order right after, each
 * chunk in a task of its own, so no one task creates the whole menu. Sections there when the
 * page mounts (coming back to the menu) are drawn at once, so the page is long enough for its
 * kept scroll position; a later answer never draws fewer than were drawn. `drawAll` draws the
 * rest at once, for a jump to a later section.
 */
export function useSectionsInChunks<S extends { foods: readonly unknown[] }>(
  sections: readonly S[] | null,
) {
  const [count, setCount] = useState(sections?.length ?? 0);
  const end = sections ? Math.max(Math.min(count, sections.length), chunkEnd(sections, 0)) : 0;

  useEffect(() => {
    if (!sections || end >= sections.length) return;
    // A new task, and a transition: React gives way to taps while it renders the chunk.
    const timer = setTimeout(() => startTransition(() => setCount(chunkEnd(sections, end))));
    return () => clearTimeout(timer);
  }, [sections, end]);

  const drawAll = useCallback(() => {
    if (sections && end < sections.length) flushSync(() => setCount(sections.length));
  }, [sections, end]);

  const drawn = useMemo(() => sections?.slice(0, end) ?? null, [sections, end]);
  return { drawn, drawAll };
}
