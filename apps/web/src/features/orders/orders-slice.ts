import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Order } from '@ninetonine/contract';
import { fallbackMessages } from '@ninetonine/contract/core';
import { cancelOrder, fetchOrders, placeOrder } from './orders-thunks';

/**
 * Order state (docs/storefront-contract.md#order-state): placing appends an order, fetching
 * replaces the list (docs/storefront-contract.md#order-rules).
 */
export interface OrdersState {
  orders: Order[];
  loading: boolean;
  error: string | null;
}

export const initialOrdersState: OrdersState = { orders: [], loading: false, error: null };

function replaceOrder(state: OrdersState, order: Order) {
  const index = state.orders.findIndex((o) => o._id === order._id);
  if (index >= 0) state.orders[index] = order;
}

export const ordersSlice = createSlice({
  name: 'orders',
  initialState: initialOrdersState,
  reducers: {
    /** A fresher copy of a listed order (live status, a reload); unlisted orders are ignored. */
    orderUpdated(state, action: PayloadAction<Order>) {
      replaceOrder(state, action.payload);
    },
    ordersReset: () => initialOrdersState,
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchOrders.pending, (state) => {
        state.loading = true;
        state.error = null;
      })
      .addCase(fetchOrders.fulfilled, (state, action) => {
        state.loading = false;
        state.orders = action.payload.orders;
      })
      .addCase(fetchOrders.rejected, (state, action) => {
        // A page left before its answer came is not a failure.
        if (action.meta.aborted) {
          state.loading = false;
          return;
        }
        state.loading = false;
        state.error = action.payload ?? fallbackMessages.fetchOrders;
      })
      .addCase(placeOrder.pending, (state) => {
        state.loading = true;
        state.error = null;
      })
      .addCase(placeOrder.fulfilled, (state, action) => {
        state.loading = false;
        const result = action.payload;
        // A replayed request answers with the order already placed: it is listed once.
        if (result.kind === 'placed' && !state.orders.some((o) => o._id === result.order._id)) {
          state.orders.push(result.order);
        }
      })
      .addCase(placeOrder.rejected, (state, action) => {
        state.loading = false;
        state.error = action.payload ?? fallbackMessages.placeOrder;
      })
      .addCase(cancelOrder.pending, (state) => {
        state.error = null;
      })
      .addCase(cancelOrder.fulfilled, (state, action) => {
        replaceOrder(state, action.payload);
      })
      .addCase(cancelOrder.rejected, (state, action) => {
        state.error = action.payload ?? fallbackMessages.cancelOrder;
      });
  },
});

export const { orderUpdated, ordersReset } = ordersSlice.actions;
