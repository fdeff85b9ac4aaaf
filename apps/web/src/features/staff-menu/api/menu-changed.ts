import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { StaffFood } from '@ninetonine/contract';
import type { StorefrontCache } from '../storefront-cache';
import { staffFoodKeys } from './staff-food-keys';

/**
 * After any menu change: the spec's rule has already been applied to the storefront's cached
 * lists and details; what it does not cover (counts, category lists, suggestions) is marked
 * stale, so the next visit asks the server, without refetching anything now. The staff list
 * refetches at once.
 */
export async function afterMenuChange(
  queryClient: QueryClient,
  storefront: StorefrontCache,
): Promise<void> {
  await Promise.all([
    ...storefront.staleKeys.map((queryKey) =>
      queryClient.invalidateQueries({ queryKey, refetchType: 'none' }),
    ),
    queryClient.invalidateQueries({ queryKey: staffFoodKeys.lists() }),
  ]);
}

/**
 * A staff write whose answer is the food: `place` applies the spec's rule for it to the cached
 * lists and details (docs/storefront-contract.md#food-cache-rules), then afterMenuChange.
 */
export function useMenuWrite<Variables>(
  mutationFn: (variables: Variables) => Promise<StaffFood>,
  storefront: StorefrontCache,
  place: (food: StaffFood, queryClient: QueryClient, storefront: StorefrontCache) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (food) => {
      place(food, queryClient, storefront);
      await afterMenuChange(queryClient, storefront);
    },
  });
}
