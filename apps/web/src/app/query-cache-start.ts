import type { QueryClient } from '@tanstack/react-query';
import { isPersistedCatalogKey, seedCatalogQueries } from '@/features/catalog';
import { seedRestaurantQuery } from '@/features/restaurant';
import { readPageData } from '@/lib/page-data';
import { persistQueries, restoreQueries, type PersistOptions } from '@/lib/query-persistence';

/**
 * The catalog kept across visits (decision 0022): shown at once on a revisit, refetched in the
 * background. Bump the buster when a cached answer's shape changes.
 */
export const CATALOG_PERSISTENCE: PersistOptions = {
  key: 'ninetonine-catalog',
  buster: 'catalog-1',
  maxAgeMs: 24 * 60 * 60 * 1000,
  shouldPersist: (query) => isPersistedCatalogKey(query.queryKey),
  maxQueries: 40,
};

/**
 * Fills the query cache before the first render: the stored copy from the last visit (stale),
 * then the fresher answers the server put in this page. Then keeps the stored copy current.
 */
export function startQueryCache(queryClient: QueryClient): () => void {
  restoreQueries(queryClient, CATALOG_PERSISTENCE);
  const pageData = readPageData();
  seedCatalogQueries(queryClient, pageData);
  seedRestaurantQuery(queryClient, pageData);
  return persistQueries(queryClient, CATALOG_PERSISTENCE);
}
