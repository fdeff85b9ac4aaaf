import { orderResponseSchema } from '@ninetonine/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paymentLinks, paymentRefunds } from '../../db/schema/index';
import { placeOnline, usePaymentsApp } from '#test/payment-fixtures';

/**
 * Reconciliation also looks at orders that stopped waiting with a link still open: a cancel
 * the provider did not confirm leaves a link that can still be paid (issue 31, item 3).
 */
describe('reconciliation of orders that stopped waiting', () => {
  const ctx = usePaymentsApp();
  const app = () => ctx.t.app;
  const control = () => ctx.standIn.control;
  const ourLink = async (id: string) =>
    (await ctx.t.db.select().from(paymentLinks).where(eq(paymentLinks.id, id)))[0]!;

  it('refunds what a link the provider did not cancel took for a cancelled order', async () => {
    const { api, order } = await placeOnline(app(), ctx.foodId);
    const linkId = control().linkFor(order._id)!.id;
    control().failNext('/cancel', 503); // the provider does not confirm the cancel
    expect((await api.cancel(order._id)).statusCode).toBe(200);
    expect((await ourLink(linkId)).status).toBe('created');
    // The link still takes a payment, and its webhooks are lost.
    control().webhooks.dropNext = 2;
    const paid = control().pay(linkId);
    control().webhooks.take();

    await app().paymentReconciliation!.runOnce();
    expect(control().refunds.get(paid.payment.id)).toHaveLength(1);
    const rows = await ctx.t.db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.orderId, order._id));
    expect(rows).toEqual([
      expect.objectContaining({ providerPaymentId: paid.payment.id, reason: 'not_awaiting' }),
    ]);
    expect((await ourLink(linkId)).status).toBe('paid');
    const after = orderResponseSchema.parse((await api.get(order._id)).json()).order;
    expect(after.status).toBe('cancelled');
    // A second pass asks nothing more and refunds nothing more.
    const calls = control().calls.length;
    await app().paymentReconciliation!.runOnce();
    expect(
      control()
        .calls.slice(calls)
        .filter((c) => c.path.includes(linkId)),
    ).toEqual([]);
    expect(control().refunds.get(paid.payment.id)).toHaveLength(1);
  });

  it('closes a link the provider did not cancel, so nobody pays a cancelled order', async () => {
    const { api, order } = await placeOnline(app(), ctx.foodId);
    const linkId = control().linkFor(order._id)!.id;
    control().failNext('/cancel', 503);
    expect((await api.cancel(order._id)).statusCode).toBe(200);
    expect(control().links.get(linkId)!.status).toBe('created');
    await app().paymentReconciliation!.runOnce();
    expect(control().links.get(linkId)!.status).toBe('cancelled');
    expect((await ourLink(linkId)).status).toBe('cancelled');
    control().webhooks.take();
  });
});
