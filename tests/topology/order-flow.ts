import {
  API_BASE_PATH,
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  type Food,
  type Order,
  type Quote,
} from '@ninetonine/contract';
import type { APIRequestContext, BrowserContext } from 'playwright-core';
import type { HttpsAnswer } from './api-instances';

const CSRF = { [CSRF_HEADER]: CSRF_HEADER_VALUE };

/**
 * A pickup order placed with the browser's own session (its cookies, through the proxy, over
 * https): server cart, quote, then POST /orders with an Idempotency-Key. Outside opening hours
 * the first offered slot is booked.
 */
export async function placePickupOrder(request: APIRequestContext, food: Food): Promise<Order> {
  const api = async (method: 'POST', pathname: string, data: unknown, headers = {}) => {
    const res = await request.fetch(`${API_BASE_PATH}${pathname}`, {
      method,
      data,
      headers: { ...CSRF, ...headers },
    });
    if (res.status() >= 300) throw new Error(`${pathname}: ${res.status()} ${await res.text()}`);
    return res.json() as Promise<unknown>;
  };
  await api('POST', '/cart/addToCart', {
    foodId: food._id,
    selectedVariant: { size: food.variants[0]!.size },
    quantity: 4,
  });
  let { quote } = (await api('POST', '/orders/quote', { fulfilment: 'pickup' })) as {
    quote: Quote;
  };
  let scheduledFor: string | null = null;
  if (quote.problems.length > 0 && quote.slots[0]) {
    scheduledFor = quote.slots[0].start;
    ({ quote } = (await api('POST', '/orders/quote', { fulfilment: 'pickup', scheduledFor })) as {
      quote: Quote;
    });
  }
  const { order } = (await api(
    'POST',
    '/orders',
    {
      fulfilment: 'pickup',
      scheduledFor,
      paymentMethod: 'pay_at_pickup',
      note: 'Through the proxy',
      confirmedTotal: quote.total,
      phone: '98450 55555',
    },
    { 'idempotency-key': `topology-${Date.now().toString(36)}` },
  )) as { order: Order };
  return order;
}

/** The browser's cookies as a Cookie header, to show the same session to each instance. */
export async function cookieHeader(context: BrowserContext): Promise<string> {
  return (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
}

/** A staff session signed in through the proxy; moves orders on whichever instance it is given. */
export async function staffSession(
  signIn: () => Promise<HttpsAnswer>,
  cookiesOf: (a: HttpsAnswer) => string,
) {
  const answer = await signIn();
  if (answer.status !== 200) throw new Error(`staff sign-in: ${answer.status} ${answer.body}`);
  const cookie = cookiesOf(answer);
  return async (instanceUrl: string, orderId: string, status: string) => {
    const res = await fetch(`${instanceUrl}${API_BASE_PATH}/staff/orders/${orderId}/status`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', ...CSRF, cookie },
      body: JSON.stringify({ status }),
    });
    if (!res.ok) throw new Error(`status ${status}: ${res.status} ${await res.text()}`);
  };
}
