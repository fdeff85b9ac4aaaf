import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useContext } from 'react';
import type { StaffCategory, StaffCategoryUpdate } from '@ninetonine/contract';
import { apiClient } from '@/lib/api-client';
import { CategoriesChangedContext } from '../categories-changed';
import { refreshAfterCategoryChange } from './category-keys';

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

export function useUpdateCategory() {
  const queryClient = useQueryClient();
  const changed = useContext(CategoriesChangedContext);
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: StaffCategoryUpdate }) =>
      patchCategory(id, changes),
    onSuccess: () => refreshAfterCategoryChange(queryClient, changed),
  });
}
