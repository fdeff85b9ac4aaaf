import type { EventBus } from '../../events/event-bus';
import { createAnswerCache } from './answer-cache';
import { createCatalogVersion } from './catalog-version.service';

/**
 * The catalog's one composition root: the storefront routes read through its answer cache, and
 * every staff write that changes what they answer (foods, categories, pictures on foods) goes
 * through its version seam, which drops the cache here and on every other instance.
 */
export function createCatalogModule(deps: {
  events: EventBus;
  log: (message: string) => void;
  cache: { maxEntries: number; maxBytes: number; ttlMs: number };
}) {
  const version = createCatalogVersion({ events: deps.events, log: deps.log });
  const answers = createAnswerCache({ version, ...deps.cache });
  return { version, answers, close: () => version.close() };
}

export type CatalogModule = ReturnType<typeof createCatalogModule>;
