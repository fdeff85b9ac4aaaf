import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { StaffFoodsQueryInput, StaffFoodsResponse } from '@ninetonine/contract';
import { getWithQuery } from '@/lib/api-get';
import { toQueryParams } from '@/lib/query-params';
import { requestOr } from '@/lib/request-error';
import { staffFoodKeys } from './staff-food-keys';

/** GET /staff/foods */
export const getStaffFoods = (query: StaffFoodsQueryInput, signal?: AbortSignal) =>
  getWithQuery<StaffFoodsResponse>('/staff/foods', query, signal);

/** One page of the menu for editing; the previous page stays on screen while the next loads. */
export function staffFoodsQuery(query: StaffFoodsQueryInput) {
  return queryOptions({
    queryKey: staffFoodKeys.list(toQueryParams(query)),
    queryFn: ({ signal }) =>
      requestOr('We could not load the menu.', () => getStaffFoods(query, signal)),
    placeholderData: keepPreviousData,
    // Colleagues edit too: what staff see should be fresh, not the storefront's 5 minutes.
    staleTime: 0,
  });
}
