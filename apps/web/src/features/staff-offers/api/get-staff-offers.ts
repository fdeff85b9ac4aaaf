import { queryOptions } from '@tanstack/react-query';
import type { StaffOffer } from '@ninetonine/contract';
import { apiClient } from '@/lib/api-client';
import { requestOr } from '@/lib/request-error';
import { staffOfferKeys } from './offer-keys';

/** GET /staff/offers: every offer, newest first, with its state and uses. */
export async function getStaffOffers(signal?: AbortSignal): Promise<StaffOffer[]> {
  const { data } = await apiClient.get<{ offers: StaffOffer[] }>('/staff/offers', { signal });
  return data.offers;
}

export function staffOffersQuery() {
  return queryOptions({
    queryKey: staffOfferKeys.all,
    queryFn: ({ signal }) =>
      requestOr('We could not load the offers.', () => getStaffOffers(signal)),
    // Uses change with every order.
    staleTime: 0,
  });
}
