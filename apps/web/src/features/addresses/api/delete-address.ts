import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Address } from '@ninetonine/contract';
import { apiClient } from '@/lib/api-client';
import { addressKeys } from './address-keys';

/** DELETE /addresses/{id}: answers with the remaining addresses (another may be default now). */
export async function deleteAddress(id: string): Promise<Address[]> {
  const { data } = await apiClient.delete<{ addresses: Address[] }>(
    `/addresses/${encodeURIComponent(id)}`,
  );
  return data.addresses;
}

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAddress,
    onSuccess: (addresses) => {
      queryClient.setQueryData(addressKeys.all, addresses);
    },
  });
}
