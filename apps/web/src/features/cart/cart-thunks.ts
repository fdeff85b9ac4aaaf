import type { CartResponse } from '@ninetonine/contract';
import { CART_LINES_MAX, CART_QUANTITY_MAX } from '@ninetonine/contract/core';
import type { UnknownAction } from '@reduxjs/toolkit';
import { createAppAsyncThunk, type AppDispatch, type RootState } from '@/app/hooks';
import { errorMessage, isApiError } from '@/lib/api-client';
import { postAddToCart } from './api/add-to-cart';
import { deleteClearCart } from './api/clear-cart';
import { getUserCart } from './api/get-user-cart';
import { deleteCartItem } from './api/remove-cart-item';
import { putUpdateCartItem } from './api/update-cart-item';
import { clampQuantity, keyOf, lineLabel, normalizeCartItem } from './cart-item';
import {
  addCartItem,
  clearCart,
  findLine,
  removeCartItem,
  setCart,
  updateCartItem,
  type CartItemInput,
  type LineKey,
} from './cart-slice';
import { showCartToast } from './cart-toast';

type GetState = () => RootState;
export interface CartResult {
  ok: boolean;
  message?: string;
}

const isSignedIn = (getState: GetState) => getState().auth.isAuthenticated;

/** Only the answer to the latest write may replace the cart (older answers are outdated). */
let latestWrite = 0;
/** Writes sent and not answered yet: the sign-in sync waits for them (cartWritesSettled). */
const writesInFlight = new Set<Promise<unknown>>();

/** Resolves once every cart write already sent has been answered; null when none is. */
function cartWritesSettled(): Promise<void> | null {
  if (writesInFlight.size === 0) return null;
  return (async () => {
    while (writesInFlight.size > 0) await Promise.allSettled([...writesInFlight]);
  })();
}

/**
 * The server cart as it stands after every cart write sent so far, for the sign-in sync. Read
 * while an add was still on its way (a tap as the session was being confirmed), the line looked
 * missing and was added a second time; read as a tap's add overtook the read, the answer left
 * the line out and replaced a cart that had it. So it waits for the writes in flight, and reads
 * again when a write started during the read.
 */
export async function serverCartAfterWrites(): Promise<CartResponse> {
  for (;;) {
    await cartWritesSettled();
    const write = latestWrite;
    const cart = await getUserCart();
    if (write === latestWrite) return cart;
  }
}

/**
 * Makes `change` to the local cart; signed in, the change is optimistic: the server is told, and
 * its answer (the whole cart, with current prices and availability) replaces the local one. On
 * failure the local cart goes back to how it was and the server's message is shown.
 */
async function writeThrough(
  { dispatch, getState }: { dispatch: AppDispatch; getState: GetState },
  change: UnknownAction,
  request: () => Promise<CartResponse>,
  fallback: string,
  quiet = false,
): Promise<CartResult> {
  const before = getState().cart.items;
  dispatch(change);
  // Signed out, the cart lives only here: nothing to tell.
  if (!isSignedIn(getState)) return { ok: true };
  const write = ++latestWrite;
  const sent = request();
  writesInFlight.add(sent);
  // Forgotten as soon as it is answered, before anything awaits its answer runs.
  const forget = () => void writesInFlight.delete(sent);
  sent.then(forget, forget);
  try {
    const cart = await sent;
    if (write === latestWrite && isSignedIn(getState)) dispatch(setCart(cart.cartItems));
    return { ok: true };
  } catch (err) {
    const message = errorMessage(err, fallback);
    if (!quiet) showCartToast({ kind: 'error', message });
    // A dead session has signed the user out and reset the cart: bring nothing back.
    if (!isSignedIn(getState)) return { ok: false, message };
    dispatch(setCart(before));
    // The refusal may come from a cart changed elsewhere (another tab or device): catch up.
    if (isApiError(err) && err.response && err.response.status !== 401) {
      await refreshFromServer(dispatch);
    }
    return { ok: false, message };
  }
}

async function refreshFromServer(dispatch: AppDispatch) {
  const write = latestWrite;
  try {
    const cart = await getUserCart();
    // A write started meanwhile answers with a newer cart.
    if (write === latestWrite) dispatch(setCart(cart.cartItems));
  } catch (err) {
    console.warn('Cart: could not fetch the server cart.', err);
  }
}

/** Said when a signed-in customer adds while the browser has no network. */
export const OFFLINE_ADD_TEXT = "You're offline: adding needs a connection.";
const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

function refuse(message: string, quiet = false): CartResult {
  if (!quiet) showCartToast({ kind: 'error', message });
  return { ok: false, message };
}

/**
 * Adds an item (docs/storefront-contract.md#cart-rules) and, unless `quiet`, announces it:
 * "Added 2 × Paneer Tikka (Large) to your cart". Quiet for a caller that adds several and says
 * what happened in one message of its own ("Order again").
 */
