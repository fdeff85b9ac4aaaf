import { isPersistedCatalogKey } from '@/features/catalog';
import type { PersistOptions } from '@/lib/query-persistence';

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
