import type { StaffOffer, StaffOfferUpdate } from '@ninetonine/contract';
import { apiClient } from '@/lib/api-client';
import { useListWrite } from '@/lib/list-write';
import { staffOfferKeys } from './offer-keys';

/** PATCH /staff/offers/{id}: the fields sent change; isActive false pauses it. */
export async function patchOffer(id: string, changes: StaffOfferUpdate): Promise<StaffOffer> {
  const { data } = await apiClient.patch<{ offer: StaffOffer }>(
    `/staff/offers/${encodeURIComponent(id)}`,
    changes,
  );
  return data.offer;
}

/** `onChanged`: what else follows a change, as the page composing this feature says. */
export const useUpdateOffer = (onChanged: () => void) =>
  useListWrite(
    ({ id, changes }: { id: string; changes: StaffOfferUpdate }) => patchOffer(id, changes),
    staffOfferKeys.all,
    onChanged,
  );
