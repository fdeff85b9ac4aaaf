import { queryOptions } from '@tanstack/react-query';
import type { DeliveryCheck } from '@ninetonine/contract';
import { apiClient } from '@/lib/api-client';
import { requestOr } from '@/lib/request-error';

const FAILED = 'We could not check delivery just now. Please try again.';

/** GET /delivery/check: fee, minimum and time for a PIN code, or why it is not delivered to. */
export function deliveryCheckQuery(postcode: string) {
  return queryOptions({
    queryKey: ['delivery', 'check', postcode] as const,
    queryFn: ({ signal }) =>
      requestOr(FAILED, async () => {
        const { data } = await apiClient.get<DeliveryCheck>('/delivery/check', {
          params: { postcode },
          signal,
        });
        return data;
      }),
    // Busy mode moves the time: a minute, as the restaurant's own status.
    staleTime: 60_000,
  });
}

/** GET /delivery/locate: the PIN code the areas' centres give a position (no outside geocoder). */
export const locateDelivery = (at: { lat: number; lng: number }): Promise<DeliveryCheck> =>
  requestOr(FAILED, async () => {
    const { data } = await apiClient.get<DeliveryCheck>('/delivery/locate', {
      params: { lat: at.lat, lng: at.lng },
    });
    return data;
  });
