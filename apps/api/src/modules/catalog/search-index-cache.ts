import type { CatalogChangeFeed } from './catalog-change-feed';
import type { SearchIndex } from './search-index';

/**
 * Beyond this many dishes the index is not built and search stays in SQL: its memory grows with
 * the menu (about 1 KB a dish with its text: 10 MB at 10,000 dishes, measured).
 */
export const SEARCH_INDEX_MAX_FOODS = 20_000;

/**
 * The search index of the catalog's current generation, shared by concurrent searches. Like the
 * cached answers (decision 0021) it is dropped when the generation moves on, and renewed after
 * `ttlMs` (changes made behind the app's back); one built while the menu changed serves the
 * search that asked for it but is not kept. `null` means the menu is too large for it.
 *
 * A build loads the whole menu (0.3-0.6 s at 10,000 dishes, decision 0025), so no search waits
 * for one it need not: once searches have used the index, a change rebuilds it in the background
 * `rebuildAfterChangeMs` after the last change of a burst, and an index past its time to live
 * keeps answering while its successor is built.
 */
export function createSearchIndexCache(opts: {
  changes: CatalogChangeFeed;
  ttlMs: number;
  build: () => Promise<SearchIndex | null>;
  /** Omitted: the next search after a change builds it (and waits). */
  rebuildAfterChangeMs?: number;
  now?: () => number;
}) {
  const { changes, ttlMs, build, rebuildAfterChangeMs } = opts;
  const now = opts.now ?? Date.now;
  let kept: { generation: number; expiresAt: number; index: SearchIndex | null } | undefined;
  let pending: { generation: number; index: Promise<SearchIndex | null> } | undefined;
  let used = false;
  let rebuild: ReturnType<typeof setTimeout> | undefined;

  /** Builds this generation's index once, however many ask; keeps it if the menu held still. */
  function buildCurrent(): Promise<SearchIndex | null> {
    const generation = changes.generation();
    if (pending?.generation === generation) return pending.index;
    const started = now();
    const index = build().then((built) => {
      if (changes.generation() === generation) {
        kept = { generation, expiresAt: started + ttlMs, index: built };
      }
      return built;
    });
    pending = { generation, index };
    const done = () => {
      if (pending?.index === index) pending = undefined;
    };
    index.then(done, done);
    return index;
  }

  /** In the background: a failure is reported by the next search, which builds again. */
  const buildQuietly = () => void buildCurrent().catch(() => undefined);

  changes.onChange(() => {
    kept = undefined;
    pending = undefined;
    if (rebuildAfterChangeMs === undefined || !used) return;
    clearTimeout(rebuild);
    rebuild = setTimeout(buildQuietly, rebuildAfterChangeMs);
    rebuild.unref?.();
  });

  /** This generation's index: fresh, or past its time to live while its successor is built. */
  function usableIndex(generation: number) {
    if (!kept || kept.generation !== generation) return undefined;
    if (kept.expiresAt <= now() && pending?.generation !== generation) buildQuietly();
    return kept;
  }

  return {
    async current(): Promise<SearchIndex | null> {
      used = true;
      const ready = usableIndex(changes.generation());
      return ready ? ready.index : buildCurrent();
    },
    /**
     * The current generation's index if it is built, without waiting: otherwise `undefined`, and
     * a build starts for the reads after this one. For reads the database answers well enough
     * meanwhile (a page of the menu), so the first after a change never waits for a build.
     */
    ready(): SearchIndex | null | undefined {
      used = true;
      const ready = usableIndex(changes.generation());
      if (ready) return ready.index;
      if (pending?.generation !== changes.generation()) buildQuietly();
      return undefined;
    },
    /** Stops a rebuild that is due, and waits for one under way (the database is closing). */
    async close() {
      clearTimeout(rebuild);
      await pending?.index.catch(() => undefined);
    },
  };
}
export type SearchIndexCache = ReturnType<typeof createSearchIndexCache>;
