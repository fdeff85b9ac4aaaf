import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Category } from '@ninetonine/contract';
import { useAppDispatch } from '@/app/hooks';
import { apiClient } from '@/lib/api-client';
import { setCategories } from '../categories-slice';

/** GET /categories */
export async function getCategories(signal?: AbortSignal): Promise<Category[]> {
  const { data } = await apiClient.get<{ categories: Category[] }>('/categories', { signal });
  return data.categories;
}

/** The categories, cached by the query client and mirrored into the spec's category state. */
export function useCategories() {
  const dispatch = useAppDispatch();
  const query = useQuery({
    queryKey: ['categories'],
    queryFn: ({ signal }) => getCategories(signal),
  });
  useEffect(() => {
    if (query.data) dispatch(setCategories(query.data));
  }, [dispatch, query.data]);
  return query;
}

/** A category by slug or id. */
export function findCategory(categories: Category[] | undefined, key: string) {
  return categories?.find((c) => c.slug === key || c._id === key);
}
