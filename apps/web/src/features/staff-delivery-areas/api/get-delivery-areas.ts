import { queryOptions } from '@tanstack/react-query';
import type { DeliveryAreasResponse } from '@ninetonine/contract';
import { getFrom, whole } from '@/lib/api-get';
import { deliveryAreaKeys } from './area-keys';

/** GET /staff/delivery-areas: the areas, the country and the standard fee and minimum. */
export function deliveryAreasQuery() {
  return queryOptions({
    queryKey: deliveryAreaKeys.all,
    queryFn: getFrom(
      '/staff/delivery-areas',
      'We could not load the delivery areas.',
      whole<DeliveryAreasResponse>,
    ),
  });
}
