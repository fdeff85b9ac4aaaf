import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffOffer, StaffOfferInput } from '@ninetonine/contract';
import { apiClient } from '@/lib/api-client';
import { refreshAfterOfferChange } from './offer-keys';

/** POST /staff/offers */
export async function postOffer(input: StaffOfferInput): Promise<StaffOffer> {
  const { data } = await apiClient.post<{ offer: StaffOffer }>('/staff/offers', input);
  return data.offer;
}

/** `onChanged`: what else follows a change, as the page composing this feature says. */
export function useCreateOffer(onChanged: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postOffer,
    onSuccess: () => refreshAfterOfferChange(queryClient, onChanged),
  });
}
