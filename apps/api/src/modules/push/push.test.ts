import { API_BASE_PATH, pushMessageSchema, pushTexts } from '@ninetonine/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pushSubscriptions, pushVapidKeys } from '../../db/schema/index';
import { createFood } from '#test/cart-fixtures';
import { addToCart, ordersClient, setRestaurant } from '#test/order-fixtures';
import { pushServiceStandIn, type TestDevice } from '#test/push-service';
import { signInAs, type SignedIn } from '#test/sign-in';
import { csrfHeaders, useTestApp } from '#test/test-app';
import { testBrowser } from '#test/test-browser';
import { ACCESS_COOKIE } from '../auth/session-cookies';
import { makeVapidKeys } from './push-sender';
import { createPushRepository } from './push.repository';

const PUSH = `${API_BASE_PATH}/push`;
const pushService = pushServiceStandIn();

describe('web push (decision 0065)', () => {
  const logLines: Record<string, unknown>[] = [];
  const t = useTestApp({ seed: false, pushAgent: pushService.agent, logLines });
  let foodId: string;
  let staff: SignedIn;
  beforeAll(async () => {
    await pushService.listen();
    await setRestaurant(t.app);
    foodId = (await createFood(t.app, { name: 'Masala Dosa' })).id;
    staff = await signInAs(t.app, { role: 'staff', name: 'Cook' });
  });
  afterAll(() => pushService.close());

  const subscribe = (cookie: string | undefined, body: unknown) =>
    t.app.inject({
      method: 'POST',
      url: `${PUSH}/subscriptions`,
      headers: { ...csrfHeaders, ...(cookie ? { cookie } : {}) },
      payload: body as object,
    });
  const unsubscribe = (cookie: string, endpoint: string) =>
    t.app.inject({
      method: 'DELETE',
      url: `${PUSH}/subscriptions`,
      headers: { ...csrfHeaders, cookie },
      payload: { endpoint },
    });
  async function subscribed(
    who: SignedIn,
    topic: 'orders' | 'kitchen',
    device = pushService.device(),
  ) {
    const res = await subscribe(who.cookie, { subscription: device.subscription, topic });
    expect(res.statusCode, res.body).toBe(201);
    return device;
  }
  const rowsOf = (device: TestDevice) =>
    t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, device.endpoint));
  /** A pickup order of two large dosas (₹299 each) by `who`. */
  async function placeOrder(who: SignedIn) {
    await addToCart(t.app, who.cookie, foodId, 'Large', 2);
    const res = await ordersClient(t.app, who.cookie).place({
      fulfilment: 'pickup',
      paymentMethod: 'pay_at_pickup',
      confirmedTotal: 598,
    });
    expect(res.statusCode, res.body).toBe(201);
    const { order } = res.json() as { order: { _id: string; number: string } };
    return { id: order._id, number: order.number };
  }
  const setStatus = async (orderId: string, status: string) => {
    const res = await ordersClient(t.app, staff.cookie).setStatus(orderId, { status });
    expect(res.statusCode, res.body).toBe(200);
  };
  const message = (device: TestDevice, body: Buffer) =>
    pushMessageSchema.parse(device.decrypt(body));

  it('gives the VAPID public key made once and kept in the database', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${PUSH}/public-key` });
    expect(res.statusCode).toBe(200);
    const { publicKey } = res.json() as { publicKey: string };
    const point = Buffer.from(publicKey, 'base64url');
    expect(point).toHaveLength(65);
    expect(point[0]).toBe(4);
    const stored = await t.db.select().from(pushVapidKeys);
    expect(stored.map((k) => k.publicKey)).toEqual([publicKey]);
    // Another instance (or the next start) finds the stored pair and makes no other.
    const again = await createPushRepository().ensureVapidKeys(t.db, makeVapidKeys);
    expect(again.publicKey).toBe(publicKey);
    expect(await t.db.select().from(pushVapidKeys)).toHaveLength(1);
  });

  it('refuses bad subscriptions with a 4xx and a message, storing nothing', async () => {
    const me = await signInAs(t.app);
    const device = pushService.device();
    const { keys } = device.subscription;
    const notOnCurve = `B${'A'.repeat(86)}`;
    const cases: Array<[string | undefined, unknown, number, string?]> = [
      [undefined, { subscription: device.subscription, topic: 'orders' }, 401],
      [
        me.cookie,
        { subscription: device.subscription, topic: 'kitchen' },
        403,
        pushTexts.kitchenForStaff,
      ],
      [
        me.cookie,
        { subscription: device.subscription, topic: 'news' },
        400,
        pushTexts.topicInvalid,
      ],
      [
        me.cookie,
        {
          subscription: {
            ...device.subscription,
            endpoint: device.endpoint.replace('https:', 'http:'),
          },
          topic: 'orders',
        },
        400,
        pushTexts.endpointInvalid,
      ],
      [
        me.cookie,
        {
          subscription: {
            ...device.subscription,
            keys: { ...keys, p256dh: keys.p256dh.slice(0, 60) },
          },
          topic: 'orders',
        },
        400,
        pushTexts.p256dhInvalid,
      ],
      [
        me.cookie,
        {
          subscription: { ...device.subscription, keys: { ...keys, p256dh: notOnCurve } },
          topic: 'orders',
        },
        400,
        pushTexts.p256dhInvalid,
      ],
      [
        me.cookie,
        {
          subscription: { ...device.subscription, keys: { ...keys, auth: 'short' } },
          topic: 'orders',
        },
        400,
        pushTexts.authInvalid,
      ],
      [me.cookie, { subscription: { endpoint: device.endpoint }, topic: 'orders' }, 400],
      [me.cookie, { topic: 'orders' }, 400],
      [me.cookie, 'not json at all', 415],
    ];
    for (const [cookie, body, status, text] of cases) {
      const res = await subscribe(cookie, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      const answer = res.json() as { message: string };
      expect(answer.message).toEqual(text ?? expect.any(String));
    }
    expect(await rowsOf(device)).toHaveLength(0);
    const bad = await t.app.inject({
      method: 'DELETE',
      url: `${PUSH}/subscriptions`,
      headers: { ...csrfHeaders, cookie: me.cookie },
      payload: { endpoint: 42 },
    });
    expect(bad.statusCode).toBe(400);
  });

  it("sends a customer their order's changes, encrypted for their device and signed with our key", async () => {
    const me = await signInAs(t.app);
    const phone = await subscribed(me, 'orders');
    const order = await placeOrder(me);
    const arrived = pushService.next(phone);
    await setStatus(order.id, 'accepted');
    const push = await arrived;

    const { publicKey } = (await t.app.inject({ method: 'GET', url: `${PUSH}/public-key` })).json();
    expect(push.vapidKey).toBe(publicKey);
    expect(push.claims.aud).toBe(new URL(phone.endpoint).origin);
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(message(phone, push.body)).toEqual({
      type: 'order-status',
      orderId: order.id,
      number: order.number,
      status: 'accepted',
      title: `Order ${order.number} accepted`,
      body: expect.any(String),
      url: `/order-confirmation?id=${order.id}`,
    });
    // Placing it was the customer's own doing: the first message they got was the acceptance.
    expect(pushService.to(phone)).toHaveLength(1);
    // Every request so far carried a VAPID token the push service accepted.
    expect(pushService.refused).toEqual([]);
  });

  it('tells kitchen devices of a new order with its number and total; customers hear only their own', async () => {
    const tablet = await subscribed(staff, 'kitchen');
    const asha = await signInAs(t.app, { name: 'Asha' });
    const ravi = await signInAs(t.app, { name: 'Ravi' });
    const ashaPhone = await subscribed(asha, 'orders');
    const raviPhone = await subscribed(ravi, 'orders');

    const order = await placeOrder(asha);
    await t.app.pushDeliveries.settled();
    const [fresh] = pushService.to(tablet);
    expect(message(tablet, fresh!.body)).toEqual({
      type: 'new-order',
      orderId: order.id,
      number: order.number,
      total: 598,
      title: `New order ${order.number}`,
      body: '₹598 · Pickup',
      url: '/admin/orders',
    });
    await setStatus(order.id, 'accepted');
    await setStatus(order.id, 'preparing');
    await t.app.pushDeliveries.settled();
    const heard = pushService.to(ashaPhone).map((p) => message(ashaPhone, p.body));
    expect(heard.map((m) => m.type === 'order-status' && m.status)).toEqual([
      'accepted',
      'preparing',
    ]);
    expect(pushService.to(raviPhone)).toEqual([]);
    // Status changes are for the customer; the kitchen heard only "new order".
    expect(pushService.to(tablet)).toHaveLength(1);
  });

  it('updates a repeated subscription instead of adding one, and lets its owner remove it', async () => {
    const me = await signInAs(t.app);
    const device = await subscribed(me, 'orders');
    const renewed = pushService.device();
    const res = await subscribe(me.cookie, {
      subscription: { ...renewed.subscription, endpoint: device.endpoint },
      topic: 'orders',
    });
    expect(res.statusCode).toBe(201);
    const rows = await rowsOf(device);
    expect(rows.map((r) => r.p256dh)).toEqual([renewed.subscription.keys.p256dh]);

    const other = await signInAs(t.app);
    expect((await unsubscribe(other.cookie, device.endpoint)).statusCode).toBe(204);
    expect(await rowsOf(device)).toHaveLength(1);
    expect((await unsubscribe(me.cookie, device.endpoint)).statusCode).toBe(204);
    expect(await rowsOf(device)).toHaveLength(0);
    expect((await unsubscribe(me.cookie, device.endpoint)).statusCode).toBe(204);
  });

  it('drops a device its push service calls gone (410); logs and keeps one that failed', async () => {
    const me = await signInAs(t.app);
    // Two browsers of one customer: a session holds one subscription per topic.
    const other = await t.app.sessions.start(t.app.db, me.userId, {});
    const lost = await subscribed(me, 'orders');
    const flaky = await subscribed(
      { ...me, cookie: `${ACCESS_COOKIE}=${other.accessToken}` },
      'orders',
    );
    pushService.gone.add(lost.id);
    pushService.failing.add(flaky.id);
    const order = await placeOrder(me);
    await setStatus(order.id, 'accepted');
    await t.app.pushDeliveries.settled();
    expect(await rowsOf(lost)).toHaveLength(0);
    expect(await rowsOf(flaky)).toHaveLength(1);
    const failure = logLines.find((l) => String(l.msg).startsWith('push to 127.0.0.1'));
    expect(failure).toMatchObject({ level: 40, err: { statusCode: 500 } });
    // Not the endpoint (a capability URL) nor our signed VAPID token.
    expect(JSON.stringify(failure)).not.toMatch(new RegExp(`${flaky.id}|vapid t=`));
  });

  it("keeps one subscription per session and topic: a browser's new endpoint replaces its old", async () => {
    const me = await signInAs(t.app);
    const before = await subscribed(me, 'orders');
    const after = await subscribed(me, 'orders');
    expect(await rowsOf(before)).toHaveLength(0);
    expect(await rowsOf(after)).toHaveLength(1);
    const cook = await signInAs(t.app, { role: 'admin' });
    const tablet = await subscribed(cook, 'kitchen');
    await subscribed(cook, 'orders', tablet);
    expect((await rowsOf(tablet)).map((r) => r.topic).sort()).toEqual(['kitchen', 'orders']);
  });

  it('ends a subscription with its session: sign-out, and a stolen refresh token replayed', async () => {
    const browser = testBrowser(t.app);
    await browser.register();
    const device = pushService.device();
    const res = await browser.request('POST', `${PUSH}/subscriptions`, {
      body: { subscription: device.subscription, topic: 'orders' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(await rowsOf(device)).toHaveLength(1);
    expect((await browser.post('/user/logout', {})).statusCode).toBe(200);
    await vi.waitFor(async () => expect(await rowsOf(device)).toHaveLength(0));

    const victim = testBrowser(t.app);
    await victim.register();
    const thief = testBrowser(t.app, { ip: victim.ip });
    for (const [k, v] of victim.jar) thief.jar.set(k, v);
    const tablet = pushService.device();
    await victim.request('POST', `${PUSH}/subscriptions`, {
      body: { subscription: tablet.subscription, topic: 'orders' },
    });
    expect(await rowsOf(tablet)).toHaveLength(1);
    expect((await victim.post('/refresh-token', {})).statusCode).toBe(200);
    // The old token again, after the grace window: the whole session is revoked.
    await t.db.execute(
      `update refresh_tokens set used_at = now() - interval '1 hour' where used_at is not null`,
    );
    expect((await thief.post('/refresh-token', {})).statusCode).toBe(401);
    await vi.waitFor(async () => expect(await rowsOf(tablet)).toHaveLength(0));
  });

  it('sends nothing to a session that ended unannounced (expired), and sweeps it', async () => {
    const me = await signInAs(t.app);
    const device = await subscribed(me, 'orders');
    const order = await placeOrder(me);
    await t.db.execute(
      `update sessions set expires_at = now() - interval '1 minute' where user_id = '${me.userId}'`,
    );
    await setStatus(order.id, 'accepted');
    await t.app.pushDeliveries.settled();
    expect(pushService.to(device)).toEqual([]);
    expect(await rowsOf(device)).toHaveLength(0);
  });
});
