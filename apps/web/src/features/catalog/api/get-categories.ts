import { queryOptions } from '@tanstack/react-query';
import type { Category } from '@ninetonine/contract';
import { apiClient } from '@/lib/api-client';
import { categoryKeys } from '@/lib/query-keys';

/** GET /categories */
export async function getCategories(signal?: AbortSignal): Promise<Category[]> {
  const { data } = await apiClient.get<{ categories: Category[] }>('/categories', { signal });
  return data.categories;
}

/** The kitchen's sections, with their dish counts. */
export const categoriesQuery = () =>
  queryOptions({
    queryKey: categoryKeys.all,
    queryFn: ({ signal }) => getCategories(signal),
  });

/** A category by slug or id. */
export function findCategory(categories: Category[] | undefined, key: string) {
  return categories?.find((c) => c.slug === key || c._id === key);
}
