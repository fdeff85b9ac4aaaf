import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { addressesLoaded, addressSelected } from './addresses-slice';
import { addressesQuery } from './api/get-addresses';

/**
 * The customer's addresses (a query) mirrored into the slice, which keeps the selection:
 * the default address until the customer picks another.
 */
export function useAddresses(enabled = true) {
  const dispatch = useAppDispatch();
  const query = useQuery({ ...addressesQuery(), enabled });
  const { addresses, selectedAddress } = useAppSelector((s) => s.addresses);
  useEffect(() => {
    if (query.data) dispatch(addressesLoaded(query.data));
  }, [dispatch, query.data]);
  return {
    query,
    addresses,
    selectedAddress,
    select: (id: string) => dispatch(addressSelected(id)),
  };
}
