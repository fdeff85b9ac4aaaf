import type { Address } from '@ninetonine/contract';
import { apiClient } from '@/lib/api-client';
import { useAnswerWrite } from '@/lib/list-write';
import { addressKeys } from './address-keys';

/** DELETE /addresses/{id}: answers with the remaining addresses (another may be default now). */
export async function deleteAddress(id: string): Promise<Address[]> {
  const { data } = await apiClient.delete<{ addresses: Address[] }>(
    `/addresses/${encodeURIComponent(id)}`,
  );
  return data.addresses;
}

export const useDeleteAddress = () => useAnswerWrite(deleteAddress, addressKeys.all);
