import type { StaffOffer, StaffOfferInput } from '@ninetonine/contract';
import { apiClient } from '@/lib/api-client';
import { useListWrite } from '@/lib/list-write';
import { staffOfferKeys } from './offer-keys';

/** POST /staff/offers */
export async function postOffer(input: StaffOfferInput): Promise<StaffOffer> {
  const { data } = await apiClient.post<{ offer: StaffOffer }>('/staff/offers', input);
  return data.offer;
}

/** `onChanged`: what else follows a change, as the page composing this feature says. */
export const useCreateOffer = (onChanged: () => void) =>
  useListWrite(postOffer, staffOfferKeys.all, onChanged);
