import type { Address } from '@ninetonine/contract';
import { describe, expect, it } from 'vitest';
import { makeStore } from '@/app/store';
import { addressesLoaded, addressRemoved, addressSaved, addressSelected } from './addresses-slice';

const address = (id: string, isDefault = false): Address => ({
  _id: id,
  label: `Place ${id}`,
  name: 'Asha',
  phone: '+91 98765 43210',
  line1: '1 Main Road',
  line2: '',
  city: 'Pune',
  postalCode: '411001',
  notes: '',
  isDefault,
  createdAt: '2025-06-01T10:00:00Z',
});
const ids = (store: ReturnType<typeof makeStore>) =>
  store.getState().addresses.addresses.map((a) => a._id);

describe('addresses slice (docs/storefront-contract.md#address-state), on the real store', () => {
  it('starts with no addresses and nothing selected', () => {
    expect(makeStore().getState().addresses).toEqual({ addresses: [], selectedAddress: null });
  });

  it("takes the server's list and selects the default address", () => {
    const store = makeStore();
    store.dispatch(addressesLoaded([address('a'), address('b', true)]));
    expect(ids(store)).toEqual(['a', 'b']);
    expect(store.getState().addresses.selectedAddress?._id).toBe('b');
  });

  it("keeps the customer's choice across a reload, and ignores an unknown id", () => {
    const store = makeStore();
    store.dispatch(addressesLoaded([address('a'), address('b', true)]));
    store.dispatch(addressSelected('a'));
    store.dispatch(addressSelected('nope'));
    store.dispatch(addressesLoaded([address('a'), address('b', true), address('c')]));
    expect(store.getState().addresses.selectedAddress?._id).toBe('a');
  });

  it('appends and selects a saved address; a new default takes over the flag', () => {
    const store = makeStore();
    store.dispatch(addressesLoaded([address('a', true)]));
    store.dispatch(addressSaved(address('b', true)));
    expect(ids(store)).toEqual(['a', 'b']);
    expect(store.getState().addresses.addresses.map((a) => a.isDefault)).toEqual([false, true]);
    expect(store.getState().addresses.selectedAddress?._id).toBe('b');
    store.dispatch(addressSaved({ ...address('a'), city: 'Mumbai' }));
    expect(ids(store)).toEqual(['a', 'b']);
    expect(store.getState().addresses.selectedAddress?.city).toBe('Mumbai');
  });

  it('removing the selected address falls back to the default', () => {
    const store = makeStore();
    store.dispatch(addressesLoaded([address('a', true), address('b')]));
    store.dispatch(addressSelected('b'));
    store.dispatch(addressRemoved('b'));
    expect(ids(store)).toEqual(['a']);
    expect(store.getState().addresses.selectedAddress?._id).toBe('a');
  });

  it('a list without the selected address (deleted elsewhere) selects the new default', () => {
    const store = makeStore();
    store.dispatch(addressesLoaded([address('a', true), address('b')]));
    store.dispatch(addressSelected('a'));
    store.dispatch(addressesLoaded([address('b', true)]));
    expect(store.getState().addresses.selectedAddress?._id).toBe('b');
    store.dispatch(addressesLoaded([]));
    expect(store.getState().addresses.selectedAddress).toBeNull();
  });
});
