import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Address, AddressUpdate } from '@ninetonine/contract';
import { useAppDispatch } from '@/app/hooks';
import { apiClient } from '@/lib/api-client';
import { addressesLoaded } from '../addresses-slice';
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
  const dispatch = useAppDispatch();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: AddressUpdate }) =>
      patchAddress(id, changes),
    onSuccess: async (address) => {
      const list = queryClient.setQueryData<Address[]>(
        addressKeys.all,
        (current) => current && withSavedAddress(current, address),
      );
      if (list) dispatch(addressesLoaded(list));
      // A new default moves first in the server's order: take its list again.
      if (address.isDefault) await queryClient.invalidateQueries({ queryKey: addressKeys.all });
    },
  });
}
