import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useContext } from 'react';
import type { StaffCategory, StaffCategoryInput } from '@ninetonine/contract';
import { apiClient } from '@/lib/api-client';
import { CategoriesChangedContext } from '../categories-changed';
import { refreshAfterCategoryChange } from './category-keys';

/** POST /staff/categories */
export async function postCategory(input: StaffCategoryInput): Promise<StaffCategory> {
  const { data } = await apiClient.post<{ category: StaffCategory }>('/staff/categories', input);
  return data.category;
}

export function useCreateCategory() {
  const queryClient = useQueryClient();
  const changed = useContext(CategoriesChangedContext);
  return useMutation({
    mutationFn: postCategory,
    onSuccess: () => refreshAfterCategoryChange(queryClient, changed),
  });
}
