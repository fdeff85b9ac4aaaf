import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { Food } from '@ninetonine/contract';

/**
 * What a menu change does to the storefront's cached data (the catalog's rules,
 * docs/storefront-contract.md#food-cache-rules). The page passes it to the editor's top component,
 * which hands it to each mutation hook, so this feature needs no import of the catalog.
 */
export interface StorefrontCache {
  /** docs/storefront-contract.md#food-cache-rules: a created food goes first in the list. */
  created: (queryClient: QueryClient, food: Food) => void;
  /**
   * docs/storefront-contract.md#food-cache-rules: an updated food replaces its copy in the list and
   * in the details.
   */
  updated: (queryClient: QueryClient, food: Food) => void;
  /** docs/storefront-contract.md#food-cache-rules: a deleted food leaves the list. */
  deleted: (queryClient: QueryClient, id: string) => void;
  /** What the rules do not cover (counts, category lists, suggestions): stale after a change. */
  staleKeys: readonly QueryKey[];
}
