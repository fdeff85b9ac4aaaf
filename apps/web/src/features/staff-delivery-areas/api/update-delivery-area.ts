import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeliveryArea, DeliveryAreaUpdate } from '@ninetonine/contract';
import { apiClient } from '@/lib/api-client';
import { refreshAfterAreaChange } from './area-keys';

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

export function useUpdateDeliveryArea() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: DeliveryAreaUpdate }) =>
      patchDeliveryArea(id, changes),
    onSuccess: () => refreshAfterAreaChange(queryClient),
  });
}
