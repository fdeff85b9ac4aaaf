import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * docs/storefront-contract.md#shared-ui-state: the phone verification id, held between sending the
 * code and confirming it.
 */
export interface PhoneAuthState {
  verificationId: string | null;
  /** The number the code went to, to show it back ("we sent a code to ..."). */
  phoneNumber: string | null;
}

const initialState: PhoneAuthState = { verificationId: null, phoneNumber: null };

/** Never persisted: a verification id is single-use and short-lived. */
export const phoneAuthSlice = createSlice({
  name: 'phoneAuth',
  initialState,
  reducers: {
    phoneCodeSent(state, action: PayloadAction<{ verificationId: string; phoneNumber: string }>) {
      state.verificationId = action.payload.verificationId;
      state.phoneNumber = action.payload.phoneNumber;
    },
    phoneCodeReset() {
      return initialState;
    },
  },
});

export const { phoneCodeSent, phoneCodeReset } = phoneAuthSlice.actions;
