import {
  API_BASE_PATH,
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  type Food,
  type Order,
  type Quote,
} from '@ninetonine/contract';
import type { ApiUser } from './cart-helpers';

/**
 * Places an order through the API as `user` (a real checkout: server cart, quote, Idempotency-
 * Key). Outside opening hours the first offered slot is booked instead of "as soon as possible".
 */
export async function placeOrder(
  baseUrl: string,
  user: ApiUser,
  food: Food,
  fulfilment: 'delivery' | 'pickup',
  note: string,
  /** A delivery's tip (major units) and "leave at the door" (decision 0085). */
  extras: { tip?: number; contactless?: boolean } = {},
): Promise<Order> {
  const size = food.variants[0]!.size;
  // Enough for the delivery minimum.
  const added = await user.call('POST', '/cart/addToCart', {
    foodId: food._id,
    selectedVariant: { size },
    quantity: 4,
  });
  if (added.status !== 200) throw new Error(`add to cart: ${JSON.stringify(added.json)}`);
  let addressId: string | undefined;
  if (fulfilment === 'delivery') {
    const res = await user.call('POST', '/addresses', {
      name: 'Asha Verma',
      phone: '+91 98765 43210',
      line1: '4 Lake View Road',
      city: 'Bengaluru',
      postalCode: '560025',
      notes: 'Blue gate',
    });
    if (res.status !== 201) throw new Error(`address: ${JSON.stringify(res.json)}`);
    addressId = (res.json as { address: { _id: string } }).address._id;
  }
  // The tip is priced by the quote; "leave at the door" goes with the order only.
  const choice = { fulfilment, addressId, ...(extras.tip ? { tip: extras.tip } : {}) };
  const quoted = await user.call('POST', '/orders/quote', choice);
  let quote = (quoted.json as { quote: Quote }).quote;
  let scheduledFor: string | null = null;
  // Closed, or past last orders (open, but no order for now): the first slot instead.
  if (quote.problems.length > 0 && quote.slots[0]) {
    scheduledFor = quote.slots[0].start;
    quote = (
      (await user.call('POST', '/orders/quote', { ...choice, scheduledFor })).json as {
        quote: Quote;
      }
    ).quote;
  }
  const res = await fetch(`${baseUrl}${API_BASE_PATH}/orders`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [CSRF_HEADER]: CSRF_HEADER_VALUE,
      'idempotency-key': `board-${Date.now()}-${Math.random().toString(36).slice(2, 10)}`,
      cookie: user.cookie,
    },
    body: JSON.stringify({
      ...choice,
      ...(extras.contactless ? { contactless: true } : {}),
      scheduledFor,
      paymentMethod: fulfilment === 'delivery' ? 'cash_on_delivery' : 'pay_at_pickup',
      note,
      confirmedTotal: quote.total,
      // Registered through the API, the customer has no phone on the profile yet.
      phone: '98450 55555',
    }),
  });
  if (res.status !== 201) throw new Error(`place order: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { order: Order }).order;
}

/** A staff member's own API session (another tablet), moving orders by status. */
export async function staffApi(baseUrl: string, account: { email: string; password: string }) {
  const res = await fetch(`${baseUrl}${API_BASE_PATH}/auth/signIn`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  if (!res.ok) throw new Error(`staff sign-in: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return async (orderId: string, status: string, reason?: string) => {
    const r = await fetch(`${baseUrl}${API_BASE_PATH}/staff/orders/${orderId}/status`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE, cookie },
      body: JSON.stringify(reason === undefined ? { status } : { status, reason }),
    });
    if (!r.ok) throw new Error(`status change: ${r.status} ${await r.text()}`);
  };
}
