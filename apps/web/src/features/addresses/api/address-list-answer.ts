import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Address } from '@ninetonine/contract';
import { addressKeys } from './address-keys';

/**
 * A change the server answers with the customer's whole address list (a delete, a new default):
 * the answer replaces the cached list, so every view shows it at once.
 */
export function useAddressListAnswer(mutationFn: (id: string) => Promise<Address[]>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (addresses) => {
      queryClient.setQueryData(addressKeys.all, addresses);
    },
  });
}
