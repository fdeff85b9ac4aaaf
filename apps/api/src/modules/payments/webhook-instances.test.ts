import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEntries } from '#test/audit-entries';
import { readOrder } from '#test/order-fixtures';
import { orderStatusHistory, paymentEvents } from '../../db/schema/index';
import { createFood } from '#test/cart-fixtures';
import { deliver, placeOnline, usePaymentsOnTwoInstances } from '#test/payment-fixtures';
import type { RazorpayStandIn } from '#test/stand-ins/razorpay/index';
import type { TestApp } from '#test/test-app';

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
  const instances = usePaymentsOnTwoInstances();
  beforeAll(async () => {
    ({ a, b, standIn } = instances);
    foodId = (await createFood(a.app)).id;
  }, 60_000);

  it('the same event on two instances, and a second event for the payment: one change', async () => {
    const { api, order } = await placeOnline(a.app, foodId);
    standIn.control.webhooks.duplicate = true;
    standIn.control.pay(standIn.control.linkFor(order._id)!.id);
    standIn.control.webhooks.duplicate = false;
    const [hook] = standIn.control.webhooks.take();
    // The same signed body with a fresh event id (a replay: the header is not signed).
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
    const after = await readOrder(api, order._id);
    expect(after.status).toBe('placed');
    expect(await auditEntries(a.db, order._id, 'payment.paid')).toHaveLength(1);
    const placed = await a.db
      .select()
      .from(orderStatusHistory)
      .where(
        and(eq(orderStatusHistory.orderId, order._id), eq(orderStatusHistory.status, 'placed')),
      );
    expect(placed).toHaveLength(1);
    // Recorded once, by what was signed: neither event id decided anything.
    const events = await a.db.select().from(paymentEvents);
    expect(events).toEqual([expect.objectContaining({ event: 'payment_link.paid' })]);
    expect(events[0]!.eventId).not.toMatch(/^evt_/);
  });

  it('a signed body replayed with fresh event ids is applied and recorded once', async () => {
    const { order } = await placeOnline(a.app, foodId);
    standIn.control.webhooks.hold = true;
    const paid = standIn.control.pay(standIn.control.linkFor(order._id)!.id);
    standIn.control.refund(paid.payment.id, 100, null); // a partial refund from the dashboard
    const hooks = standIn.control.webhooks.take();
    standIn.control.webhooks.hold = false;
    expect(hooks.map((d) => d.event)).toEqual([
      'payment_link.paid',
      'payment.captured',
      'refund.created',
      'refund.processed',
    ]);
    const before = (await a.db.select().from(paymentEvents)).length;
    for (const d of hooks) {
      for (const id of [d.eventId, 'evt_replay_0001', 'evt_replay_0002']) {
        const headers = { ...d.headers, 'x-razorpay-event-id': id };
        expect((await deliver(b.app, { ...d, headers })).statusCode).toBe(200);
      }
    }
    // Twelve deliveries, four signed bodies: four events recorded, the payment accepted once.
    expect((await a.db.select().from(paymentEvents)).length).toBe(before + 4);
    expect(await auditEntries(a.db, order._id, 'payment.paid')).toHaveLength(1);
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
    expect(held.map((d) => d.event)).toEqual([
      'refund.processed',
      'refund.created',
      'payment.captured',
      'payment_link.paid',
    ]);
    for (const d of held) expect((await deliver(b.app, d)).statusCode).toBe(200);
    const after = await readOrder(api, order._id);
    expect(after.payment.status).toBe('paid');
  });
});
