import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Address } from '@ninetonine/contract';
import { apiClient } from '@/lib/api-client';
import { addressKeys } from './address-keys';

/** POST /addresses/{id}/default: answers with the whole list, the new default first. */
export async function postDefaultAddress(id: string): Promise<Address[]> {
  const { data } = await apiClient.post<{ addresses: Address[] }>(
    `/addresses/${encodeURIComponent(id)}/default`,
    {},
  );
  return data.addresses;
}

export function useSetDefaultAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postDefaultAddress,
    onSuccess: (addresses) => {
      queryClient.setQueryData(addressKeys.all, addresses);
    },
  });
}
