import {
  API_BASE_PATH,
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  effectivePrice,
  type Food,
} from '@ninetonine/contract';
import type { Page } from 'playwright-core';
import { WAIT } from './harness';

/** Shared by the cart browser tests: menu look-ups, a signed-in API client, a seeded cart. */

export async function menuFoods(baseUrl: string): Promise<Food[]> {
  const res = await fetch(`${baseUrl}${API_BASE_PATH}/foods/getAllFood?limit=100`);
  if (!res.ok) throw new Error(`getAllFood: ${res.status}`);
  return ((await res.json()) as { foods: Food[] }).foods;
}

/** Dishes a card or a bare API add can order: available, sized, asking for no choice. */
export const orderable = (foods: Food[]) =>
  foods.filter(
    (f) => f.isAvailable && f.variants.length > 0 && f.optionGroups.every((g) => g.minPicks === 0),
  );

/** A user registered through the API, with its session cookies for further calls. */
export interface ApiUser {
  email: string;
  password: string;
  cookie: string;
  call(method: string, path: string, body?: unknown): Promise<{ status: number; json: unknown }>;
}

const CSRF = { [CSRF_HEADER]: CSRF_HEADER_VALUE };

export async function registerUser(baseUrl: string, tag: string): Promise<ApiUser> {
  const email = `cart-${tag}-${Date.now()}@example.test`;
  const password = 'a sunny masala morning 42';
  const res = await fetch(`${baseUrl}${API_BASE_PATH}/auth/register`, {
    method: 'POST',
    headers: { ...CSRF, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Asha Verma', email, password }),
  });
  if (res.status >= 300) throw new Error(`register: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return {
    email,
    password,
    cookie,
    async call(method, path, body) {
      const r = await fetch(`${baseUrl}${API_BASE_PATH}${path}`, {
        method,
        headers: {
          ...CSRF,
          cookie,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: r.status, json: await r.json() };
    },
  };
}

export interface ServerLine {
  foodId: string;
  quantity: number;
  selectedVariant: { size: string };
}

export async function serverCart(user: ApiUser): Promise<[string, string, number][]> {
  const { status, json } = await user.call('GET', '/cart/getUserCart');
  if (status !== 200) throw new Error(`getUserCart: ${status}`);
  return (json as { cartItems: ServerLine[] }).cartItems.map((l) => [
    l.foodId,
    l.selectedVariant.size,
    l.quantity,
  ]);
}

/** A cart item as the storefront keeps it, built from a menu food. */
export function localItem(food: Food, quantity: number, variantIndex = 0) {
  const v = food.variants[variantIndex]!;
  return {
    id: food._id,
    name: food.name,
    quantity,
    description: food.description,
    image: food.foodImages[0] ?? '',
    selectedVariant: { size: v.size, price: v.price, priceAfterDiscount: v.priceAfterDiscount },
  };
}

/**
 * Puts an anonymous cart into the app's persisted state (redux-persist, key "ninetonine",
 * version 1), as a previous visit would have left it, then opens `then`. An init script writes
 * it before the app starts, once per tab (later reloads keep whatever the app stored).
 */
export async function seedLocalCart(
  page: Page,
  items: ReturnType<typeof localItem>[],
  then = '/cart',
) {
  const totalMinor = items.reduce(
    (sum, i) => sum + i.quantity * Math.round(effectivePrice(i.selectedVariant) * 100),
    0,
  );
  const cart = {
    items,
    totalQuantity: items.reduce((sum, i) => sum + i.quantity, 0),
    totalAmount: totalMinor / 100,
    merged: false,
  };
  await page.addInitScript((seeded) => {
    if (sessionStorage.getItem('cart-seeded')) return;
    sessionStorage.setItem('cart-seeded', '1');
    const stored = JSON.parse(localStorage.getItem('persist:ninetonine') ?? '{}') as Record<
      string,
      string
    >;
    stored.cart = JSON.stringify(seeded);
    stored._persist = JSON.stringify({ version: 1, rehydrated: true });
    localStorage.setItem('persist:ninetonine', JSON.stringify(stored));
  }, cart);
  await page.goto(then);
}

/** The header cart link's accessible name, e.g. "Cart, 3 items". */
export const cartLinkName = (n: number) => `Cart, ${n} ${n === 1 ? 'item' : 'items'}`;

/**
 * Presses "Add to cart" on a dish page as a signed-in customer and waits for the server's answer
 * as well as the header's count: the signed-in cart is the server's, and a page loaded before
 * the add reached it (checkout opened by URL) finds it empty.
 */
export async function addOnDishPageSignedIn(page: Page, count = 1) {
  const saved = page.waitForResponse(
    (r) => r.request().method() === 'POST' && r.url().endsWith('/cart/addToCart'),
    WAIT,
  );
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
  const answer = await saved;
  if (!answer.ok()) throw new Error(`addToCart answered ${answer.status()}`);
  await page.getByRole('link', { name: cartLinkName(count) }).waitFor(WAIT);
}
