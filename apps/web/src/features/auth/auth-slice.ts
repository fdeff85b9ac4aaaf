import { fallbackMessages } from '@ninetonine/contract/core';
import { createSlice, isAnyOf, type PayloadAction } from '@reduxjs/toolkit';
import { isRehydrate as isSavedStateBack, type RehydrateAction } from '@/lib/saved-state';
import { authSignedIn, authSignedOut, sessionCleared } from './auth-signals';
import {
  fetchCurrentUser,
  googleSignIn,
  logout,
  phoneSignIn,
  register,
  signIn,
} from './auth-thunks';
import type { AuthUser } from './types';

export type { AuthUser } from './types';
export { authSignedIn, authSignedOut, sessionCleared };

/** The session state (docs/storefront-contract.md#auth-state). */
export interface AuthState {
  user: AuthUser | null;
  isAuthenticated: boolean;
  loading: boolean;
  error: string | null;
}

export const initialAuthState: AuthState = {
  user: null,
  isAuthenticated: false,
  loading: false,
  error: null,
};

const isRehydrate = (action: {
  type: string;
}): action is RehydrateAction<'auth'> & {
  payload: { auth?: AuthState } | undefined;
} => isSavedStateBack(action);

const rejectedWith =
  (fallback: string) => (state: AuthState, action: PayloadAction<string | undefined>) => {
    state.loading = false;
    state.error = action.payload || fallback;
  };

const signedOut = (state: AuthState) => {
  state.user = null;
  state.isAuthenticated = false;
  state.loading = false;
  state.error = null;
};

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    /**
     * docs/storefront-contract.md#session-start: a successful profile fetch sets the user and authenticated. The profile is the
     * query cache's; its every answer (a fetch, a saved edit) arrives here through the app's
     * cache listener (app/server-state.ts), so the header shows a new name at once.
     */
    profileLoaded(state, action: PayloadAction<AuthUser>) {
      state.user = action.payload;
      state.isAuthenticated = true;
    },
  },
  extraReducers: (builder) => {
    builder
      // docs/storefront-contract.md#session-start: a failed session check is a silent sign-out.
      // A check that got no answer at all (offline: decision 0084) says nothing about the
      // session: the remembered customer stays, with their cart, until the server answers.
      .addCase(fetchCurrentUser.rejected, (state, action) => {
        if (action.meta.status === null) state.loading = false;
        else signedOut(state);
      })
      .addCase(logout.fulfilled, signedOut)
      // The signal's listeners (app/listeners.ts) empty the query cache: pages still on screen
      // must already see nobody signed in, or their next render asks again for the last user.
      .addCase(authSignedOut, signedOut)
      .addCase(sessionCleared, signedOut)
      .addCase(logout.rejected, rejectedWith(fallbackMessages.logout))
      .addMatcher(
        isAnyOf(
          fetchCurrentUser.fulfilled,
          signIn.fulfilled,
          register.fulfilled,
          googleSignIn.fulfilled,
          phoneSignIn.fulfilled,
        ),
        (state, action: PayloadAction<AuthUser>) => {
          state.user = action.payload;
          state.isAuthenticated = true;
          state.loading = false;
        },
      )
      .addMatcher(
        isAnyOf(
          fetchCurrentUser.pending,
          logout.pending,
          signIn.pending,
          register.pending,
          googleSignIn.pending,
          phoneSignIn.pending,
        ),
        (state) => {
          state.loading = true;
          state.error = null;
        },
      )
      .addMatcher(
        isAnyOf(signIn.rejected, register.rejected, googleSignIn.rejected, phoneSignIn.rejected),
        rejectedWith(fallbackMessages.login),
      )
      // Only who is signed in survives a reload; a request in flight or its error does not.
      .addMatcher(isRehydrate, (state, action) => {
        const saved = action.payload?.auth;
        if (!saved) return state;
        return { ...initialAuthState, user: saved.user, isAuthenticated: saved.isAuthenticated };
      });
  },
});

export const { profileLoaded } = authSlice.actions;
