import { queryOptions } from '@tanstack/react-query';
import type { StaffCategory } from '@ninetonine/contract';
import { getFrom } from '@/lib/api-get';
import { staffCategoryKeys } from './category-keys';

/** GET /staff/categories: every category in menu order, with its food count. */
export function staffCategoriesQuery() {
  return queryOptions({
    queryKey: staffCategoryKeys.all,
    queryFn: getFrom(
      '/staff/categories',
      'We could not load the categories.',
      (a: { categories: StaffCategory[] }) => a.categories,
    ),
    // Other staff change the menu too.
    staleTime: 0,
  });
}
