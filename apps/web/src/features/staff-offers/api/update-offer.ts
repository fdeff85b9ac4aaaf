import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffOffer, StaffOfferUpdate } from '@ninetonine/contract';
import { apiClient } from '@/lib/api-client';
import { refreshAfterOfferChange } from './offer-keys';

/** PATCH /staff/offers/{id}: the fields sent change; isActive false pauses it. */
export async function patchOffer(id: string, changes: StaffOfferUpdate): Promise<StaffOffer> {
  const { data } = await apiClient.patch<{ offer: StaffOffer }>(
    `/staff/offers/${encodeURIComponent(id)}`,
    changes,
  );
  return data.offer;
}

/** `onChanged`: what else follows a change, as the page composing this feature says. */
export function useUpdateOffer(onChanged: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: StaffOfferUpdate }) =>
      patchOffer(id, changes),
    onSuccess: () => refreshAfterOfferChange(queryClient, onChanged),
  });
}
