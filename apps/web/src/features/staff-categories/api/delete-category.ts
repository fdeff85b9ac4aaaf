import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useContext } from 'react';
import type { StaffCategory } from '@ninetonine/contract';
import { apiClient } from '@/lib/api-client';
import { CategoriesChangedContext } from '../categories-changed';
import { refreshAfterCategoryChange } from './category-keys';

/** DELETE /staff/categories/{id}; with moveFoodsTo, its foods move there first. */
export async function deleteCategory(id: string, moveFoodsTo?: string): Promise<StaffCategory[]> {
  const { data } = await apiClient.delete<{ categories: StaffCategory[] }>(
    `/staff/categories/${encodeURIComponent(id)}`,
    { params: moveFoodsTo ? { moveFoodsTo } : {} },
  );
  return data.categories;
}

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  const changed = useContext(CategoriesChangedContext);
  return useMutation({
    mutationFn: ({ id, moveFoodsTo }: { id: string; moveFoodsTo?: string }) =>
      deleteCategory(id, moveFoodsTo),
    onSuccess: () => refreshAfterCategoryChange(queryClient, changed),
  });
}
