import { queryOptions } from '@tanstack/react-query';
import type { StaffOffer } from '@ninetonine/contract';
import { getFrom } from '@/lib/api-get';
import { staffOfferKeys } from './offer-keys';

/** GET /staff/offers: every offer, newest first, with its state and uses. */
export function staffOffersQuery() {
  return queryOptions({
    queryKey: staffOfferKeys.all,
    queryFn: getFrom(
      '/staff/offers',
      'We could not load the offers.',
      (a: { offers: StaffOffer[] }) => a.offers,
    ),
    // Uses change with every order.
    staleTime: 0,
  });
}
