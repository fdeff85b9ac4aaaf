import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Address, AddressInput } from '@ninetonine/contract';
import { useAppDispatch } from '@/app/hooks';
import { apiClient } from '@/lib/api-client';
import { addressSelected } from '../addresses-slice';
import { withSavedAddress } from './address-cache';
import { addressKeys } from './address-keys';

/** POST /addresses */
export async function postAddress(input: AddressInput): Promise<Address> {
  const { data } = await apiClient.post<{ address: Address }>('/addresses', input);
  return data.address;
}

/** Saves a new address, puts it in the list and selects it. */
export function useCreateAddress() {
  const queryClient = useQueryClient();
  const dispatch = useAppDispatch();
  return useMutation({
    mutationFn: postAddress,
    onSuccess: (address) => {
      queryClient.setQueryData<Address[]>(addressKeys.all, (list) =>
        withSavedAddress(list ?? [], address),
      );
      // The list reached the slice with the cache (app/server-state.ts); choosing is ours.
      dispatch(addressSelected(address._id));
    },
  });
}
