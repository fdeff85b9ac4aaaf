import { queryOptions } from '@tanstack/react-query';
import type { Address } from '@ninetonine/contract';
import { getFrom } from '@/lib/api-get';
import { addressKeys } from './address-keys';

/** GET /addresses: the signed-in customer's addresses. */
export function addressesQuery() {
  return queryOptions({
    queryKey: addressKeys.all,
    queryFn: getFrom(
      '/addresses',
      'We could not load your addresses.',
      (a: { addresses: Address[] }) => a.addresses,
    ),
  });
}
