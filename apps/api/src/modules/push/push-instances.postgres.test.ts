import { API_BASE_PATH } from '@ninetonine/contract';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFood } from '#test/cart-fixtures';
import { ordersClient, placePickupOrder, setRestaurant } from '#test/order-fixtures';
import { pushServiceStandIn } from '#test/push-service';
import { signInAs } from '#test/sign-in';
import { buildTestApp, csrfHeaders, type TestApp } from '#test/test-app';

const PUSH = `${API_BASE_PATH}/push`;
const pushService = pushServiceStandIn();

describe('web push on two instances of one PostgreSQL database (decision 0065)', () => {
  const ctx: { a?: TestApp; b?: TestApp } = {};
  beforeAll(async () => {
    // Both hear every order change on the bus: only the one that made it may send.
    const env = { EVENT_BUS: 'postgres' };
    const sessionSecret = randomBytes(32).toString('hex');
    const push = { service: pushService };
    ctx.a = await buildTestApp({ env, sessionSecret, push, seed: false });
    ctx.b = await buildTestApp({ env, sessionSecret, push, databaseUrl: ctx.a.databaseUrl });
  }, 60_000);
  afterAll(async () => {
    await ctx.b?.close();
    await ctx.a?.close();
    await pushService.close();
  });

  it('signs with one key pair made once, and sends each change once', async () => {
    const { a, b } = ctx as { a: TestApp; b: TestApp };
    const keyOf = async (t: TestApp) =>
      (await t.app.inject({ method: 'GET', url: `${PUSH}/public-key` })).json().publicKey;
    expect(await keyOf(b)).toBe(await keyOf(a));

    await setRestaurant(a.app);
    const food = await createFood(a.app, { name: 'Idli' });
    const me = await signInAs(a.app);
    const staff = await signInAs(a.app, { role: 'staff' });
    const phone = pushService.device();
    const subscribed = await b.app.inject({
      method: 'POST',
      url: `${PUSH}/subscriptions`,
      headers: { ...csrfHeaders, cookie: me.cookie },
      payload: { subscription: phone.subscription, topic: 'orders' },
    });
    expect(subscribed.statusCode, subscribed.body).toBe(201);
    const orderId = (await placePickupOrder(a.app, me.cookie, food.id))._id;

    const arrived = pushService.next(phone);
    const moved = await ordersClient(a.app, staff.cookie).setStatus(orderId, {
      status: 'accepted',
    });
    expect(moved.statusCode).toBe(200);
    await arrived;
    await Promise.all([a.app.pushDeliveries.settled(), b.app.pushDeliveries.settled()]);
    expect(pushService.to(phone)).toHaveLength(1);
    expect(pushService.refused).toEqual([]);
  });
});
