import { queryOptions } from '@tanstack/react-query';
import type { StaffOffer } from '@ninetonine/contract';
import { apiClient, errorMessage } from '@/lib/api-client';
import { staffOfferKeys } from './offer-keys';

/** GET /staff/offers: every offer, newest first, with its state and uses. */
export async function getStaffOffers(signal?: AbortSignal): Promise<StaffOffer[]> {
  const { data } = await apiClient.get<{ offers: StaffOffer[] }>('/staff/offers', { signal });
  return data.offers;
}

export function staffOffersQuery() {
  return queryOptions({
    queryKey: staffOfferKeys.all,
    queryFn: async ({ signal }) => {
      try {
        return await getStaffOffers(signal);
      } catch (error) {
        throw new Error(errorMessage(error, 'We could not load the offers.'), { cause: error });
      }
    },
    // Uses change with every order.
    staleTime: 0,
  });
}
