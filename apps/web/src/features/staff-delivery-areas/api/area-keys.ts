import type { QueryClient } from '@tanstack/react-query';

export const deliveryAreaKeys = { all: ['staff', 'delivery-areas'] as const };

/** After a change: the admin list is taken again. */
export async function refreshAfterAreaChange(queryClient: QueryClient) {
  await queryClient.invalidateQueries({ queryKey: deliveryAreaKeys.all });
}
