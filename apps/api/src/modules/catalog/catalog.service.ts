import { SUGGESTIONS_MAX, toMinor, type GetAllFoodQuery } from '@ninetonine/contract';
import type { Database } from '../../db/client';
import { notFound } from '../../http-error';
import type { CatalogRepository, CategoryRecord, FoodRecord } from './catalog.repository';
import type { FoodSearchRepository, SuggestionRecord } from './food-search.repository';
import type { SearchIndexCache } from './search-index-cache';
import type { SearchIndexRepository } from './search-index.repository';
import { createSearchGate } from './search-gate';
import { isPlainAscii } from './word-similarity';

/** Shorter search-as-you-type terms match too much to be useful. */
export const SUGGEST_MIN_CHARS = 2;
/** Searches scored in SQL that may wait for the one running (decision 0074). */
const SQL_SEARCHES_WAITING_MAX = 8;

/** A getAllFood query's filters, prices in minor units (the category already looked up). */
export function foodFiltersOf(q: GetAllFoodQuery, categoryId: string | undefined) {
  return {
    categoryId,
    veg: q.veg,
    vegan: q.vegan,
    spicy: q.spicy,
    nutFree: q.nutFree,
    special: q.special,
    minPriceMinor: q.minPrice === undefined ? undefined : toMinor(q.minPrice),
    maxPriceMinor: q.maxPrice === undefined ? undefined : toMinor(q.maxPrice),
  };
}

/** The menu's rules: how a food list is filtered, sorted and paged, and what is not found. */
export function createCatalogService(deps: {
  db: Database;
  catalog: CatalogRepository;
  search: FoodSearchRepository;
  /**
   * The menu's text in memory, per catalog version: searches and suggestions are scored there,
   * and pages without a term are cut from it once it is built (decision 0025). Without it all
   * of them run in SQL, the reference the index is tested against.
   */
  searchIndex?: { cache: SearchIndexCache; repository: SearchIndexRepository };
}) {
  const { db, catalog, search, searchIndex } = deps;
  const sqlSearches = createSearchGate(SQL_SEARCHES_WAITING_MAX);
  return {
    /** One page of foods; an unknown category matches nothing (not a 404). */
    async listFoods(q: GetAllFoodQuery): Promise<{ foods: FoodRecord[]; total: number }> {
      const term = q.search?.trim() || undefined;
      let categoryId: string | undefined;
      if (q.category) {
        const category = await catalog.findCategory(db, q.category);
        if (!category) return { foods: [], total: 0 };
        categoryId = category.id;
      }
      const filters = foodFiltersOf(q, categoryId);
      const page = {
        // Searches rank by best match unless a sort is asked for.
        order: q.sort ?? (term ? 'relevance' : 'popular'),
        limit: q.limit,
        offset: (q.page - 1) * q.limit,
      } as const;
      if (searchIndex) {
        const inMemory = async (found: { ids: string[]; total: number }) => ({
          foods: await searchIndex.repository.foodsByIds(db, found.ids),
          total: found.total,
        });
        if (!term) {
          // A page without a term: from the index once it is built (no count over the whole
          // menu), from SQL until then.
          const index = searchIndex.cache.ready();
          if (index) return inMemory(index.list({ filters, ...page, order: q.sort ?? 'popular' }));
        } else if (isPlainAscii(term)) {
          // Terms beyond ASCII, and menus too large to keep in memory, are searched in SQL.
          const index = await searchIndex.cache.current();
          if (index) return inMemory(index.search({ term, filters, ...page }));
        }
      }
      const listed = () => search.listFoods(db, { filters: { ...filters, search: term }, ...page });
      return term ? sqlSearches.run(listed) : listed();
    },

    async getFood(key: string): Promise<FoodRecord> {
      const food = await catalog.findFood(db, key);
      if (!food) throw notFound('Food not found');
      return food;
    },

    async listFoodsInCategory(key: string): Promise<FoodRecord[]> {
      const category = await catalog.findCategory(db, key.trim());
      if (!category) throw notFound('Category not found');
      return catalog.listFoodsInCategory(db, category.id);
    },

    listCategories: (): Promise<CategoryRecord[]> => catalog.listCategories(db),

    async suggest(q: string): Promise<SuggestionRecord[]> {
      const term = q.trim();
      if (term.length < SUGGEST_MIN_CHARS) return [];
      // As for listFoods: scored in memory by the SQL's rules, except terms beyond ASCII and
      // menus too large for the index. The SQL stays the reference (search-index-suggest.test.ts).
      const index = isPlainAscii(term) ? await searchIndex?.cache.current() : null;
      if (index && searchIndex) {
        return searchIndex.repository.suggestionsByIds(db, index.suggest(term, SUGGESTIONS_MAX));
      }
      return sqlSearches.run(() => search.suggest(db, term, SUGGESTIONS_MAX));
    },
  };
}
export type CatalogService = ReturnType<typeof createCatalogService>;
