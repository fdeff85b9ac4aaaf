import { useQuery } from '@tanstack/react-query';
import type { RestaurantPolicies } from '@ninetonine/contract';
import { apiClient } from '@/lib/api-client';
import { restaurantKeys } from '@/lib/query-keys';

/** GET /restaurant/policies: the privacy and the cancellation and refund policy texts. */
async function getPolicies(signal?: AbortSignal): Promise<RestaurantPolicies> {
  const { data } = await apiClient.get<RestaurantPolicies>('/restaurant/policies', { signal });
  return data;
}

export const usePolicies = () =>
  useQuery({ queryKey: restaurantKeys.policies, queryFn: ({ signal }) => getPolicies(signal) });
