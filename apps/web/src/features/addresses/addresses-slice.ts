import { createSlice } from '@reduxjs/toolkit';

/** Spec §3 address state; address fields arrive with checkout. */
export interface AddressesState {
  addresses: unknown[];
  selectedAddress: unknown | null;
}

export const addressesSlice = createSlice({
  name: 'addresses',
  initialState: { addresses: [], selectedAddress: null } as AddressesState,
  reducers: {},
});
