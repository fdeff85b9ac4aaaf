import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Address } from '@ninetonine/contract';
import { useAppDispatch } from '@/app/hooks';
import { apiClient } from '@/lib/api-client';
import { addressRemoved } from '../addresses-slice';
import { addressKeys } from './address-keys';

/** DELETE /addresses/{id} */
export async function deleteAddress(id: string): Promise<void> {
  await apiClient.delete(`/addresses/${encodeURIComponent(id)}`);
}

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  const dispatch = useAppDispatch();
  return useMutation({
    mutationFn: deleteAddress,
    onSuccess: (_, id) => {
      queryClient.setQueryData<Address[]>(addressKeys.all, (list) =>
        list?.filter((a) => a._id !== id),
      );
      dispatch(addressRemoved(id));
    },
  });
}
