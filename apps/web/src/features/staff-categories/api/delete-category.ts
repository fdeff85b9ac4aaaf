import type { StaffCategory } from '@ninetonine/contract';
import { apiClient } from '@/lib/api-client';
import { useListWrite } from '@/lib/list-write';
import { staffCategoryKeys } from './category-keys';

/** DELETE /staff/categories/{id}; with moveFoodsTo, its foods move there first. */
export async function deleteCategory(id: string, moveFoodsTo?: string): Promise<StaffCategory[]> {
  const { data } = await apiClient.delete<{ categories: StaffCategory[] }>(
    `/staff/categories/${encodeURIComponent(id)}`,
    { params: moveFoodsTo ? { moveFoodsTo } : {} },
  );
  return data.categories;
}

/** `onChanged`: what else follows a change, as the page composing this feature says. */
export const useDeleteCategory = (onChanged: () => void) =>
  useListWrite(
    ({ id, moveFoodsTo }: { id: string; moveFoodsTo?: string }) => deleteCategory(id, moveFoodsTo),
    staffCategoryKeys.all,
    onChanged,
  );
