import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createFood } from '#test/cart-fixtures';
import { ordersClient, readStreamUntil, setRestaurant } from '#test/order-fixtures';
import { signInAs } from '#test/sign-in';
import {
  followStream,
  openStream,
  placeOrderAs,
  statusEvents,
  useTwoInstances,
  useStreamingApp,
} from '#test/stream-fixtures';
import { buildTestApp, TEST_DB } from '#test/test-app';

/** A customer with one placed pickup order, on `app`. */
async function placeOrder(app: FastifyInstance, foodId: string) {
  const me = await signInAs(app);
  return { ...me, order: await placeOrderAs(app, me.cookie, foodId) };
}

describe('order events (server-sent, over HTTP)', () => {
  const t = useStreamingApp({ seed: false });
  const setStatus = async (id: string, status: string) => {
    const res = await ordersClient(t.app, t.staffCookie).setStatus(id, { status });
    expect(res.statusCode, res.body).toBe(200);
  };

  it('sends the owner the status now, then each change the kitchen makes', async () => {
    const c = await placeOrder(t.app, t.foodId);
    const reader = await openStream(`${t.base}/api/v1/orders/${c.order._id}/events`, c.cookie);
    let text = await readStreamUntil(reader, (s) => statusEvents(s).length >= 1);
    expect(statusEvents(text)).toEqual([
      {
        orderId: c.order._id,
        number: c.order.number,
        status: 'placed',
        at: c.order.createdAt,
        reason: null,
        paymentStatus: 'due_on_handover',
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
    const c = await placeOrder(t.app, t.foodId);
    const stranger = await signInAs(t.app);
    const res = await fetch(`${t.base}/api/v1/orders/${c.order._id}/events`, {
      headers: { cookie: stranger.cookie },
    });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: 'NOT_FOUND' });
    const feed = await fetch(`${t.base}/api/v1/staff/orders/events`, {
      headers: { cookie: c.cookie },
    });
    expect(feed.status).toBe(403);
    await feed.body?.cancel();
  });

  it('feeds the kitchen every new order and every change', async () => {
    const reader = await openStream(`${t.base}/api/v1/staff/orders/events`, t.staffCookie);
    // The stream is open once its first bytes arrived.
    let text = await readStreamUntil(reader, (s) => s.includes('retry:'));
    const c = await placeOrder(t.app, t.foodId);
    text = await readStreamUntil(
      reader,
      (s) => statusEvents(s).some((e) => e.orderId === c.order._id),
      text,
    );
    await ordersClient(t.app, t.staffCookie)
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
    const two = useTwoInstances();
    const { a } = two;

    it('a change made through instance A reaches the customer’s stream on instance B', async () => {
      const c = await placeOrder(a.app, a.foodId);
      const { reader, text: first } = await followStream(
        `${two.baseB}/api/v1/orders/${c.order._id}/events`,
        c.cookie,
      );
      const res = await ordersClient(a.app, a.staffCookie).setStatus(c.order._id, {
        status: 'accepted',
      });
      expect(res.statusCode).toBe(200);
      const text = await readStreamUntil(reader, (s) => statusEvents(s).length >= 2, first);
      expect(statusEvents(text).map((e) => e.status)).toEqual(['placed', 'accepted']);
      await reader.cancel();
    });
  });
}
