import { useQuery } from '@tanstack/react-query';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { addressSelected } from './addresses-slice';
import { addressesQuery } from './api/get-addresses';

/**
 * The customer's addresses (the query) and the selection for checkout (the slice, which the
 * app's cache listener keeps in step with the query: the default address until the customer
 * picks another).
 */
export function useAddresses(enabled = true) {
  const dispatch = useAppDispatch();
  const query = useQuery({ ...addressesQuery(), enabled });
  const { addresses, selectedAddress } = useAppSelector((s) => s.addresses);
  return {
    query,
    addresses,
    selectedAddress,
    select: (id: string) => dispatch(addressSelected(id)),
  };
}
