import type { DeliveryArea, DeliveryAreaUpdate } from '@ninetonine/contract';
import { apiClient } from '@/lib/api-client';
import { useListWrite } from '@/lib/list-write';
import { deliveryAreaKeys } from './area-keys';

/** PATCH /staff/delivery-areas/{id}: the fields sent change. */
export async function patchDeliveryArea(
  id: string,
  changes: DeliveryAreaUpdate,
): Promise<DeliveryArea> {
  const { data } = await apiClient.patch<{ area: DeliveryArea }>(
    `/staff/delivery-areas/${encodeURIComponent(id)}`,
    changes,
  );
  return data.area;
}

export const useUpdateDeliveryArea = () =>
  useListWrite(
    ({ id, changes }: { id: string; changes: DeliveryAreaUpdate }) =>
      patchDeliveryArea(id, changes),
    deliveryAreaKeys.all,
  );