async function addItem(
  input: CartItemInput,
  quiet: boolean,
  { dispatch, getState }: { dispatch: AppDispatch; getState: GetState },
): Promise<CartResult> {
  const item = normalizeCartItem(input);
  if (!item) {
    console.warn('Cart: ignoring an item without an id.', input);
    return { ok: false };
  }
  // A signed-in customer's cart is the server's: an add it never hears of would vanish at the
  // next sync, so offline it is refused plainly instead (decision 0084). A visitor's cart is
  // this browser's own and takes the add.
  if (isSignedIn(getState) && isOffline()) return refuse(OFFLINE_ADD_TEXT, quiet);
  const cart = getState().cart;
  const line = findLine(cart, keyOf(item));
  // The same limits the server enforces, so anonymous carts behave the same.
  if (line && line.quantity + item.quantity > CART_QUANTITY_MAX) {
    return refuse(
      `You can have at most ${CART_QUANTITY_MAX} of ${lineLabel(item)} in your cart (you already have ${line.quantity}).`,
      quiet,
    );
  }
  if (!line && cart.items.length >= CART_LINES_MAX) {
    return refuse(
      `Your cart can hold up to ${CART_LINES_MAX} different dishes. Remove one to add another.`,
      quiet,
    );
  }
  if (!quiet) {
    showCartToast({
      kind: 'success',
      message: `Added ${item.quantity} × ${lineLabel(item)} to your cart`,
      showCartLink: true,
    });
  }
  return writeThrough(
    { dispatch, getState },
    addCartItem(item),
    () =>
      postAddToCart({
        foodId: item.id,
        selectedVariant: { size: item.selectedVariant.size },
        quantity: item.quantity,
        // Only sent for a dish with options: the spec's payload stays as it was without.
        ...(item.optionIds ? { optionIds: item.optionIds } : {}),
      }),
    `We could not add ${lineLabel(item)} to your cart. Please try again.`,
    quiet,
  );
}

export const addToCart = createAppAsyncThunk('cart/addToCart', (input: CartItemInput, api) =>
  addItem(input, false, api),
);
/** addToCart without its toast: the caller says what happened (issue 34, item 13). */
export const addToCartQuietly = createAppAsyncThunk(
  'cart/addToCartQuietly',
  (input: CartItemInput, api) => addItem(input, true, api),
);

/** Sets a line's quantity (docs/storefront-contract.md#cart-rules), 1..99. */
export const changeCartQuantity = createAppAsyncThunk(
  'cart/changeQuantity',
  async (
    { quantity, ...key }: LineKey & { quantity: number },
    { dispatch, getState },
  ): Promise<CartResult> => {
    const cart = getState().cart;
    const line = findLine(cart, key);
    const next = clampQuantity(quantity);
    if (!line || line.quantity === next) return { ok: true };
    return writeThrough(
      { dispatch, getState },
      updateCartItem({ ...key, quantity: next }),
      () =>
        putUpdateCartItem({
          foodId: key.id,
          size: key.size,
          quantity: next,
          ...(key.optionIds?.length ? { optionIds: [...key.optionIds] } : {}),
        }),
      `We could not change the quantity of ${lineLabel(line)}. Please try again.`,
    );
  },
);

/** Removes a line (docs/storefront-contract.md#cart-rules). */
export const removeFromCart = createAppAsyncThunk(
  'cart/removeFromCart',
  async (key: LineKey, { dispatch, getState }): Promise<CartResult> => {
    const cart = getState().cart;
    const line = findLine(cart, key);
    if (!line) return { ok: true };
    return writeThrough(
      { dispatch, getState },
      removeCartItem(key),
      () =>
        deleteCartItem({
          foodId: key.id,
          size: key.size,
          ...(key.optionIds?.length ? { optionIds: key.optionIds.join(',') } : {}),
        }),
      `We could not remove ${lineLabel(line)} from your cart. Please try again.`,
    );
  },
);

/** Empties the cart. */
export const emptyCart = createAppAsyncThunk(
  'cart/emptyCart',
  async (_: void, { dispatch, getState }): Promise<CartResult> => {
    if (!isSignedIn(getState)) {
      dispatch(clearCart());
      return { ok: true };
    }
    // set([]) rather than clear: clear also resets `merged`, which means "signed out" here.
    return writeThrough(
      { dispatch, getState },
      setCart([]),
      deleteClearCart,
      'We could not clear your cart. Please try again.',
    );
  },
);

/**
 * Signed in: replaces the local cart with the server's, for fresh prices and availability. Failures
 * are only logged (docs/storefront-contract.md#failure-handling).
 */
export const refreshCart = createAppAsyncThunk(
  'cart/refreshCart',
  async (_: void, { dispatch, getState }) => {
    // A login sync in progress ends by fetching the server cart itself.
    if (isSignedIn(getState) && !getState().ui.cartSyncing) await refreshFromServer(dispatch);
  },
);
