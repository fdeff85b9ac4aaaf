import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { readOrder } from '#test/order-fixtures';
import { paymentLinks, paymentRefunds } from '../../db/schema/index';
import { deliver, placeOnline, usePaymentsApp } from '#test/payment-fixtures';

/**
 * A payment authorised late on a link we closed is captured by Razorpay all the same
 * (auto-capture, within days by default): its only word is `payment.captured`, whose payment
 * names the link by Razorpay's `order_id` alone, its notes empty
 * (https://razorpay.com/docs/webhooks/payloads/payments/). Issue 31, item 3.
 */
describe('a payment captured late on a link we closed', () => {
  const ctx = usePaymentsApp();
  const app = () => ctx.t.app;
  const control = () => ctx.standIn.control;
  const refundsOf = (orderId: string) =>
    ctx.t.db.select().from(paymentRefunds).where(eq(paymentRefunds.orderId, orderId));
  const askedOrders = (from: number) =>
    control()
      .calls.slice(from)
      .filter((c) => c.path.startsWith('/v1/orders/'));
  /** The payment.captured just sent (what earlier tests left behind is dropped). */
  const capturedHook = () =>
    control()
      .webhooks.take()
      .filter((d) => d.event === 'payment.captured')
      .at(-1);

  it('is found by the order id the cancel gave, and refunded: a cancelled order keeps nothing', async () => {
    const { api, order } = await placeOnline(app(), ctx.foodId);
    const linkId = control().linkFor(order._id)!.id;
    control().open(linkId); // the customer started paying; the bank answers late
    expect((await api.cancel(order._id)).statusCode).toBe(200);
    const [link] = await ctx.t.db.select().from(paymentLinks).where(eq(paymentLinks.id, linkId));
    expect(link).toMatchObject({
      status: 'cancelled',
      providerOrderId: control().links.get(linkId)!.order_id,
    });

    const from = control().calls.length;
    const late = control().captureLate(linkId);
    const hook = capturedHook();
    const sent = JSON.parse(hook!.body).payload.payment.entity;
    expect(sent).toMatchObject({ id: late.id, order_id: link!.providerOrderId, notes: [] });
    expect((await deliver(app(), hook!)).statusCode).toBe(200);
    expect((await deliver(app(), hook!)).statusCode).toBe(200); // a redelivery: nothing more
    // Known by the order id kept at the cancel: Razorpay's order is not asked.
    expect(askedOrders(from)).toEqual([]);

    await app().paymentReconciliation!.runOnce();
    expect(control().refunds.get(late.id)).toHaveLength(1);
    expect(control().refunds.get(late.id)![0]).toMatchObject({ amount: 24_950 });
    expect(await refundsOf(order._id)).toEqual([
      expect.objectContaining({ providerPaymentId: late.id, reason: 'not_awaiting' }),
    ]);
    const after = await readOrder(api, order._id);
    expect(after.status).toBe('cancelled');
    expect(after.payment.status).toBe('expired');
  });

  it("is found through Razorpay's order when the link's order id was never seen", async () => {
    const { api, order } = await placeOnline(app(), ctx.foodId);
    const linkId = control().linkFor(order._id)!.id;
    expect((await api.cancel(order._id)).statusCode).toBe(200);
    const from = control().calls.length;
    const late = control().captureLate(linkId);
    const hook = capturedHook();
    expect((await deliver(app(), hook!)).statusCode).toBe(200);
    expect(askedOrders(from)).toHaveLength(1);
    await app().paymentReconciliation!.runOnce();
    expect(control().refunds.get(late.id)).toHaveLength(1);
    const [link] = await ctx.t.db.select().from(paymentLinks).where(eq(paymentLinks.id, linkId));
    expect(link!.providerOrderId).toBe(control().links.get(linkId)!.order_id);
  });

  it('a payment.captured on an order that is not ours changes nothing', async () => {
    const { order } = await placeOnline(app(), ctx.foodId);
    const linkId = control().linkFor(order._id)!.id;
    // Another integration's link on the same account: its order's notes name no order of ours.
    const theirs = control().open(linkId);
    theirs.notes = { booking: 'elsewhere-17' };
    const from = (await ctx.t.db.select().from(paymentRefunds)).length;
    control().captureLate(linkId);
    const hook = capturedHook();
    expect((await deliver(app(), hook!)).statusCode).toBe(200);
    expect((await ctx.t.db.select().from(paymentRefunds)).length).toBe(from);
  });
});
