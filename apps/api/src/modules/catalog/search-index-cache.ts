import type { CatalogVersion } from './catalog-version.service';
import type { SearchIndex } from './search-index';

/**
 * Beyond this many dishes the index is not built and search stays in SQL: its memory grows with
 * the menu (about 1 KB a dish with its text: 10 MB at 10,000 dishes, measured).
 */
export const SEARCH_INDEX_MAX_FOODS = 20_000;

/**
 * The search index of the current catalog version, built on first use and shared by concurrent
 * searches. Like the cached answers (decision 0021) it is dropped when the generation moves on
 * and after `ttlMs` (changes made behind the app's back); one built while the menu changed serves
 * the search that asked for it but is not kept. `null` means the menu is too large for it.
 */
export function createSearchIndexCache(opts: {
  version: CatalogVersion;
  ttlMs: number;
  build: () => Promise<SearchIndex | null>;
  now?: () => number;
}) {
  const { version, ttlMs, build } = opts;
  const now = opts.now ?? Date.now;
  let kept: { generation: number; expiresAt: number; index: SearchIndex | null } | undefined;
  let pending: { generation: number; index: Promise<SearchIndex | null> } | undefined;

  version.onChange(() => {
    kept = undefined;
    pending = undefined;
  });
  /** The kept index, if it is the one of this generation and not expired. */
  const fresh = (generation: number) =>
    kept && kept.generation === generation && kept.expiresAt > now() ? kept : undefined;

  async function current(): Promise<SearchIndex | null> {
    const generation = version.current();
    const ready = fresh(generation);
    if (ready) return ready.index;
    if (pending?.generation === generation) return pending.index;
    const started = now();
    const index = build();
    pending = { generation, index };
    try {
      const built = await index;
      if (version.current() === generation) {
        kept = { generation, expiresAt: started + ttlMs, index: built };
      }
      return built;
    } finally {
      if (pending?.index === index) pending = undefined;
    }
  }

  return {
    current,
    /**
     * The current version's index if it is built, without waiting: otherwise `undefined`, and
     * a build starts for the reads after this one. For reads the database answers well enough
     * meanwhile (a page of the menu), so the first after a change never waits for a build.
     */
    ready(): SearchIndex | null | undefined {
      const generation = version.current();
      const ready = fresh(generation);
      if (ready) return ready.index;
      // A failed build is not this read's failure: the next search runs it again and says so.
      if (pending?.generation !== generation) current().catch(() => undefined);
      return undefined;
    },
  };
}
export type SearchIndexCache = ReturnType<typeof createSearchIndexCache>;
