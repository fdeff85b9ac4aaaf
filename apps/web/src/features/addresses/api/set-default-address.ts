import type { Address } from '@ninetonine/contract';
import { apiClient } from '@/lib/api-client';
import { useAnswerWrite } from '@/lib/list-write';
import { addressKeys } from './address-keys';

/** POST /addresses/{id}/default: answers with the whole list, the new default first. */
export async function postDefaultAddress(id: string): Promise<Address[]> {
  const { data } = await apiClient.post<{ addresses: Address[] }>(
    `/addresses/${encodeURIComponent(id)}/default`,
    {},
  );
  return data.addresses;
}

export const useSetDefaultAddress = () => useAnswerWrite(postDefaultAddress, addressKeys.all);
