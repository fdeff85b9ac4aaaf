import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffCategory } from '@ninetonine/contract';
import { apiClient } from '@/lib/api-client';
import { refreshAfterCategoryChange, staffCategoryKeys } from './category-keys';

/** PUT /staff/categories/order: every category id, in the new menu order. */
export async function putCategoryOrder(ids: string[]): Promise<StaffCategory[]> {
  const { data } = await apiClient.put<{ categories: StaffCategory[] }>('/staff/categories/order', {
    ids,
  });
  return data.categories;
}

/** Shows the new order at once; a refusal puts the server's order back. */
/** `onChanged`: what else follows a change, as the page composing this feature says. */
export function useReorderCategories(onChanged: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putCategoryOrder,
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey: staffCategoryKeys.all });
      const previous = queryClient.getQueryData<StaffCategory[]>(staffCategoryKeys.all);
      if (previous) {
        const byId = new Map(previous.map((c) => [c._id, c]));
        const next = ids.map((id) => byId.get(id)).filter((c) => c !== undefined);
        queryClient.setQueryData(staffCategoryKeys.all, next);
      }
      return { previous };
    },
    onError: (_error, _ids, context) => {
      if (context?.previous) queryClient.setQueryData(staffCategoryKeys.all, context.previous);
    },
    onSettled: () => refreshAfterCategoryChange(queryClient, onChanged),
  });
}
