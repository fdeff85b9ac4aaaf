import type { QueryClient } from '@tanstack/react-query';
import type { Category, Food, GetAllFoodResponse } from '@ninetonine/contract';
import { splitRequest, type PageData } from '@/lib/page-data';
import { categoryKeys, foodKeys } from './food-keys';

/**
 * Puts the catalog answers the server sent inside the page into the cache, under the keys the
 * pages use, so the first render already shows them (decision 0022). An answer under a key no
 * page asks for is harmless; a page asking for one not sent fetches it as usual.
 */
export function seedCatalogQueries(queryClient: QueryClient, data: PageData) {
  for (const [request, answer] of data) {
    const { path, params } = splitRequest(request);
    if (path === '/foods/getAllFood') {
      queryClient.setQueryData(foodKeys.list(params), answer as GetAllFoodResponse);
    } else if (path === '/categories') {
      const { categories } = answer as { categories: Category[] };
      queryClient.setQueryData(categoryKeys.all, categories);
    } else if (path.startsWith('/foods/getFood/')) {
      const id = decodeURIComponent(path.slice('/foods/getFood/'.length));
      queryClient.setQueryData(foodKeys.detail(id), (answer as { food: Food }).food);
    }
  }
}

/** What is kept across visits: the menu's lists, dishes and categories, not typeahead. */
export const isPersistedCatalogKey = (key: readonly unknown[]) =>
  key[0] === categoryKeys.all[0] || (key[0] === foodKeys.all[0] && key[1] !== 'suggestions');
