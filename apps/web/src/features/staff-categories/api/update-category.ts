import type { StaffCategory, StaffCategoryUpdate } from '@ninetonine/contract';
import { apiClient } from '@/lib/api-client';
import { useListWrite } from '@/lib/list-write';
import { staffCategoryKeys } from './category-keys';

/** PATCH /staff/categories/{id}: only the fields sent change. */
export async function patchCategory(
  id: string,
  changes: StaffCategoryUpdate,
): Promise<StaffCategory> {
  const { data } = await apiClient.patch<{ category: StaffCategory }>(
    `/staff/categories/${encodeURIComponent(id)}`,
    changes,
  );
  return data.category;
}

/** `onChanged`: what else follows a change, as the page composing this feature says. */
export const useUpdateCategory = (onChanged: () => void) =>
  useListWrite(
    ({ id, changes }: { id: string; changes: StaffCategoryUpdate }) => patchCategory(id, changes),
    staffCategoryKeys.all,
    onChanged,
  );
