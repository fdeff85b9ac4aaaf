import { pushMessageSchema } from '@ninetonine/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kitchenWithFood, ordersClient, placePickupOrder } from '#test/order-fixtures';
import { pushClient, PUSH } from '#test/push-fixtures';
import { pushServiceStandIn, type TestDevice } from '#test/push-service';
import { signInAs, type SignedIn } from '#test/sign-in';
import { useTestApp } from '#test/test-app';
import { ACCESS_COOKIE } from '../auth/sessions/session-cookies';

const pushService = pushServiceStandIn();

describe('web push: who hears what (decision 0065)', () => {
  const logLines: Record<string, unknown>[] = [];
  const t = useTestApp({ seed: false, push: { service: pushService }, logLines });
  const push = () => pushClient(t.app, pushService);
  let foodId: string;
  let staff: SignedIn;
  beforeAll(async () => {
    const kitchen = await kitchenWithFood(t.app, 'Masala Dosa');
    foodId = kitchen.food.id;
    staff = kitchen.staff;
  });
  afterAll(() => pushService.close());

  const subscribed = (...args: Parameters<ReturnType<typeof push>['subscribed']>) =>
    push().subscribed(...args);
  const rowsOf = (device: TestDevice) => push().rowsOf(device);
  /** A pickup order of two large dosas (₹299 each) by `who`. */
  async function placeOrder(who: SignedIn) {
    const order = await placePickupOrder(t.app, who.cookie, foodId, { quantity: 2 });
    return { id: order._id, number: order.number };
  }
  const setStatus = async (orderId: string, status: string) => {
    const res = await ordersClient(t.app, staff.cookie).setStatus(orderId, { status });
    expect(res.statusCode, res.body).toBe(200);
  };
  const message = (device: TestDevice, body: Buffer) =>
    pushMessageSchema.parse(device.decrypt(body));

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
      tag: `order-${order.id}`,
      renotify: true,
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
      tag: `new-order-${order.id}`,
      renotify: false,
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
