import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Address } from '@ninetonine/contract';

/**
 * The address state (docs/storefront-contract.md#address-state). The list mirrors the server's (GET
 * /addresses is its source); the selection is the customer's choice for this checkout, kept only in
 * memory.
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
    /** The server's list replaces ours. */
    addressesLoaded(state, action: PayloadAction<Address[]>) {
      state.addresses = action.payload;
      reselect(state);
    },
    /** A new (or edited) address: it replaces its old copy or is appended, and is selected. */
    addressSaved(state, action: PayloadAction<Address>) {
      const saved = action.payload;
      if (saved.isDefault) {
        for (const a of state.addresses) a.isDefault = false;
      }
      const index = state.addresses.findIndex((a) => a._id === saved._id);
      if (index >= 0) state.addresses[index] = saved;
      else state.addresses.push(saved);
      state.selectedAddress = saved;
    },
    addressRemoved(state, action: PayloadAction<string>) {
      state.addresses = state.addresses.filter((a) => a._id !== action.payload);
      if (state.selectedAddress?._id === action.payload) state.selectedAddress = null;
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

export const { addressesLoaded, addressSaved, addressRemoved, addressSelected, addressesReset } =
  addressesSlice.actions;
