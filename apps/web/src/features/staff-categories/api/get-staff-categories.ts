import { queryOptions } from '@tanstack/react-query';
import type { StaffCategory } from '@ninetonine/contract';
import { apiClient } from '@/lib/api-client';
import { requestOr } from '@/lib/request-error';
import { staffCategoryKeys } from './category-keys';

/** GET /staff/categories: every category in menu order, with its food count. */
export async function getStaffCategories(signal?: AbortSignal): Promise<StaffCategory[]> {
  const { data } = await apiClient.get<{ categories: StaffCategory[] }>('/staff/categories', {
    signal,
  });
  return data.categories;
}

export function staffCategoriesQuery() {
  return queryOptions({
    queryKey: staffCategoryKeys.all,
    queryFn: ({ signal }) =>
      requestOr('We could not load the categories.', () => getStaffCategories(signal)),
    // Other staff change the menu too.
    staleTime: 0,
  });
}
