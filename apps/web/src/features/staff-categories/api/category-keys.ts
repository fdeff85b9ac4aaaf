import type { QueryClient } from '@tanstack/react-query';

export const staffCategoryKeys = {
  all: ['staff', 'categories'] as const,
  pictures: ['staff', 'categories', 'pictures'] as const,
};

/** After a change: the staff list, and whatever the page says follows it. */
export async function refreshAfterCategoryChange(queryClient: QueryClient, changed: () => void) {
  changed();
  await queryClient.invalidateQueries({ queryKey: staffCategoryKeys.all });
}
