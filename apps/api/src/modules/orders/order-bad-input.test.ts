import { API_BASE_PATH } from '@ninetonine/contract';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { cartItems, orders } from '../../db/schema/index';
import { createFood } from '#test/cart-fixtures';
import {
  addToCart,
  createAddress,
  newKey,
  ordersClient,
  setRestaurant,
} from '#test/order-fixtures';
import { signInAs } from '#test/sign-in';
import { useTestApp } from '#test/test-app';
import { placeOrderRateLimit } from './orders.routes';

describe('orders API: refusing bad input and strangers', () => {
  const t = useTestApp({ seed: false });
  let food: Awaited<ReturnType<typeof createFood>>;
  let me: Awaited<ReturnType<typeof signInAs>> & {
    api: ReturnType<typeof ordersClient>;
    addressId: string;
  };
  beforeAll(async () => {
    await setRestaurant(t.app);
    food = await createFood(t.app);
    const signedIn = await signInAs(t.app);
    await addToCart(t.app, signedIn.cookie, food.id, 'Large', 1);
    me = {
      ...signedIn,
      api: ordersClient(t.app, signedIn.cookie),
      addressId: await createAddress(t.app, signedIn.userId),
    };
  });
  const good = { fulfilment: 'pickup', paymentMethod: 'pay_at_pickup', confirmedTotal: 299 };
  const nothingStored = async () => {
    const [placed] = await t.db.select({ n: count() }).from(orders);
    expect(placed!.n).toBe(0);
    const [lines] = await t.db
      .select({ n: count() })
      .from(cartItems)
      .where(eq(cartItems.userId, me.userId));
    expect(lines!.n).toBe(1);
  };
  const expect4xx = (res: { statusCode: number; json(): unknown }, status = 400) => {
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ message: expect.any(String) });
  };

  it('answers 401 to signed-out callers on every call, before validation', async () => {
    const anon = ordersClient(t.app);
    const calls = await Promise.all([
      anon.quote({ fulfilment: 'pickup' }),
      anon.place(good),
      anon.place({ junk: true }, null),
      anon.list(),
      anon.get('some-order'),
      anon.cancel('some-order'),
      t.app.inject({ url: `${API_BASE_PATH}/orders/some-order/events` }),
      t.app.inject({ url: `${API_BASE_PATH}/staff/orders/events` }),
    ]);
    for (const res of calls) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    }
  });

  it('refuses placing, quoting and cancelling without the CSRF header (403)', async () => {
    const bare = { cookie: me.cookie, 'idempotency-key': newKey() };
    for (const url of ['/orders', '/orders/quote', '/orders/x/cancel']) {
      const res = await t.app.inject({
        method: 'POST',
        url: `${API_BASE_PATH}${url}`,
        headers: bare,
        payload: good,
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'CSRF' });
    }
    const staff = await signInAs(t.app, { role: 'staff' });
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `${API_BASE_PATH}/staff/orders/x/status`,
      headers: { cookie: staff.cookie },
      payload: { status: 'accepted' },
    });
    expect(patch.statusCode).toBe(403);
    expect(patch.json()).toMatchObject({ code: 'CSRF' });
    await nothingStored();
  });

  it('requires a well-formed Idempotency-Key', async () => {
    const missing = await me.api.place(good, null);
    expect4xx(missing);
    expect(missing.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    for (const key of ['short', 'x'.repeat(101), 'has spaces in it ok?', 'ключ-ключ-ключ-ключ']) {
      expect4xx(await me.api.place(good, key));
    }
    await nothingStored();
  });

  it('refuses malformed and unknown fields, prices, owners and statuses in bodies', async () => {
    const bodies: unknown[] = [
      { ...good, total: 1 },
      { ...good, userId: 'someone' },
      { ...good, status: 'delivered' },
      { ...good, lines: [{ foodId: food.id, price: 1 }] },
      { ...good, fulfilment: 'teleport' },
      { ...good, paymentMethod: 'card' },
      { ...good, confirmedTotal: -1 },
      { ...good, confirmedTotal: '299' },
      { ...good, confirmedTotal: undefined },
      { ...good, couponCode: 'DROP TABLE;' },
      { ...good, couponCode: 'X'.repeat(41) },
      { ...good, note: 'n'.repeat(301) },
      { ...good, note: 'nul\u0000byte' },
      { ...good, scheduledFor: 'tomorrow' },
      { ...good, addressId: '../etc/passwd' },
      [good],
      'just text',
    ];
    for (const body of bodies) {
      const res = await me.api.place(body);
      // Plain text is not JSON at all: 415.
      expect4xx(res, typeof body === 'string' ? 415 : 400);
    }
    for (const body of [
      { fulfilment: 'pickup', confirmedTotal: 1 },
      { fulfilment: 'drone' },
      {},
      { fulfilment: 'pickup', couponCode: 'BAD CODE' },
    ]) {
      expect4xx(await me.api.quote(body));
    }
    await nothingStored();
  });

  it('refuses bad ids and pages with 400, unknown or foreign ids with 404', async () => {
    for (const id of ['bad$id', 'x'.repeat(65), '%00']) {
      expect4xx(await me.api.get(id));
      expect4xx(await me.api.cancel(id));
    }
    for (const page of ['0', '-1', 'abc', '1e9', '1.5']) expect4xx(await me.api.list(page));
    expect4xx(await me.api.get('no-such-order'), 404);
    expect4xx(await me.api.cancel('no-such-order'), 404);
    const events = await t.app.inject({
      url: `${API_BASE_PATH}/orders/no-such-order/events`,
      headers: { cookie: me.cookie },
    });
    expect4xx(events, 404);
    const staff = ordersClient(t.app, (await signInAs(t.app, { role: 'admin' })).cookie);
    for (const body of [
      { status: 'eaten' },
      { status: 'accepted', extra: 1 },
      { status: 'rejected', reason: 'no' },
      {},
    ]) {
      expect4xx(await staff.setStatus('no-such-order', body));
    }
    expect4xx(await staff.setStatus('bad$id', { status: 'accepted' }));
    await nothingStored();
  });

  it('limits how many orders one customer may try to place', async () => {
    const other = await signInAs(t.app);
    const api = ordersClient(t.app, other.cookie);
    const statuses: number[] = [];
    // Sequential: an empty cart answers 409 quickly; the limit counts attempts, not orders.
    for (let i = 0; i < placeOrderRateLimit.max; i++) {
      statuses.push((await api.place(good)).statusCode);
    }
    expect(new Set(statuses)).toEqual(new Set([409]));
    const limited = await api.place(good);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
    // Another customer is not affected.
    expect((await me.api.place({ junk: 1 })).statusCode).toBe(400);
  });

  it('documents every orders call in the OpenAPI document', async () => {
    const res = await t.app.inject({ url: '/api/v1/docs/json' });
    const doc = res.json<{
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    }>();
    const expected: [string, string, string[]][] = [
      ['/api/v1/orders/quote', 'post', ['200']],
      ['/api/v1/orders', 'post', ['200', '201', '409', '422']],
      ['/api/v1/orders', 'get', ['200']],
      ['/api/v1/orders/{id}', 'get', ['200', '404']],
      ['/api/v1/orders/{id}/cancel', 'post', ['200', '409']],
      ['/api/v1/orders/{id}/events', 'get', ['404']],
      ['/api/v1/staff/orders/{id}/status', 'patch', ['200', '409']],
      ['/api/v1/staff/orders/events', 'get', ['403']],
    ];
    for (const [path, method, codes] of expected) {
      const op = doc.paths[path]?.[method];
      expect(op, `${method} ${path}`).toBeDefined();
      expect(Object.keys(op!.responses)).toEqual(expect.arrayContaining(codes));
    }
    const place = JSON.stringify(doc.paths['/api/v1/orders']!.post);
    expect(place).toContain('idempotency-key');
    // The body is a named schema (decision 0046): follow its reference to the field.
    const ref = /"\$ref":"#\/components\/schemas\/([^"]+)"/.exec(
      JSON.stringify((doc.paths['/api/v1/orders']!.post as { requestBody?: unknown }).requestBody),
    )?.[1];
    const schemas = (doc as { components?: { schemas?: Record<string, unknown> } }).components
      ?.schemas;
    expect(JSON.stringify(ref ? schemas?.[ref] : null)).toContain('confirmedTotal');
  });
});
