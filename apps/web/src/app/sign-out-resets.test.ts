import type { Address } from '@ninetonine/contract';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { addressKeys } from '@/features/addresses';
import { authSignedOut } from '@/features/auth';
import { orderKeys } from '@/features/orders';
import { makeStore } from './store';

describe('signing out', () => {
  it("forgets the customer's orders and addresses (docs/storefront-contract.md#sign-out)", () => {
    const address = { _id: 'a', isDefault: true } as Address;
    const queryClient = new QueryClient();
    const store = makeStore({ queryClient });
    queryClient.setQueryData(addressKeys.all, [address]);
    queryClient.setQueryData(orderKeys.detail('x'), { _id: 'x' });
    expect(store.getState().addresses.selectedAddress).toEqual(address);
    store.dispatch(authSignedOut());
    expect(queryClient.getQueryData(orderKeys.detail('x'))).toBeUndefined();
    expect(queryClient.getQueryData(addressKeys.all)).toBeUndefined();
    expect(store.getState().addresses).toEqual({ addresses: [], selectedAddress: null });
  });
});
