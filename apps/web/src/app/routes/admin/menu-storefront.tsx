import type { ReactNode } from 'react';
import { categoryKeys, foodCreated, foodDeleted, foodKeys, foodUpdated } from '@/features/catalog';
import { StorefrontCacheProvider, type StorefrontCache } from '@/features/staff-menu';

/**
 * The catalog's cache rules (docs/storefront-contract.md#food-cache-rules), handed to the menu
 * editor (features do not import each other).
 */
const storefrontCache: StorefrontCache = {
  created: foodCreated,
  updated: foodUpdated,
  deleted: foodDeleted,
  // Not the food lists and details: the rules above keep them as the spec says (until they
  // go stale by themselves); what the rules do not cover asks the server on its next visit.
  staleKeys: [categoryKeys.all, foodKeys.categoryLists(), [...foodKeys.all, 'suggestions']],
};

/** Menu pages' changes show in this tab's storefront at once, by the spec's rules. */
export function MenuStorefront({ children }: { children: ReactNode }) {
  return <StorefrontCacheProvider value={storefrontCache}>{children}</StorefrontCacheProvider>;
}
