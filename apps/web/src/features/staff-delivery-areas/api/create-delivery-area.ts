import type { DeliveryArea, DeliveryAreaInput } from '@ninetonine/contract';
import { apiClient } from '@/lib/api-client';
import { useListWrite } from '@/lib/list-write';
import { deliveryAreaKeys } from './area-keys';

/** POST /staff/delivery-areas */
export async function postDeliveryArea(input: DeliveryAreaInput): Promise<DeliveryArea> {
  const { data } = await apiClient.post<{ area: DeliveryArea }>('/staff/delivery-areas', input);
  return data.area;
}

export const useCreateDeliveryArea = () => useListWrite(postDeliveryArea, deliveryAreaKeys.all);
