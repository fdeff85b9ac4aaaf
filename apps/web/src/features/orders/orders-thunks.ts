import type { PlaceOrderRequest } from '@ninetonine/contract';
import { fallbackMessages } from '@ninetonine/contract/core';
import { createAppAsyncThunk } from '@/app/hooks';
import { errorMessage } from '@/lib/api-client';
import { postCancelOrder } from './api/cancel-order';
import { getOrders } from './api/get-orders';
import { postOrder } from './api/place-order';

/**
 * GET /orders?page=: the page replaces the slice's list (docs/storefront-contract.md#order-rules).
 */
export const fetchOrders = createAppAsyncThunk(
  'orders/fetchOrders',
  async (page: number, { rejectWithValue, signal }) => {
    try {
      return await getOrders(page, signal);
    } catch (error) {
      return rejectWithValue(errorMessage(error, fallbackMessages.fetchOrders));
    }
  },
);

/**
 * POST /orders: a placed order is appended to the slice's list
 * (docs/storefront-contract.md#order-rules).
 */
export const placeOrder = createAppAsyncThunk(
  'orders/placeOrder',
  async (
    { body, idempotencyKey }: { body: PlaceOrderRequest; idempotencyKey: string },
    { rejectWithValue },
  ) => {
    try {
      return await postOrder(body, idempotencyKey);
    } catch (error) {
      return rejectWithValue(errorMessage(error, fallbackMessages.placeOrder));
    }
  },
);

/** POST /orders/{id}/cancel */
export const cancelOrder = createAppAsyncThunk(
  'orders/cancelOrder',
  async (id: string, { rejectWithValue }) => {
    try {
      return await postCancelOrder(id);
    } catch (error) {
      return rejectWithValue(errorMessage(error, fallbackMessages.cancelOrder));
    }
  },
);
