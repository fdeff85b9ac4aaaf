import type { QueryClient } from '@tanstack/react-query';

export const staffOfferKeys = { all: ['staff', 'offers'] as const };

/** After a change: the admin list, and whatever the page says follows it. */
export async function refreshAfterOfferChange(queryClient: QueryClient, changed: () => void) {
  changed();
  await queryClient.invalidateQueries({ queryKey: staffOfferKeys.all });
}
