import {
  API_BASE_PATH,
  ErrorCode,
  orderResponseSchema,
  toMinor,
  transitionRefusal,
} from '@ninetonine/contract';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, mailJobs, offers, orders, orderStatusHistory } from '../../db/schema/index';
import { addToCart, createCoupon, ordersClient } from '#test/order-fixtures';
import {
  deliver,
  followReturn,
  placeCashOrder,
  placeOnline,
  usePaymentsApp,
} from '#test/payment-fixtures';
import { readMetrics, sampleOf } from '#test/metrics-text';
import { verifiedCustomer } from '#test/order-mail-fixtures';
import { signInAs } from '#test/sign-in';
import { csrfHeaders } from '#test/test-app';

/**
 * Decision 0077: every caller's move goes through the order's lifecycle, which writes the
 * status, its one history row and its audit entry in one transaction, and publishes it once
 * after commit (the event counters are bumped by the after-commit hook, with the streams').
 */
describe('the order lifecycle: one owner of every status move', () => {
  const ctx = usePaymentsApp();
  const app = () => ctx.t.app;
  const db = () => ctx.t.db;
  const control = () => ctx.standIn.control;

  /** What one order's moves left behind: history, audit actions, the order row. */
  async function trace(orderId: string) {
    const [order] = await db().select().from(orders).where(eq(orders.id, orderId));
    const history = await db()
      .select({ status: orderStatusHistory.status })
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, orderId))
      .orderBy(asc(orderStatusHistory.at), asc(orderStatusHistory.id));
    const audit = await db()
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entityId, orderId))
      .orderBy(asc(auditLog.at), asc(auditLog.id));
    return {
      order: order!,
      history: history.map((h) => h.status),
      audit: audit.map((a) => a.action),
    };
  }

  /** Events published per status since the last call (the after-commit hook's counter). */
  async function eventCounter() {
    const read = async () => readMetrics(app());
    let last = await read();
    return async (status: string) => {
      const now = await read();
      const of = (text: string) => sampleOf(text, 'order_status_changes_total', { status }) ?? 0;
      const moved = of(now) - of(last);
      last = now;
      return moved;
    };
  }

  const cashOrder = () => placeCashOrder(app(), ctx.foodId);

  const handover = (orderId: string, cookie: string) =>
    app().inject({
      method: 'POST',
      url: `${API_BASE_PATH}/orders/${orderId}/pay-on-handover`,
      headers: { ...csrfHeaders, cookie },
    });

  it('checkout, a kitchen move and a customer cancel: one history row, audit as due, one event', async () => {
    const events = await eventCounter();
    const staff = await signInAs(app(), { role: 'staff' });
    const kept = await cashOrder();
    expect(await events('placed')).toBe(1);
    expect(await trace(kept.order._id)).toMatchObject({ history: ['placed'], audit: [] });

    const moved = await ordersClient(app(), staff.cookie).setStatus(kept.order._id, {
      status: 'accepted',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await events('accepted')).toBe(1);
    expect(await trace(kept.order._id)).toMatchObject({
      history: ['placed', 'accepted'],
      audit: ['order.status'],
    });

    const dropped = await cashOrder();
    await events('placed');
    expect((await dropped.api.cancel(dropped.order._id)).statusCode).toBe(200);
    expect(await events('cancelled')).toBe(1);
    // A customer's cancel is recorded by its history row, not the staff audit log.
    expect(await trace(dropped.order._id)).toMatchObject({
      history: ['placed', 'cancelled'],
      audit: [],
    });
  });

  it('a payment landing, a switch to cash and the expiry: each once, replays change nothing', async () => {
    const events = await eventCounter();
    const paid = await placeOnline(app(), ctx.foodId);
    expect(await events('awaiting_payment')).toBe(1);
    const payment = control().pay(control().linkFor(paid.order._id)!.id);
    await followReturn(app(), payment.returnUrl);
    for (const hook of control().webhooks.take()) {
      expect((await deliver(app(), hook)).statusCode).toBe(200);
    }
    await followReturn(app(), payment.returnUrl);
    expect(await events('placed')).toBe(1);
    const landed = await trace(paid.order._id);
    expect(landed).toMatchObject({
      history: ['awaiting_payment', 'placed'],
      audit: ['payment.paid'],
      order: { status: 'placed', paymentStatus: 'paid', providerPaymentId: payment.payment.id },
    });
    expect(landed.order.paidAt).not.toBeNull();

    const switched = await placeOnline(app(), ctx.foodId);
    await events('awaiting_payment');
    expect((await handover(switched.order._id, switched.cookie)).statusCode).toBe(200);
    expect((await handover(switched.order._id, switched.cookie)).statusCode).toBe(409);
    expect(await events('placed')).toBe(1);
    expect(await trace(switched.order._id)).toMatchObject({
      history: ['awaiting_payment', 'placed'],
      audit: [],
      order: { paymentStatus: 'due_on_handover', paymentMethod: 'pay_at_pickup' },
    });

    const unpaid = await placeOnline(app(), ctx.foodId);
    await events('awaiting_payment');
    await db()
      .update(orders)
      .set({ paymentExpiresAt: sql`now() - interval '1 second'` })
      .where(eq(orders.id, unpaid.order._id));
    await app().paymentReconciliation!.runOnce();
    await app().paymentReconciliation!.runOnce();
    expect(await events('expired')).toBe(1);
    expect(await trace(unpaid.order._id)).toMatchObject({
      history: ['awaiting_payment', 'expired'],
      audit: ['order.expired'],
      order: { status: 'expired', paymentStatus: 'expired' },
    });
  });

  it("refuses a move the contract's machine does not allow, with its words, changing nothing", async () => {
    const staff = await signInAs(app(), { role: 'staff' });
    const c = await cashOrder();
    await ordersClient(app(), staff.cookie).setStatus(c.order._id, { status: 'accepted' });
    const before = await trace(c.order._id);
    const events = await eventCounter();

    const cancel = await c.api.cancel(c.order._id);
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json()).toEqual({
      message: transitionRefusal('accepted', 'cancelled', 'pickup', 'customer'),
      code: ErrorCode.TransitionRefused,
    });
    const skip = await ordersClient(app(), staff.cookie).setStatus(c.order._id, {
      status: 'picked_up',
    });
    expect(skip.statusCode).toBe(409);
    expect(skip.json()).toMatchObject({
      message: transitionRefusal('accepted', 'picked_up', 'pickup', 'staff'),
    });
    // A cash order never waited for a payment: no switch to cash.
    expect((await handover(c.order._id, c.cookie)).statusCode).toBe(409);

    expect(await trace(c.order._id)).toEqual(before);
    for (const status of ['cancelled', 'picked_up', 'placed']) {
      expect(await events(status)).toBe(0);
    }
  });

  /** A verified customer's couponed pickup order (its moves are mailed), and its state. */
  async function couponedOrder() {
    const coupon = await createCoupon(app(), {
      discountType: 'amount',
      discountValue: toMinor(20),
    });
    const me = await verifiedCustomer(app());
    await addToCart(app(), me.cookie, ctx.foodId, 'Regular', 1);
    const api = ordersClient(app(), me.cookie);
    const placed = await api.place({
      fulfilment: 'pickup',
      paymentMethod: 'pay_at_pickup',
      couponCode: coupon.code,
      confirmedTotal: 230,
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = orderResponseSchema.parse(placed.json()).order._id;
    const state = async () => ({
      trace: await trace(orderId),
      used: (await db().select().from(offers).where(eq(offers.id, coupon.id)))[0]!.timesUsed,
      mails: (await db().select({ n: count() }).from(mailJobs))[0]!.n,
    });
    return { api, orderId, state };
  }

  /** Runs `act` while the database refuses one write (a fault provoked by a trigger). */
  async function withFault(
    on: 'audit_log' | 'offers',
    write: 'INSERT' | 'UPDATE',
    act: () => Promise<unknown>,
  ) {
    await db().execute(sql`
      CREATE FUNCTION lifecycle_test_fail() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'provoked failure'; END $$`);
    await db().execute(
      sql.raw(`CREATE TRIGGER lifecycle_test_fail BEFORE ${write} ON ${on} FOR EACH ROW
        EXECUTE FUNCTION lifecycle_test_fail()`),
    );
    try {
      return await act();
    } finally {
      await db().execute(sql.raw(`DROP TRIGGER lifecycle_test_fail ON ${on}`));
      await db().execute(sql`DROP FUNCTION lifecycle_test_fail()`);
    }
  }

  it('a cancel failing at its coupon give-back leaves nothing half-done', async () => {
    const o = await couponedOrder();
    const before = await o.state();
    expect(before.used).toBe(1);
    const events = await eventCounter();

    // The give-back's update of the offer's counter fails: status and history roll back with it.
    const failed = await withFault('offers', 'UPDATE', () => o.api.cancel(o.orderId));
    expect(failed).toMatchObject({ statusCode: 500 });
    expect(await o.state()).toEqual(before);
    expect(await events('cancelled')).toBe(0);

    expect((await o.api.cancel(o.orderId)).statusCode).toBe(200);
    expect(await o.state()).toMatchObject({
      used: 0,
      mails: before.mails + 1,
      trace: { history: ['placed', 'cancelled'], audit: [] },
    });
    expect(await events('cancelled')).toBe(1);
  });

  it('a reject failing at its audit entry leaves coupon, history and mail untouched', async () => {
    const staff = await signInAs(app(), { role: 'staff' });
    const o = await couponedOrder();
    const before = await o.state();
    const events = await eventCounter();
    const reject = () =>
      ordersClient(app(), staff.cookie).setStatus(o.orderId, {
        status: 'rejected',
        reason: 'Out of batter',
      });

    expect(await withFault('audit_log', 'INSERT', reject)).toMatchObject({ statusCode: 500 });
    expect(await o.state()).toEqual(before);
    expect(await events('rejected')).toBe(0);

    expect((await reject()).statusCode).toBe(200);
    expect(await o.state()).toMatchObject({
      used: 0,
      mails: before.mails + 1,
      trace: { history: ['placed', 'rejected'], audit: ['order.status'] },
    });
    expect(await events('rejected')).toBe(1);
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, o.orderId), eq(auditLog.action, 'order.status')));
    expect(entry!.after).toEqual({
      number: before.trace.order.number,
      status: 'rejected',
      reason: 'Out of batter',
    });
  });
});
