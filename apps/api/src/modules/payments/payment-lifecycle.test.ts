import { API_BASE_PATH, orderResponseSchema, toMinor } from '@ninetonine/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createCoupon, ordersClient, readOrder } from '#test/order-fixtures';
import { auditEntries } from '#test/audit-entries';
import { offers, orders } from '../../db/schema/index';
import { deliver, followReturn, placeOnline, usePaymentsApp } from '#test/payment-fixtures';
import { signInAs } from '#test/sign-in';
import { csrfHeaders } from '#test/test-app';

describe('online orders expire, reconcile, switch to cash and are refunded (issue 20)', () => {
  const ctx = usePaymentsApp();
  const app = () => ctx.t.app;
  const control = () => ctx.standIn.control;
  const linkOf = (orderId: string) => control().linkFor(orderId)!;
  /** Test-only: the order's deadline moved into the past (the clock is not ours to move). */
  const overdue = (orderId: string) =>
    ctx.t.db
      .update(orders)
      .set({ paymentExpiresAt: sql`now() - interval '1 second'` })
      .where(eq(orders.id, orderId));
  const auditOf = (orderId: string, action: string) => auditEntries(ctx.t.db, orderId, action);

  it('expires an unpaid order after asking the provider, giving its coupon use back', async () => {
    const coupon = await createCoupon(app(), {
      discountType: 'amount',
      discountValue: toMinor(20),
    });
    const { api, order } = await placeOnline(app(), ctx.foodId, { couponCode: coupon.code });
    expect(order.total).toBe(229.5);
    const [before] = await ctx.t.db.select().from(offers).where(eq(offers.id, coupon.id));
    expect(before!.timesUsed).toBe(1);
    await app().paymentReconciliation!.runOnce();
    expect((await readOrder(api, order._id)).status).toBe('awaiting_payment');
    await overdue(order._id);
    await app().paymentReconciliation!.runOnce();
    const after = await readOrder(api, order._id);
    expect(after.status).toBe('expired');
    expect(after.payment).toMatchObject({ status: 'expired', expiresAt: null });
    expect(linkOf(order._id).status).toBe('cancelled');
    const [offer] = await ctx.t.db.select().from(offers).where(eq(offers.id, coupon.id));
    expect(offer!.timesUsed).toBe(0);
    expect(await auditOf(order._id, 'order.expired')).toHaveLength(1);
    // A second pass changes nothing.
    await app().paymentReconciliation!.runOnce();
    expect(await auditOf(order._id, 'order.expired')).toHaveLength(1);
  });

  it('a payment made just before the deadline is found, not expired over', async () => {
    const { api, order } = await placeOnline(app(), ctx.foodId);
    control().webhooks.dropNext = 2; // the webhooks are lost, the customer closed the tab
    control().pay(linkOf(order._id).id);
    await overdue(order._id);
    await app().paymentReconciliation!.runOnce();
    const after = await readOrder(api, order._id);
    expect(after.status).toBe('placed');
    expect(after.payment.status).toBe('paid');
  });

  it('refunds a payment that lands after expiry; the order stays expired', async () => {
    const { api, order } = await placeOnline(app(), ctx.foodId);
    const linkId = linkOf(order._id).id;
    await overdue(order._id);
    await app().paymentReconciliation!.runOnce();
    // Authorised before the link closed, captured by Razorpay after: payment.captured alone.
    const late = { payment: control().captureLate(linkId) };
    const [hook] = control().webhooks.take();
    expect(hook!.event).toBe('payment.captured');
    expect((await deliver(app(), hook!)).statusCode).toBe(200);
    await app().paymentReconciliation!.runOnce();
    expect((await readOrder(api, order._id)).status).toBe('expired');
    expect(control().refunds.get(late.payment.id)).toHaveLength(1);
  });

  it('switches an unpaid order to pay at pickup, rounded for cash; a late payment is refunded', async () => {
    const { api, order, cookie } = await placeOnline(app(), ctx.foodId);
    const linkId = linkOf(order._id).id;
    const res = await app().inject({
      method: 'POST',
      url: `${API_BASE_PATH}/orders/${order._id}/pay-on-handover`,
      headers: { ...csrfHeaders, cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    const switched = orderResponseSchema.parse(res.json()).order;
    expect(switched).toMatchObject({
      status: 'placed',
      paymentMethod: 'pay_at_pickup',
      total: 250,
    });
    expect(switched.payment).toMatchObject({ status: 'due_on_handover', amount: 250 });
    expect(control().links.get(linkId)!.status).toBe('cancelled');
    const again = await app().inject({
      method: 'POST',
      url: `${API_BASE_PATH}/orders/${order._id}/pay-on-handover`,
      headers: { ...csrfHeaders, cookie },
    });
    expect(again.statusCode).toBe(409);
    const late = { payment: control().captureLate(linkId) };
    for (const d of control().webhooks.take()) await deliver(app(), d);
    await app().paymentReconciliation!.runOnce();
    expect((await readOrder(api, order._id)).paymentMethod).toBe('pay_at_pickup');
    expect(control().refunds.get(late.payment.id)).toHaveLength(1);
  });

  it("refunds a paid order the customer cancels, exactly once, and shows the refund's state", async () => {
    const { api, order } = await placeOnline(app(), ctx.foodId);
    const paid = control().pay(linkOf(order._id).id);
    await followReturn(app(), paid.returnUrl);
    control().webhooks.hold = true;
    expect((await api.cancel(order._id)).statusCode).toBe(200);
    expect((await api.cancel(order._id)).statusCode).toBe(409);
    await app().paymentReconciliation!.runOnce();
    expect(control().refunds.get(paid.payment.id)).toHaveLength(1);
    const after = await readOrder(api, order._id);
    expect(after.status).toBe('cancelled');
    expect(after.payment).toMatchObject({
      status: 'refunded',
      refund: { status: 'refunded', amount: 249.5 },
    });
    // Razorpay's refund.processed webhook, twice, arriving after: nothing more happens.
    control().webhooks.hold = false;
    for (const d of control().webhooks.take()) {
      expect((await deliver(app(), d)).statusCode).toBe(200);
      expect((await deliver(app(), d)).statusCode).toBe(200);
    }
    await app().paymentReconciliation!.runOnce();
    expect(control().refunds.get(paid.payment.id)).toHaveLength(1);
    expect(await auditOf(order._id, 'payment.refunded')).toHaveLength(1);
  });

  it('refunds a paid order the kitchen rejects', async () => {
    const { api, order } = await placeOnline(app(), ctx.foodId);
    const paid = control().pay(linkOf(order._id).id);
    await followReturn(app(), paid.returnUrl);
    control().webhooks.take();
    const staff = await signInAs(app(), { role: 'staff' });
    const rejected = await ordersClient(app(), staff.cookie).setStatus(order._id, {
      status: 'rejected',
      reason: 'Out of dosa batter',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    await app().paymentReconciliation!.runOnce();
    const after = await readOrder(api, order._id);
    expect(after.payment.refund).toMatchObject({ status: 'refunded', amount: 249.5 });
    expect(control().refunds.get(paid.payment.id)).toHaveLength(1);
    control().webhooks.take();
  });

  it('keeps a refund pending while the provider fails, and sends it once it answers', async () => {
    const { api, order } = await placeOnline(app(), ctx.foodId);
    const paid = control().pay(linkOf(order._id).id);
    await followReturn(app(), paid.returnUrl);
    control().webhooks.take();
    control().failNext('/refund', 503);
    expect((await api.cancel(order._id)).statusCode).toBe(200);
    // The refund sent right after the cancel met the failure: still pending, asked again.
    const pending = await readOrder(api, order._id);
    expect(['refund_pending', 'refunded']).toContain(pending.payment.status);
    await app().paymentReconciliation!.runOnce();
    expect((await readOrder(api, order._id)).payment.status).toBe('refunded');
    expect(control().refunds.get(paid.payment.id)).toHaveLength(1);
    control().webhooks.take();
  });

  it('follows a refund the bank answers later: refund.failed shows on the order, once', async () => {
    const { api, order } = await placeOnline(app(), ctx.foodId);
    const paid = control().pay(linkOf(order._id).id);
    await followReturn(app(), paid.returnUrl);
    control().webhooks.take();
    control().settings.refundsStayPending = true;
    expect((await api.cancel(order._id)).statusCode).toBe(200);
    await app().paymentReconciliation!.runOnce();
    control().settings.refundsStayPending = false;
    expect((await readOrder(api, order._id)).payment).toMatchObject({
      status: 'refund_pending',
      refund: { status: 'pending', amount: 249.5 },
    });
    control().settleRefund(paid.payment.id, 'failed');
    const failed = control()
      .webhooks.take()
      .find((d) => d.event === 'refund.failed');
    expect((await deliver(app(), failed!)).statusCode).toBe(200);
    expect((await deliver(app(), failed!)).statusCode).toBe(200);
    expect((await readOrder(api, order._id)).payment).toMatchObject({
      status: 'refund_failed',
      refund: { status: 'failed' },
    });
    expect(await auditOf(order._id, 'payment.refund_failed')).toHaveLength(1);
    expect(control().refunds.get(paid.payment.id)).toHaveLength(1);
  });
});
