import type { StaffCategory, StaffCategoryInput } from '@ninetonine/contract';
import { apiClient } from '@/lib/api-client';
import { useListWrite } from '@/lib/list-write';
import { staffCategoryKeys } from './category-keys';

/** POST /staff/categories */
export async function postCategory(input: StaffCategoryInput): Promise<StaffCategory> {
  const { data } = await apiClient.post<{ category: StaffCategory }>('/staff/categories', input);
  return data.category;
}

/** `onChanged`: what else follows a change, as the page composing this feature says. */
export const useCreateCategory = (onChanged: () => void) =>
  useListWrite(postCategory, staffCategoryKeys.all, onChanged);
