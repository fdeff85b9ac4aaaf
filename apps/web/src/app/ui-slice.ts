import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * Shared state (docs/storefront-contract.md#shared-ui-state): the scroll progress of the page and
 * the cart-syncing flag.
 */
export interface UiState {
  scrollProgress: number;
  cartSyncing: boolean;
}

export const uiSlice = createSlice({
  name: 'ui',
  initialState: { scrollProgress: 0, cartSyncing: false } as UiState,
  reducers: {
    setScrollProgress(state, action: PayloadAction<number>) {
      state.scrollProgress = Math.max(0, Math.min(100, action.payload));
    },
    setCartSyncing(state, action: PayloadAction<boolean>) {
      state.cartSyncing = action.payload;
    },
  },
});
export const { setScrollProgress, setCartSyncing } = uiSlice.actions;
