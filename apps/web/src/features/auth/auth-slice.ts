import { createAction, createSlice } from '@reduxjs/toolkit';

export interface AuthUser {
  _id: string;
  name: string;
  email: string | null;
  role: 'customer' | 'staff' | 'admin';
}

/** Spec §3 auth state. */
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

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {},
});

/**
 * Lifecycle signals other features react to (composed in src/app): dispatched after any sign-in
 * (or the start-up session check) has fetched the current user, and after logout or a dead session.
 */
export const authSignedIn = createAction('auth/signedIn');
export const authSignedOut = createAction('auth/signedOut');
