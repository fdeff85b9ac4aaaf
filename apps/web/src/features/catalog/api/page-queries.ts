import type { Category, Food } from '@ninetonine/contract';
import { requestOf, type PageQuery } from '@/lib/page-data';
import type { allFoodsQuery } from './get-all-food';
import { categoryKeys, foodKeys } from '@/lib/query-keys';
import { foodDetailsQuery } from './get-food';

/*
 * The catalog's queries as a server-rendered page starts with them (decision 0043): each names
 * the request its fetcher sends, built the same way, so the answer in the page is the one the
 * query would have fetched.
 */

/**
 * One page of foods (GET /foods/getAllFood), from the very query the page runs (`allFoodsQuery`
 * and its showcases), cached as the API answers it. Its key holds the params the API reads.
 */
export function foodListPageQuery({ queryKey }: ReturnType<typeof allFoodsQuery>): PageQuery {
  return {
    request: requestOf('/foods/getAllFood', queryKey[2]),
    queryKey,
    fromAnswer: (answer) => answer,
  };
}

/** One dish (GET /foods/getFood/:id), cached as the food itself. */
export function foodPageQuery(id: string): PageQuery {
  return {
    request: `/foods/getFood/${encodeURIComponent(id)}`,
    queryKey: foodDetailsQuery(id).queryKey,
    fromAnswer: (answer) => (answer as { food: Food }).food,
  };
}

/** The kitchen's sections (GET /categories), cached as the list. */
export function categoriesPageQuery(): PageQuery {
  return {
    request: '/categories',
    queryKey: categoryKeys.all,
    fromAnswer: (answer) => (answer as { categories: Category[] }).categories,
  };
}

/** What is kept across visits: the menu's lists, dishes and categories, not typeahead. */
export const isPersistedCatalogKey = (key: readonly unknown[]) =>
  key[0] === categoryKeys.all[0] || (key[0] === foodKeys.all[0] && key[1] !== 'suggestions');
