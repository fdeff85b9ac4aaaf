import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { readOrder } from '#test/order-fixtures';
import { auditEntries } from '#test/audit-entries';
import { paymentRefunds } from '../../db/schema/index';
import { deliver, followReturn, placeOnline, usePaymentsApp } from '#test/payment-fixtures';

/**
 * A refund made in Razorpay's dashboard reaches us only as its webhooks (refund.created, then
 * refund.processed: https://razorpay.com/docs/webhooks/payloads/refunds/), for a refund id we
 * did not make and without our receipt. It is recorded on the order (issue 31, item 3).
 */
describe('a refund made in the provider’s dashboard', () => {
  const ctx = usePaymentsApp();
  const app = () => ctx.t.app;
  const control = () => ctx.standIn.control;
  const auditOf = (orderId: string, action: string) => auditEntries(ctx.t.db, orderId, action);

  it('is recorded on the order as made outside, and the order’s money state follows', async () => {
    const { api, order } = await placeOnline(app(), ctx.foodId);
    const paid = control().pay(control().linkFor(order._id)!.id);
    await followReturn(app(), paid.returnUrl);
    control().webhooks.take();

    const made = control().refund(paid.payment.id, 24_950, null); // the owner, in the dashboard
    const hooks = control().webhooks.take();
    const created = hooks.find((d) => d.event === 'refund.created')!;
    const processed = hooks.find((d) => d.event === 'refund.processed')!;
    expect(JSON.parse(processed.body).payload.refund.entity).toMatchObject({
      id: made.id,
      receipt: null,
    });

    expect((await deliver(app(), created)).statusCode).toBe(200);
    expect((await readOrder(api, order._id)).payment).toMatchObject({
      status: 'refund_pending',
      refund: { status: 'pending', amount: 249.5 },
    });
    // Razorpay's to finish, never ours to send: the job sends nothing.
    await app().paymentReconciliation!.runOnce();
    expect(control().refunds.get(paid.payment.id)).toHaveLength(1);

    for (const d of [processed, processed]) expect((await deliver(app(), d)).statusCode).toBe(200);
    const after = await readOrder(api, order._id);
    expect(after.status).toBe('placed');
    expect(after.payment).toMatchObject({
      status: 'refunded',
      refund: { status: 'refunded', amount: 249.5 },
    });
    const rows = await ctx.t.db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.orderId, order._id));
    expect(rows).toEqual([
      expect.objectContaining({
        providerPaymentId: paid.payment.id,
        providerRefundId: made.id,
        amountMinor: 24_950,
        status: 'refunded',
        madeOutside: true,
        reason: 'outside',
      }),
    ]);
    expect(await auditOf(order._id, 'payment.refunded_outside')).toHaveLength(1);
    expect(await auditOf(order._id, 'payment.refunded')).toHaveLength(1);
    expect(control().refunds.get(paid.payment.id)).toHaveLength(1);
  });

  it('a second refund made outside on the same payment gets its own row', async () => {
    const { api, order } = await placeOnline(app(), ctx.foodId);
    const paid = control().pay(control().linkFor(order._id)!.id);
    await followReturn(app(), paid.returnUrl);
    control().webhooks.take();
    const deliverAll = async () => {
      for (const d of control().webhooks.take()) {
        expect((await deliver(app(), d)).statusCode).toBe(200);
      }
    };

    const first = control().refund(paid.payment.id, 10_000, null);
    await deliverAll();
    // A part refund leaves the order paid; what came back shows beside it.
    expect((await readOrder(api, order._id)).payment).toMatchObject({
      status: 'paid',
      refund: { status: 'refunded', amount: 100 },
    });

    const second = control().refund(paid.payment.id, 14_950, null);
    await deliverAll();
    expect((await readOrder(api, order._id)).payment).toMatchObject({
      status: 'refunded',
      refund: { status: 'refunded', amount: 249.5 },
    });
    const rows = await ctx.t.db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.orderId, order._id));
    expect(rows.map((r) => [r.providerRefundId, r.amountMinor, r.status, r.madeOutside])).toEqual(
      expect.arrayContaining([
        [first.id, 10_000, 'refunded', true],
        [second.id, 14_950, 'refunded', true],
      ]),
    );
    expect(rows).toHaveLength(2);
    expect(await auditOf(order._id, 'payment.refunded_outside')).toHaveLength(2);
  });

  it('a refund of a payment no order kept changes nothing', async () => {
    const { api, order } = await placeOnline(app(), ctx.foodId);
    const late = control().captureLate(control().linkFor(order._id)!.id, { amountMinor: 100 });
    control().refund(late.id, 100, null);
    // Only the refund's webhooks: the payment's own were never delivered.
    for (const d of control()
      .webhooks.take()
      .filter((h) => h.event.startsWith('refund.'))) {
      expect((await deliver(app(), d)).statusCode).toBe(200);
    }
    expect(
      await ctx.t.db.select().from(paymentRefunds).where(eq(paymentRefunds.orderId, order._id)),
    ).toEqual([]);
    expect((await readOrder(api, order._id)).payment.status).toBe('pending');
  });
});
