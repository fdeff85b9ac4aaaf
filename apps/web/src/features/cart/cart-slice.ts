import { createSlice } from '@reduxjs/toolkit';

export interface CartVariant {
  size: string;
  price: number;
  priceAfterDiscount: number | null;
}

/** Spec §3 cart item. */
export interface CartItem {
  id: string;
  name: string;
  quantity: number;
  description: string;
  image: string;
  selectedVariant: CartVariant;
}

export interface CartState {
  items: CartItem[];
  totalQuantity: number;
  totalAmount: number;
  merged: boolean;
}

export const initialCartState: CartState = {
  items: [],
  totalQuantity: 0,
  totalAmount: 0,
  merged: false,
};

export const cartSlice = createSlice({
  name: 'cart',
  initialState: initialCartState,
  reducers: {},
});
