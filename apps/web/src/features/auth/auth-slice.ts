import { createSlice } from '@reduxjs/toolkit';

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
