import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Address, AddressUpdate } from '@ninetonine/contract';
import { apiClient } from '@/lib/api-client';
import { withSavedAddress } from './address-cache';
import { addressKeys } from './address-keys';

/** PATCH /addresses/{id}: only the fields sent change. */
export async function patchAddress(id: string, changes: AddressUpdate): Promise<Address> {
  const { data } = await apiClient.patch<{ address: Address }>(
    `/addresses/${encodeURIComponent(id)}`,
    changes,
  );
  return data.address;
}

/** Saves an edited address in place; the selection for checkout stays what it was. */
export function useUpdateAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: AddressUpdate }) =>
      patchAddress(id, changes),
    onSuccess: async (address) => {
      queryClient.setQueryData<Address[]>(
        addressKeys.all,
        (current) => current && withSavedAddress(current, address),
      );
      // A new default moves first in the server's order: take its list again.
      if (address.isDefault) await queryClient.invalidateQueries({ queryKey: addressKeys.all });
    },
  });
}
