import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffCategory, StaffCategoryInput } from '@ninetonine/contract';
import { apiClient } from '@/lib/api-client';
import { refreshAfterCategoryChange } from './category-keys';

/** POST /staff/categories */
export async function postCategory(input: StaffCategoryInput): Promise<StaffCategory> {
  const { data } = await apiClient.post<{ category: StaffCategory }>('/staff/categories', input);
  return data.category;
}

/** `onChanged`: what else follows a change, as the page composing this feature says. */
export function useCreateCategory(onChanged: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postCategory,
    onSuccess: () => refreshAfterCategoryChange(queryClient, onChanged),
  });
}
