import { queryOptions } from '@tanstack/react-query';
import type { DeliveryAreasResponse } from '@ninetonine/contract';
import { apiClient } from '@/lib/api-client';
import { requestOr } from '@/lib/request-error';
import { deliveryAreaKeys } from './area-keys';

/** GET /staff/delivery-areas: the areas, the country and the standard fee and minimum. */
export async function getDeliveryAreas(signal?: AbortSignal): Promise<DeliveryAreasResponse> {
  const { data } = await apiClient.get<DeliveryAreasResponse>('/staff/delivery-areas', { signal });
  return data;
}

export function deliveryAreasQuery() {
  return queryOptions({
    queryKey: deliveryAreaKeys.all,
    queryFn: ({ signal }) =>
      requestOr('We could not load the delivery areas.', () => getDeliveryAreas(signal)),
  });
}
