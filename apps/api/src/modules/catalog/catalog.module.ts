import type { Database } from '../../db/client';
import type { EventBus } from '../../events/event-bus';
import { createAnswerCache } from './answer-cache';
import { createCatalogChangeFeed } from './catalog-change-feed';
import { createCatalogRepository } from './catalog.repository';
import { createCatalogService } from './catalog.service';
import { createFoodSearchRepository, WORD_SIMILARITY } from './food-search.repository';
import { buildSearchIndex } from './search-index';
import { createSearchIndexCache, SEARCH_INDEX_MAX_FOODS } from './search-index-cache';
import { createSearchIndexRepository } from './search-index.repository';

/**
 * The catalog's one composition root: the storefront routes read through its answer cache and
 * its service (whose search index lives as long as the app), and every staff write that changes
 * what they answer (foods, categories, pictures on foods) goes through its change feed, which
 * drops the answers and the index here and on every other instance.
 */
export function createCatalogModule(deps: {
  db: Database;
  events: EventBus;
  log: (message: string) => void;
  cache: { maxEntries: number; maxBytes: number; ttlMs: number };
}) {
  const changes = createCatalogChangeFeed({ events: deps.events, log: deps.log });
  const answers = createAnswerCache({ changes, ...deps.cache });
  const indexed = createSearchIndexRepository();
  const searchIndex = createSearchIndexCache({
    changes,
    ttlMs: deps.cache.ttlMs,
    // A staff edit comes in bursts (a dish, then its picture, then its price): one rebuild.
    rebuildAfterChangeMs: 250,
    build: async () => {
      const source = await indexed.load(deps.db, SEARCH_INDEX_MAX_FOODS);
      return source && buildSearchIndex(source, WORD_SIMILARITY);
    },
  });
  const service = createCatalogService({
    db: deps.db,
    catalog: createCatalogRepository(),
    search: createFoodSearchRepository(),
    searchIndex: { repository: indexed, cache: searchIndex },
  });
  const close = async () => {
    await searchIndex.close();
    await changes.close();
  };
  return { changes, answers, service, close };
}

export type CatalogModule = ReturnType<typeof createCatalogModule>;
