import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeliveryArea, DeliveryAreaInput } from '@ninetonine/contract';
import { apiClient } from '@/lib/api-client';
import { refreshAfterAreaChange } from './area-keys';

/** POST /staff/delivery-areas */
export async function postDeliveryArea(input: DeliveryAreaInput): Promise<DeliveryArea> {
  const { data } = await apiClient.post<{ area: DeliveryArea }>('/staff/delivery-areas', input);
  return data.area;
}

export function useCreateDeliveryArea() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postDeliveryArea,
    onSuccess: () => refreshAfterAreaChange(queryClient),
  });
}
