import { createSlice } from '@reduxjs/toolkit';

/** Spec §3 order state; order fields arrive with checkout. */
export interface OrdersState {
  orders: unknown[];
  loading: boolean;
  error: string | null;
}

export const ordersSlice = createSlice({
  name: 'orders',
  initialState: { orders: [], loading: false, error: null } as OrdersState,
  reducers: {},
});
