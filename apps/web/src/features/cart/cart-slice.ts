import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  cartTotals,
  clampQuantity,
  keyOf,
  normalizeCartItem,
  sameLine,
  type CartItem,
  type CartItemInput,
  type LineKey,
} from './cart-item';

export type { CartItem, CartItemInput, LineKey } from './cart-item';

export interface CartState {
  items: CartItem[];
  totalQuantity: number;
  totalAmount: number;
  /** The local cart mirrors the server cart (set by a login sync; reset by clear). */
  merged: boolean;
}

export const initialCartState: CartState = {
  items: [],
  totalQuantity: 0,
  totalAmount: 0,
  merged: false,
};

/**
 * Normalises in the action creator, not the reducer, so reducers stay pure and the spec's
 * "ignored with a warning" for an item without an id happens once, where it is dispatched.
 */
function normalizeOrWarn(input: CartItemInput | null | undefined): CartItem | null {
  const item = normalizeCartItem(input);
  if (!item) console.warn('Cart: ignoring an item without an id.', input);
  return item;
}
const normalizeAll = (inputs: readonly (CartItemInput | null | undefined)[]) =>
  inputs.map(normalizeOrWarn).filter((i): i is CartItem => i !== null);

/**
 * Sums `item` into its line, or appends it (docs/storefront-contract.md#cart-rules: add and merge).
 */
function addInto(items: CartItem[], item: CartItem) {
  const line = items.find((i) => sameLine(i, keyOf(item)));
  if (line) line.quantity = clampQuantity(line.quantity + item.quantity);
  else items.push(item);
}

function withTotals(state: CartState) {
  const { totalQuantity, totalAmount } = cartTotals(state.items);
  state.totalQuantity = totalQuantity;
  state.totalAmount = totalAmount;
}

export const cartSlice = createSlice({
  name: 'cart',
  initialState: initialCartState,
  reducers: {
    add: {
      reducer(state, action: PayloadAction<CartItem | null>) {
        if (!action.payload) return;
        addInto(state.items, action.payload);
        withTotals(state);
      },
      prepare: (input: CartItemInput) => ({ payload: normalizeOrWarn(input) }),
    },
    update: {
      reducer(state, action: PayloadAction<LineKey & { quantity: number }>) {
        const line = state.items.find((i) => sameLine(i, action.payload));
        if (!line) return;
        line.quantity = action.payload.quantity;
        withTotals(state);
      },
      prepare: (p: LineKey & { quantity: number }) => ({
        payload: {
          id: p.id,
          size: p.size,
          ...(p.optionIds ? { optionIds: [...p.optionIds] } : {}),
          quantity: clampQuantity(p.quantity),
        },
      }),
    },
    remove(state, action: PayloadAction<LineKey>) {
      state.items = state.items.filter((i) => !sameLine(i, action.payload));
      withTotals(state);
    },
    clear() {
      return initialCartState;
    },
    /** Replaces every line; `merged` is only changed when given (a login sync sets it). */
    set: {
      reducer(state, action: PayloadAction<{ items: CartItem[]; merged?: boolean }>) {
        // Duplicate lines collapse into one, so a line's identity stays unique.
        const items: CartItem[] = [];
        for (const item of action.payload.items) addInto(items, { ...item });
        state.items = items;
        if (action.payload.merged !== undefined) state.merged = action.payload.merged;
        withTotals(state);
      },
      prepare: (inputs: readonly CartItemInput[], opts: { merged?: boolean } = {}) => ({
        payload: { items: normalizeAll(inputs), merged: opts.merged },
      }),
    },
    merge: {
      reducer(state, action: PayloadAction<CartItem[]>) {
        for (const item of action.payload) addInto(state.items, { ...item });
        state.merged = true;
        withTotals(state);
      },
      prepare: (inputs: readonly CartItemInput[]) => ({ payload: normalizeAll(inputs) }),
    },
  },
});

export const {
  add: addCartItem,
  update: updateCartItem,
  remove: removeCartItem,
  clear: clearCart,
  set: setCart,
  merge: mergeCart,
} = cartSlice.actions;

export const findLine = (state: CartState, key: LineKey) =>
  state.items.find((i) => sameLine(i, key));
