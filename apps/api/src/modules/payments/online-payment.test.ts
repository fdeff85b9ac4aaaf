import { API_BASE_PATH, paymentRedirectSchema } from '@ninetonine/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { readOrder } from '#test/order-fixtures';
import { auditEntries } from '#test/audit-entries';
import { paymentRefunds } from '../../db/schema/index';
import { deliver, followReturn, placeOnline, usePaymentsApp } from '#test/payment-fixtures';
import { signInAs } from '#test/sign-in';
import { csrfHeaders } from '#test/test-app';

describe('online payment through the hosted page (issue 20)', () => {
  const ctx = usePaymentsApp();
  const app = () => ctx.t.app;
  const linkOf = (orderId: string) => ctx.standIn.control.linkFor(orderId)!;
  const auditOf = (orderId: string, action: string) => auditEntries(ctx.t.db, orderId, action);

  it('offers online first, charged exactly, while cash is rounded', async () => {
    const me = await signInAs(app());
    const { addToCart, ordersClient } = await import('#test/order-fixtures');
    await addToCart(app(), me.cookie, ctx.foodId, 'Regular', 1);
    const api = ordersClient(app(), me.cookie);
    const online = (await api.quote({ fulfilment: 'pickup', paymentMethod: 'online' })).json();
    const cash = (await api.quote({ fulfilment: 'pickup' })).json();
    expect(online.quote.paymentMethods).toEqual(['online', 'pay_at_pickup']);
    expect(online.quote.total).toBe(249.5);
    expect(online.quote.rounding).toBe(0);
    expect(cash.quote.total).toBe(250);
  });

  it('places an online order awaiting payment, off the kitchen board, with the hosted page', async () => {
    const { order, redirectUrl } = await placeOnline(app(), ctx.foodId);
    expect(order.status).toBe('awaiting_payment');
    expect(order.payment).toMatchObject({ status: 'pending', provider: 'razorpay', amount: 249.5 });
    expect(order.payment.expiresAt).not.toBeNull();
    expect(redirectUrl).toBe(`${ctx.standIn.url}/pay/${linkOf(order._id).id}`);
    const link = linkOf(order._id);
    expect(link).toMatchObject({ amount: 24_950, currency: 'INR', reference_id: order._id });
    const staff = await signInAs(app(), { role: 'staff' });
    const board = await app().inject({
      method: 'GET',
      url: `${API_BASE_PATH}/staff/orders`,
      headers: { cookie: staff.cookie },
    });
    expect(board.json().orders.map((o: { _id: string }) => o._id)).not.toContain(order._id);
  });

  it('accepts a signed return once, and the webhook for the same payment changes nothing', async () => {
    const { api, order } = await placeOnline(app(), ctx.foodId);
    const paid = ctx.standIn.control.pay(linkOf(order._id).id);
    const back = await followReturn(app(), paid.returnUrl);
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(
      `http://storefront.test/order-confirmation?id=${order._id}&payment=paid`,
    );
    const after = await readOrder(api, order._id);
    expect(after.status).toBe('placed');
    expect(after.payment).toMatchObject({ status: 'paid', amount: 249.5, refund: null });
    // The webhook, twice (a redelivery), and the return again: one change, one audit entry.
    const [hook] = ctx.standIn.control.webhooks.take();
    for (const d of [hook!, hook!]) expect((await deliver(app(), d)).statusCode).toBe(200);
    expect((await followReturn(app(), paid.returnUrl)).headers.location).toMatch(/payment=paid$/);
    expect(await auditOf(order._id, 'payment.paid')).toHaveLength(1);
    expect((await readOrder(api, order._id)).history.map((h) => h.status)).toEqual([
      'awaiting_payment',
      'placed',
    ]);
  });

  it('trusts nothing unsigned: a tampered return or webhook changes nothing', async () => {
    const { api, order } = await placeOnline(app(), ctx.foodId);
    const paid = ctx.standIn.control.pay(linkOf(order._id).id);
    const [hook] = ctx.standIn.control.webhooks.take();
    // Another order's reference on this link's signed result: the signature no longer holds.
    const other = await placeOnline(app(), ctx.foodId);
    const forged = new URL(paid.returnUrl);
    forged.searchParams.set('razorpay_payment_link_reference_id', other.order._id);
    const back = await followReturn(app(), forged.toString());
    expect(back.headers.location).toMatch(/payment=pending$/);
    const badHook = {
      ...hook!,
      headers: { ...hook!.headers, 'x-razorpay-signature': 'f'.repeat(64) },
    };
    expect((await deliver(app(), badHook)).statusCode).toBe(400);
    const unsigned = { ...hook!, headers: { 'content-type': 'application/json' } };
    expect((await deliver(app(), unsigned)).json()).toMatchObject({ message: expect.any(String) });
    expect((await readOrder(api, order._id)).status).toBe('awaiting_payment');
    expect((await readOrder(other.api, other.order._id)).status).toBe('awaiting_payment');
    // The genuine webhook then pays it.
    expect((await deliver(app(), hook!)).statusCode).toBe(200);
    expect((await readOrder(api, order._id)).payment.status).toBe('paid');
  });

  it('sends a return for a link it never made to a page that says so, not to a missing page', async () => {
    const { order } = await placeOnline(app(), ctx.foodId);
    const paid = ctx.standIn.control.pay(linkOf(order._id).id);
    const unknown = new URL(paid.returnUrl);
    unknown.searchParams.set('razorpay_payment_link_id', 'plink_NotOneOfOurs01');
    const back = await followReturn(app(), unknown.toString());
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(
      `${ctx.t.env.PUBLIC_URL}/order-confirmation?payment=unmatched`,
    );
  });

  it('a failed payment can be tried again at the same amount, then paid', async () => {
    const { api, order, cookie } = await placeOnline(app(), ctx.foodId);
    // Razorpay sends no callback for a failure, only payment.failed, whose payment names the
    // link by its order_id alone (its notes are empty): the order still learns of it.
    ctx.standIn.control.fail(linkOf(order._id).id);
    const failed = ctx.standIn.control.webhooks.take().find((d) => d.event === 'payment.failed');
    expect(JSON.parse(failed!.body).payload.payment.entity.notes).toEqual([]);
    expect((await deliver(app(), failed!)).statusCode).toBe(200);
    expect((await readOrder(api, order._id)).payment.status).toBe('failed');
    expect(await auditOf(order._id, 'payment.failed')).toHaveLength(1);
    const again = await app().inject({
      method: 'POST',
      url: `${API_BASE_PATH}/orders/${order._id}/payment`,
      headers: { ...csrfHeaders, cookie },
    });
    expect(again.statusCode, again.body).toBe(200);
    const { redirectUrl } = paymentRedirectSchema.parse(again.json());
    const linkId = redirectUrl.split('/').at(-1)!;
    expect(ctx.standIn.control.links.get(linkId)!.amount).toBe(24_950);
    const paid = ctx.standIn.control.pay(linkId);
    ctx.standIn.control.webhooks.take();
    expect((await followReturn(app(), paid.returnUrl)).headers.location).toMatch(/payment=paid$/);
    const retry = await app().inject({
      method: 'POST',
      url: `${API_BASE_PATH}/orders/${order._id}/payment`,
      headers: { ...csrfHeaders, cookie },
    });
    expect(retry.statusCode).toBe(409);
  });

  it('refunds a second payment and a wrong amount, and never accepts them', async () => {
    const { api, order } = await placeOnline(app(), ctx.foodId);
    const linkId = linkOf(order._id).id;
    // Payments the link's page would not take, captured on its order all the same.
    const short = { payment: ctx.standIn.control.captureLate(linkId, { amountMinor: 100 }) };
    for (const d of ctx.standIn.control.webhooks.take()) await deliver(app(), d);
    expect((await readOrder(api, order._id)).status).toBe('awaiting_payment');
    const first = ctx.standIn.control.pay(linkId);
    await followReturn(app(), first.returnUrl);
    const second = { payment: ctx.standIn.control.captureLate(linkId) };
    for (const d of ctx.standIn.control.webhooks.take()) await deliver(app(), d);
    const after = await readOrder(api, order._id);
    expect(after.payment).toMatchObject({ status: 'paid', refund: null });
    await ctx.standIn.control.webhooks.settle();
    const refunds = await ctx.t.db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.orderId, order._id));
    expect(refunds.map((r) => [r.providerPaymentId, r.reason]).sort()).toEqual(
      [
        [short.payment.id, 'wrong_amount'],
        [second.payment.id, 'duplicate'],
      ].sort(),
    );
    await app().paymentReconciliation!.runOnce();
    for (const p of [short.payment, second.payment]) {
      expect(ctx.standIn.control.refunds.get(p.id)).toHaveLength(1);
    }
    expect(ctx.standIn.control.refunds.get(first.payment.id)).toBeUndefined();
  });

  it('a customer may cancel an unpaid order: its link is closed, nothing is charged', async () => {
    const { api, order } = await placeOnline(app(), ctx.foodId);
    expect((await api.cancel(order._id)).statusCode).toBe(200);
    const after = await readOrder(api, order._id);
    expect(after.status).toBe('cancelled');
    expect(after.payment).toMatchObject({ status: 'expired', refund: null });
    expect(linkOf(order._id).status).toBe('cancelled');
  });
});
