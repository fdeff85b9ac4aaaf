import { useQuery } from '@tanstack/react-query';
import type { Offer } from '@ninetonine/contract';
import { apiClient } from '@/lib/api-client';
import { offerKeys } from '@/lib/query-keys';

/** GET /offers */
export async function getOffers(signal?: AbortSignal): Promise<Offer[]> {
  const { data } = await apiClient.get<{ offers: Offer[] }>('/offers', { signal });
  return data.offers;
}

export function useOffers() {
  return useQuery({ queryKey: offerKeys.all, queryFn: ({ signal }) => getOffers(signal) });
}
