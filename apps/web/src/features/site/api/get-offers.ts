import { useQuery } from '@tanstack/react-query';
import type { Offer } from '@ninetonine/contract';
import { apiClient } from '@/lib/api-client';

/** GET /offers */
export async function getOffers(signal?: AbortSignal): Promise<Offer[]> {
  const { data } = await apiClient.get<{ offers: Offer[] }>('/offers', { signal });
  return data.offers;
}

/** The running offers (GET /offers), one list. */
export const offerKeys = { all: ['offers'] as const };

export function useOffers() {
  return useQuery({ queryKey: offerKeys.all, queryFn: ({ signal }) => getOffers(signal) });
}
