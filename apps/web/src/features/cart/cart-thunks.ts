import { CART_LINES_MAX, CART_QUANTITY_MAX } from '@ninetonine/contract';
import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
import axios from 'axios';
import { errorMessage } from '@/lib/api-client';
import { postAddToCart } from './api/add-to-cart';
import { deleteClearCart } from './api/clear-cart';
import { getUserCart } from './api/get-user-cart';
import { deleteCartItem } from './api/remove-cart-item';
import { putUpdateCartItem } from './api/update-cart-item';
import { clampQuantity, lineLabel, normalizeCartItem, type CartItem } from './cart-item';
import {
  addCartItem,
  clearCart,
  findLine,
  removeCartItem,
  setCart,
  updateCartItem,
  type CartItemInput,
  type CartState,
  type LineKey,
} from './cart-slice';
import { showCartToast } from './cart-toast';

type GetState = () => unknown;
type CartThunk<R> = (dispatch: Dispatch<UnknownAction>, getState: GetState) => Promise<R>;
export interface CartResult {
  ok: boolean;
  message?: string;
}

/** The auth feature's state, read structurally: the cart never imports the auth feature. */
const isSignedIn = (getState: GetState) =>
  (getState() as { auth?: { isAuthenticated?: boolean } }).auth?.isAuthenticated === true;
const cartOf = (getState: GetState) => (getState() as { cart: CartState }).cart;

/** Only the answer to the latest write may replace the cart (older answers are outdated). */
let latestWrite = 0;

/**
 * Signed-in changes are optimistic: the local cart changes first, the server is told, and its
 * answer (the whole cart, with current prices and availability) replaces the local one. On
 * failure the local cart goes back to how it was and the server's message is shown.
 */
async function writeThrough(
  dispatch: Dispatch<UnknownAction>,
  getState: GetState,
  before: CartItem[],
  request: () => Promise<CartItem[] | null>,
  fallback: string,
): Promise<CartResult> {
  const write = ++latestWrite;
  try {
    const items = await request();
    if (items && write === latestWrite && isSignedIn(getState)) dispatch(setCart(items));
    return { ok: true };
  } catch (err) {
    const message = errorMessage(err, fallback);
    showCartToast({ kind: 'error', message });
    // A dead session has signed the user out and reset the cart: bring nothing back.
    if (!isSignedIn(getState)) return { ok: false, message };
    dispatch(setCart(before));
    // The refusal may come from a cart changed elsewhere (another tab or device): catch up.
    if (axios.isAxiosError(err) && err.response && err.response.status !== 401) {
      await refreshFromServer(dispatch);
    }
    return { ok: false, message };
  }
}

async function refreshFromServer(dispatch: Dispatch<UnknownAction>) {
  const write = latestWrite;
  try {
    const items = await getUserCart();
    // A write started meanwhile answers with a newer cart.
    if (write === latestWrite) dispatch(setCart(items));
  } catch (err) {
    console.warn('Cart: could not fetch the server cart.', err);
  }
}

function refuse(message: string): CartResult {
  showCartToast({ kind: 'error', message });
  return { ok: false, message };
}

/** Adds an item (spec §4 add) and announces it: "Added 2 × Paneer Tikka (Large) to your cart". */
export const addToCart =
  (input: CartItemInput): CartThunk<CartResult> =>
  async (dispatch, getState) => {
    const item = normalizeCartItem(input);
    if (!item) {
      console.warn('Cart: ignoring an item without an id.', input);
      return { ok: false };
    }
    const cart = cartOf(getState);
    const key = { id: item.id, size: item.selectedVariant.size };
    const line = findLine(cart, key);
    // The same limits the server enforces, so anonymous carts behave the same.
    if (line && line.quantity + item.quantity > CART_QUANTITY_MAX) {
      return refuse(
        `You can have at most ${CART_QUANTITY_MAX} of ${lineLabel(item)} in your cart (you already have ${line.quantity}).`,
      );
    }
    if (!line && cart.items.length >= CART_LINES_MAX) {
      return refuse(
        `Your cart can hold up to ${CART_LINES_MAX} different dishes. Remove one to add another.`,
      );
    }
    const before = cart.items;
    dispatch(addCartItem(item));
    showCartToast({
      kind: 'success',
      message: `Added ${item.quantity} × ${lineLabel(item)} to your cart`,
      showCartLink: true,
    });
    if (!isSignedIn(getState)) return { ok: true };
    return writeThrough(
      dispatch,
      getState,
      before,
      () =>
        postAddToCart({
          foodId: item.id,
          selectedVariant: { size: item.selectedVariant.size },
          quantity: item.quantity,
        }),
      `We could not add ${lineLabel(item)} to your cart. Please try again.`,
    );
  };

/** Sets a line's quantity (spec §4 update), 1..99. */
export const changeCartQuantity =
  (key: LineKey, quantity: number): CartThunk<CartResult> =>
  async (dispatch, getState) => {
    const cart = cartOf(getState);
    const line = findLine(cart, key);
    const next = clampQuantity(quantity);
    if (!line || line.quantity === next) return { ok: true };
    const before = cart.items;
    dispatch(updateCartItem({ ...key, quantity: next }));
    if (!isSignedIn(getState)) return { ok: true };
    return writeThrough(
      dispatch,
      getState,
      before,
      () => putUpdateCartItem({ foodId: key.id, size: key.size, quantity: next }),
      `We could not change the quantity of ${lineLabel(line)}. Please try again.`,
    );
  };

/** Removes a line (spec §4 remove). */
export const removeFromCart =
  (key: LineKey): CartThunk<CartResult> =>
  async (dispatch, getState) => {
    const cart = cartOf(getState);
    const line = findLine(cart, key);
    if (!line) return { ok: true };
    const before = cart.items;
    dispatch(removeCartItem(key));
    if (!isSignedIn(getState)) return { ok: true };
    return writeThrough(
      dispatch,
      getState,
      before,
      () => deleteCartItem({ foodId: key.id, size: key.size }),
      `We could not remove ${lineLabel(line)} from your cart. Please try again.`,
    );
  };

/** Empties the cart. */
export const emptyCart = (): CartThunk<CartResult> => async (dispatch, getState) => {
  const before = cartOf(getState).items;
  if (!isSignedIn(getState)) {
    dispatch(clearCart());
    return { ok: true };
  }
  // set([]) rather than clear: clear also resets `merged`, which means "signed out" here.
  dispatch(setCart([]));
  return writeThrough(
    dispatch,
    getState,
    before,
    deleteClearCart,
    'We could not clear your cart. Please try again.',
  );
};

/**
 * Signed in: replaces the local cart with the server's, for fresh prices and availability.
 * Failures are only logged (spec §8).
 */
export const refreshCart = (): CartThunk<void> => async (dispatch, getState) => {
  // A login sync in progress ends by fetching the server cart itself.
  const syncing = (getState() as { ui?: { cartSyncing?: boolean } }).ui?.cartSyncing === true;
  if (isSignedIn(getState) && !syncing) await refreshFromServer(dispatch);
};
