import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useContext } from 'react';
import type { StaffOffer, StaffOfferUpdate } from '@ninetonine/contract';
import { apiClient } from '@/lib/api-client';
import { OffersChangedContext } from '../offers-changed';
import { refreshAfterOfferChange } from './offer-keys';

/** PATCH /staff/offers/{id}: the fields sent change; isActive false pauses it. */
export async function patchOffer(id: string, changes: StaffOfferUpdate): Promise<StaffOffer> {
  const { data } = await apiClient.patch<{ offer: StaffOffer }>(
    `/staff/offers/${encodeURIComponent(id)}`,
    changes,
  );
  return data.offer;
}

export function useUpdateOffer() {
  const queryClient = useQueryClient();
  const changed = useContext(OffersChangedContext);
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: StaffOfferUpdate }) =>
      patchOffer(id, changes),
    onSuccess: () => refreshAfterOfferChange(queryClient, changed),
  });
}
