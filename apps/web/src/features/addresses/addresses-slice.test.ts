import type { Address } from '@ninetonine/contract';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { address } from '#test/address-fixture';
import { makeStore } from '@/app/store';
import { addressSelected } from './addresses-slice';
import { withSavedAddress } from './api/address-cache';
import { addressKeys } from './api/address-keys';

/** The app's store and its query cache: the list reaches the slice only through the cache. */
function setUp() {
  const queryClient = new QueryClient();
  const store = makeStore({ queryClient });
  const cached = (list: Address[]) => queryClient.setQueryData(addressKeys.all, list);
  const ids = () => store.getState().addresses.addresses.map((a) => a._id);
  const selected = () => store.getState().addresses.selectedAddress?._id;
  return { queryClient, store, cached, ids, selected };
}

describe('addresses slice (docs/storefront-contract.md#address-state), filled from the query cache, on the real store', () => {
  it('starts with no addresses and nothing selected', () => {
    expect(makeStore().getState().addresses).toEqual({ addresses: [], selectedAddress: null });
  });

  it("takes the cache's list as it is fetched, and selects the default address", async () => {
    const { queryClient, store, ids, selected } = setUp();
    await queryClient.fetchQuery({
      queryKey: addressKeys.all,
      queryFn: () => [address('a'), address('b', true)],
    });
    expect(ids()).toEqual(['a', 'b']);
    expect(selected()).toBe('b');
    expect(store.getState().addresses.addresses).toEqual(queryClient.getQueryData(addressKeys.all));
  });

  it("keeps the customer's choice across a new list, and ignores an unknown id", () => {
    const { store, cached, selected } = setUp();
    cached([address('a'), address('b', true)]);
    store.dispatch(addressSelected('a'));
    store.dispatch(addressSelected('nope'));
    cached([address('a'), address('b', true), address('c')]);
    expect(selected()).toBe('a');
  });

  it('a saved address written to the cache reaches the slice; a new default takes over the flag', () => {
    const { store, cached, ids, selected } = setUp();
    cached([address('a', true)]);
    cached(withSavedAddress([address('a', true)], address('b', true)));
    expect(ids()).toEqual(['a', 'b']);
    expect(store.getState().addresses.addresses.map((a) => a.isDefault)).toEqual([false, true]);
    expect(selected()).toBe('a');
    // Creating one selects it (useCreateAddress): a choice, made after the list arrived.
    store.dispatch(addressSelected('b'));
    expect(selected()).toBe('b');
  });

  it('a list without the selected address (deleted) selects the new default, or nothing', () => {
    const { store, cached, selected } = setUp();
    cached([address('a', true), address('b')]);
    store.dispatch(addressSelected('b'));
    cached([address('a', true)]);
    expect(selected()).toBe('a');
    cached([address('c', true)]);
    expect(selected()).toBe('c');
    cached([]);
    expect(store.getState().addresses.selectedAddress).toBeNull();
  });

  it('a failed fetch leaves the list and the choice as they were', async () => {
    const { queryClient, store, cached, ids, selected } = setUp();
    cached([address('a', true), address('b')]);
    store.dispatch(addressSelected('b'));
    await expect(
      queryClient.fetchQuery({
        queryKey: addressKeys.all,
        queryFn: () => Promise.reject(new Error('We could not load your addresses.')),
        staleTime: 0,
      }),
    ).rejects.toThrow();
    expect(ids()).toEqual(['a', 'b']);
    expect(selected()).toBe('b');
  });
});
