import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { authSignedIn, authSignedOut } from './auth-signals';

/** A sign-in waiting for its second step. Never saved: the challenge lives minutes. */
export interface SecondFactorPending {
  challenge: string;
  /** The admin requires an app and this account has none yet: it sets one up first. */
  setupRequired: boolean;
  message: string;
}

export interface SecondFactorState {
  pending: SecondFactorPending | null;
}

const initialState: SecondFactorState = { pending: null };

export const secondFactorSlice = createSlice({
  name: 'secondFactor',
  initialState,
  reducers: {
    secondFactorChallenged(state, action: PayloadAction<SecondFactorPending>) {
      state.pending = action.payload;
    },
    secondFactorCancelled(state) {
      state.pending = null;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(authSignedIn, () => initialState).addCase(authSignedOut, () => initialState);
  },
});
export const { secondFactorChallenged, secondFactorCancelled } = secondFactorSlice.actions;
