import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Address } from '@ninetonine/contract';

/**
 * The address state (docs/storefront-contract.md#address-state). The list is the query cache's (addressKeys.all), copied in by the one
 * listener that follows the cache (app/server-state.ts); the selection is the customer's
 * choice for this checkout, kept only in memory.
 */
export interface AddressesState {
  addresses: Address[];
  selectedAddress: Address | null;
}

export const initialAddressesState: AddressesState = { addresses: [], selectedAddress: null };

/** The selection after the list changed: the same address if still there, else the default. */
function reselect(state: AddressesState) {
  const selectedId = state.selectedAddress?._id;
  state.selectedAddress =
    state.addresses.find((a) => a._id === selectedId) ??
    state.addresses.find((a) => a.isDefault) ??
    state.addresses[0] ??
    null;
}

export const addressesSlice = createSlice({
  name: 'addresses',
  initialState: initialAddressesState,
  reducers: {
    /** The cached list changed (fetched, or a write's answer): it replaces ours. */
    addressesLoaded(state, action: PayloadAction<Address[]>) {
      state.addresses = action.payload;
      reselect(state);
    },
    /** Picks one of the listed addresses; an unknown id changes nothing. */
    addressSelected(state, action: PayloadAction<string>) {
      const found = state.addresses.find((a) => a._id === action.payload);
      if (found) state.selectedAddress = found;
    },
    addressesReset: () => initialAddressesState,
  },
});

export const { addressesLoaded, addressSelected, addressesReset } = addressesSlice.actions;
