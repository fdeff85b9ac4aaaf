import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * Where the visitor wants the food (decision 0084): the PIN code they typed or their device's
 * position gave, or pickup. Client state, kept across visits with the cart (app/store.ts); it is
 * the visitor's, not the account's, so signing out keeps it.
 */
export interface DeliveryState {
  /** Compact, as the server answered it; null: not told yet. */
  postcode: string | null;
  mode: 'delivery' | 'pickup';
}

export const initialDeliveryState: DeliveryState = { postcode: null, mode: 'delivery' };

export const deliverySlice = createSlice({
  name: 'delivery',
  initialState: initialDeliveryState,
  reducers: {
    /** A PIN code the server checked (inside or outside an area: both are remembered). */
    postcodeChosen(state, action: PayloadAction<string>) {
      state.postcode = action.payload;
      state.mode = 'delivery';
    },
    pickupChosen(state) {
      state.mode = 'pickup';
    },
    deliveryChosen(state) {
      state.mode = 'delivery';
    },
    /** "Change": the PIN is asked again. */
    postcodeCleared(state) {
      state.postcode = null;
      state.mode = 'delivery';
    },
  },
});

export const { postcodeChosen, pickupChosen, deliveryChosen, postcodeCleared } =
  deliverySlice.actions;
