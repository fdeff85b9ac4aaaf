import { randomBytes } from 'node:crypto';
import { orderEventSchema, orderResponseSchema, type OrderEvent } from '@ninetonine/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFood } from '../../../test/cart-fixtures';
import {
  addToCart,
  ordersClient,
  readStreamUntil,
  setRestaurant,
} from '../../../test/order-fixtures';
import { signInAs } from '../../../test/sign-in';
import { buildTestApp, TEST_DB, useTestApp, type TestApp } from '../../../test/test-app';

/** The `status` events in a text/event-stream body so far. */
function statusEvents(text: string): OrderEvent[] {
  return text
    .split('\n\n')
    .filter((block) => block.startsWith('event: status\n'))
    .map((block) => orderEventSchema.parse(JSON.parse(block.split('\ndata: ')[1]!)));
}

/** A customer with one placed pickup order, on `app`. */
async function placeOrder(app: FastifyInstance, foodId: string) {
  const me = await signInAs(app);
  await addToCart(app, me.cookie, foodId, 'Large', 1);
  const res = await ordersClient(app, me.cookie).place({
    fulfilment: 'pickup',
    paymentMethod: 'pay_at_pickup',
    confirmedTotal: 299,
  });
  expect(res.statusCode, res.body).toBe(201);
  return { ...me, order: orderResponseSchema.parse(res.json()).order };
}

/** Opens an event stream over real HTTP; the caller cancels it. */
async function openStream(url: string, cookie: string) {
  const res = await fetch(url, { headers: { cookie } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
  return res.body!.getReader();
}

describe('order events (server-sent, over HTTP)', () => {
  const t = useTestApp({ seed: false });
  let base: string;
  let foodId: string;
  let staffCookie: string;
  beforeAll(async () => {
    await setRestaurant(t.app);
    foodId = (await createFood(t.app)).id;
    staffCookie = (await signInAs(t.app, { role: 'staff' })).cookie;
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  const setStatus = async (id: string, status: string) => {
    const res = await ordersClient(t.app, staffCookie).setStatus(id, { status });
    expect(res.statusCode, res.body).toBe(200);
  };

  it('sends the owner the status now, then each change the kitchen makes', async () => {
    const c = await placeOrder(t.app, foodId);
    const reader = await openStream(`${base}/api/v1/orders/${c.order._id}/events`, c.cookie);
    let text = await readStreamUntil(reader, (s) => statusEvents(s).length >= 1);
    expect(statusEvents(text)).toEqual([
      {
        orderId: c.order._id,
        number: c.order.number,
        status: 'placed',
        at: c.order.createdAt,
        reason: null,
      },
    ]);
    await setStatus(c.order._id, 'accepted');
    text = await readStreamUntil(reader, (s) => statusEvents(s).length >= 2, text);
    await setStatus(c.order._id, 'preparing');
    text = await readStreamUntil(reader, (s) => statusEvents(s).length >= 3, text);
    expect(statusEvents(text).map((e) => e.status)).toEqual(['placed', 'accepted', 'preparing']);
    await reader.cancel();
  });

  it('does not stream someone else’s order (404), nor the kitchen’s feed to customers (403)', async () => {
    const c = await placeOrder(t.app, foodId);
    const stranger = await signInAs(t.app);
    const res = await fetch(`${base}/api/v1/orders/${c.order._id}/events`, {
      headers: { cookie: stranger.cookie },
    });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: 'NOT_FOUND' });
    const feed = await fetch(`${base}/api/v1/staff/orders/events`, {
      headers: { cookie: c.cookie },
    });
    expect(feed.status).toBe(403);
    await feed.body?.cancel();
  });

  it('feeds the kitchen every new order and every change', async () => {
    const reader = await openStream(`${base}/api/v1/staff/orders/events`, staffCookie);
    // The stream is open once its first bytes arrived.
    let text = await readStreamUntil(reader, (s) => s.includes('retry:'));
    const c = await placeOrder(t.app, foodId);
    text = await readStreamUntil(
      reader,
      (s) => statusEvents(s).some((e) => e.orderId === c.order._id),
      text,
    );
    await ordersClient(t.app, staffCookie)
      .setStatus(c.order._id, { status: 'rejected', reason: 'Out of paneer' })
      .then((res) => expect(res.statusCode).toBe(200));
    text = await readStreamUntil(
      reader,
      (s) => statusEvents(s).some((e) => e.status === 'rejected'),
      text,
    );
    expect(statusEvents(text).filter((e) => e.orderId === c.order._id)).toMatchObject([
      { status: 'placed', number: c.order.number },
      { status: 'rejected', reason: 'Out of paneer' },
    ]);
    await reader.cancel();
  });

  it('ends open streams when the app closes', async () => {
    const other = await buildTestApp({ seed: false });
    try {
      await setRestaurant(other.app);
      const food = await createFood(other.app);
      const c = await placeOrder(other.app, food.id);
      const url = await other.app.listen({ port: 0, host: '127.0.0.1' });
      const reader = await openStream(`${url}/api/v1/orders/${c.order._id}/events`, c.cookie);
      await readStreamUntil(reader, (s) => statusEvents(s).length >= 1);
      await other.app.close();
      // The server ended the response: the reader reaches its end instead of waiting forever.
      await readStreamUntil(reader, () => false);
      expect((await reader.read()).done).toBe(true);
    } finally {
      await other.close();
    }
  });
});

// Two API instances need a real PostgreSQL: PGlite is one process's embedded database.
if (TEST_DB === 'postgres') {
  describe('order events across two API instances (EVENT_BUS=postgres)', () => {
    const sessionSecret = randomBytes(32).toString('hex');
    const a = useTestApp({ seed: false, env: { EVENT_BUS: 'postgres' }, sessionSecret });
    let b: TestApp;
    beforeAll(async () => {
      b = await buildTestApp({
        seed: false,
        env: { EVENT_BUS: 'postgres' },
        sessionSecret,
        databaseUrl: a.databaseUrl,
      });
    }, 60_000);
    afterAll(async () => {
      await b?.close();
    });

    it('a change made through instance A reaches the customer’s stream on instance B', async () => {
      await setRestaurant(a.app);
      const food = await createFood(a.app);
      const staff = await signInAs(a.app, { role: 'staff' });
      const c = await placeOrder(a.app, food.id);
      const baseB = await b.app.listen({ port: 0, host: '127.0.0.1' });
      const reader = await openStream(`${baseB}/api/v1/orders/${c.order._id}/events`, c.cookie);
      let text = await readStreamUntil(reader, (s) => statusEvents(s).length >= 1);
      const res = await ordersClient(a.app, staff.cookie).setStatus(c.order._id, {
        status: 'accepted',
      });
      expect(res.statusCode).toBe(200);
      text = await readStreamUntil(reader, (s) => statusEvents(s).length >= 2, text);
      expect(statusEvents(text).map((e) => e.status)).toEqual(['placed', 'accepted']);
      await reader.cancel();
    });
  });
}
