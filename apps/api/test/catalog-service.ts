import type { Database } from '#src/db/client';
import { createCatalogRepository } from '#src/modules/catalog/catalog.repository';
import { createCatalogService } from '#src/modules/catalog/catalog.service';
import { createFoodSearchRepository } from '#src/modules/catalog/food-search.repository';

/**
 * The catalog service on a test's database, with no answer cache and, unless one is given, no
 * search index: SQL alone answers, the reference the app's index and cache must agree with.
 */
export const catalogService = (
  db: Database,
  searchIndex?: Parameters<typeof createCatalogService>[0]['searchIndex'],
) =>
  createCatalogService({
    db,
    catalog: createCatalogRepository(),
    search: createFoodSearchRepository(),
    ...(searchIndex ? { searchIndex } : {}),
  });
