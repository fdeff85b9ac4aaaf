import type { Address } from '@ninetonine/contract';
import { describe, expect, it } from 'vitest';
import { addressesLoaded } from '@/features/addresses';
import { authSignedOut } from '@/features/auth';
import { orderUpdated } from '@/features/orders';
import { makeStore } from './store';

describe('signing out', () => {
  it("forgets the customer's orders and addresses (docs/storefront-contract.md#sign-out)", () => {
    const address = { _id: 'a', isDefault: true } as Address;
    const store = makeStore({
      preloadedState: { orders: { orders: [], loading: false, error: 'Failed to fetch orders' } },
    });
    store.dispatch(addressesLoaded([address]));
    store.dispatch(orderUpdated({ _id: 'x' } as never));
    expect(store.getState().addresses.selectedAddress).toEqual(address);
    store.dispatch(authSignedOut());
    expect(store.getState().orders).toEqual({ orders: [], loading: false, error: null });
    expect(store.getState().addresses).toEqual({ addresses: [], selectedAddress: null });
  });
});
