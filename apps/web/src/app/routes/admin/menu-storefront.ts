import { foodCreated, foodDeleted, foodUpdated } from '@/features/catalog';
import type { StorefrontCache } from '@/features/staff-menu';
import { categoryKeys, foodKeys } from '@/lib/query-keys';

/**
 * What a menu change does to this tab's storefront: the catalog's cache rules
 * (docs/storefront-contract.md#food-cache-rules). The menu pages pass it to the editor (features do
 * not import each other).
 */
export const menuStorefront: StorefrontCache = {
  created: foodCreated,
  updated: foodUpdated,
  deleted: foodDeleted,
  // Not the food lists and details: the rules above keep them as the spec says (until they
  // go stale by themselves); what the rules do not cover asks the server on its next visit.
  staleKeys: [categoryKeys.all, foodKeys.categoryLists(), [...foodKeys.all, 'suggestions']],
};
