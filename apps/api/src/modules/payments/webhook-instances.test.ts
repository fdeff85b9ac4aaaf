import { orderResponseSchema } from '@ninetonine/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, orderStatusHistory, paymentEvents } from '../../db/schema/index';
import { createFood } from '#test/cart-fixtures';
import { setRestaurant } from '#test/order-fixtures';
import { RAZORPAY_TEST_KEYS, deliver, placeOnline, razorpayEnv } from '#test/payment-fixtures';
import { startRazorpayStandIn, type RazorpayStandIn } from '#test/stand-ins/razorpay/index';
import { TEST_DB, buildTestApp, type TestApp } from '#test/test-app';

/**
 * Two webhooks for one payment at once (issue 20, item 3): on PostgreSQL two API instances on
 * one database, on PGlite (one process owns its database) two requests to one instance. Either
 * way: one state change, one audit entry, whatever the order they arrive in.
 */
describe('webhooks for one payment arriving together', () => {
  let standIn: RazorpayStandIn;
  let a: TestApp;
  let b: TestApp;
  let foodId: string;
  beforeAll(async () => {
    standIn = await startRazorpayStandIn(RAZORPAY_TEST_KEYS);
    const env = razorpayEnv(standIn);
    a = await buildTestApp({ seed: false, env });
    b =
      TEST_DB === 'postgres'
        ? await buildTestApp({ seed: false, env, databaseUrl: a.databaseUrl })
        : a;
    await setRestaurant(a.app);
    foodId = (await createFood(a.app)).id;
  }, 60_000);
  afterAll(async () => {
    if (b !== a) await b?.close();
    await a?.close();
    await standIn?.close();
  });

  it('the same event on two instances, and a second event for the payment: one change', async () => {
    const { api, order } = await placeOnline(a.app, foodId);
    standIn.control.webhooks.duplicate = true;
    standIn.control.pay(standIn.control.linkFor(order._id)!.id);
    standIn.control.webhooks.duplicate = false;
    const [hook] = standIn.control.webhooks.take();
    // Razorpay may send the same payment as another event too: same payload, new event id.
    const other = {
      ...hook!,
      headers: { ...hook!.headers, 'x-razorpay-event-id': 'evt_other_0001' },
    };
    const answers = await Promise.all([
      deliver(a.app, hook!),
      deliver(b.app, hook!),
      deliver(b.app, other),
      deliver(a.app, hook!),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const after = orderResponseSchema.parse((await api.get(order._id)).json()).order;
    expect(after.status).toBe('placed');
    const audits = await a.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, order._id), eq(auditLog.action, 'payment.paid')));
    expect(audits).toHaveLength(1);
    const placed = await a.db
      .select()
      .from(orderStatusHistory)
      .where(
        and(eq(orderStatusHistory.orderId, order._id), eq(orderStatusHistory.status, 'placed')),
      );
    expect(placed).toHaveLength(1);
    const events = await a.db.select().from(paymentEvents);
    expect(events.map((e) => e.eventId).sort()).toEqual([hook!.eventId, 'evt_other_0001'].sort());
  });

  it('reordered events: a refund event before the payment it refunds changes nothing wrong', async () => {
    const { api, order } = await placeOnline(a.app, foodId);
    standIn.control.webhooks.hold = true;
    standIn.control.webhooks.reorder = true;
    const paid = standIn.control.pay(standIn.control.linkFor(order._id)!.id);
    standIn.control.refund(paid.payment.id, 24_950, null); // refunded from the dashboard
    const held = standIn.control.webhooks.take().reverse();
    standIn.control.webhooks.hold = false;
    standIn.control.webhooks.reorder = false;
    expect(held.map((d) => d.event)).toEqual(['refund.processed', 'payment_link.paid']);
    for (const d of held) expect((await deliver(b.app, d)).statusCode).toBe(200);
    const after = orderResponseSchema.parse((await api.get(order._id)).json()).order;
    expect(after.payment.status).toBe('paid');
  });
});
