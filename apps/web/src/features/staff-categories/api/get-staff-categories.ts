import { queryOptions } from '@tanstack/react-query';
import type { StaffCategory } from '@ninetonine/contract';
import { apiClient, errorMessage } from '@/lib/api-client';
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
    queryFn: async ({ signal }) => {
      try {
        return await getStaffCategories(signal);
      } catch (error) {
        throw new Error(errorMessage(error, 'We could not load the categories.'), {
          cause: error,
        });
      }
    },
    // Other staff change the menu too.
    staleTime: 0,
  });
}
