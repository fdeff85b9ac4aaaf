import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useContext } from 'react';
import type { StaffOffer, StaffOfferInput } from '@ninetonine/contract';
import { apiClient } from '@/lib/api-client';
import { OffersChangedContext } from '../offers-changed';
import { refreshAfterOfferChange } from './offer-keys';

/** POST /staff/offers */
export async function postOffer(input: StaffOfferInput): Promise<StaffOffer> {
  const { data } = await apiClient.post<{ offer: StaffOffer }>('/staff/offers', input);
  return data.offer;
}

export function useCreateOffer() {
  const queryClient = useQueryClient();
  const changed = useContext(OffersChangedContext);
  return useMutation({
    mutationFn: postOffer,
    onSuccess: () => refreshAfterOfferChange(queryClient, changed),
  });
}
