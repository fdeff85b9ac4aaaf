import { queryOptions } from '@tanstack/react-query';
import type { Address } from '@ninetonine/contract';
import { apiClient } from '@/lib/api-client';
import { requestOr } from '@/lib/request-error';
import { addressKeys } from './address-keys';

/** GET /addresses: the signed-in customer's addresses. */
export async function getAddresses(signal?: AbortSignal): Promise<Address[]> {
  const { data } = await apiClient.get<{ addresses: Address[] }>('/addresses', { signal });
  return data.addresses;
}

export function addressesQuery() {
  return queryOptions({
    queryKey: addressKeys.all,
    queryFn: ({ signal }) =>
      requestOr('We could not load your addresses.', () => getAddresses(signal)),
  });
}
