import { API_BASE_PATH } from '@ninetonine/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addToCart, ordersClient, readOrder, setRestaurant } from '#test/order-fixtures';
import { auditEntries } from '#test/audit-entries';
import { orders, paymentEvents, paymentRefunds } from '../../db/schema/index';
import { followReturn, placeOnline } from '#test/payment-fixtures';
import { signInAs } from '#test/sign-in';
import { LONDON, deliverStripe, useStripeApp } from '#test/stripe-fixtures';
import { csrfHeaders } from '#test/test-app';

/**
 * The payment port's second adapter (issue 31, item 2; decision 0078): Stripe Checkout for a
 * restaurant in pounds, through the official SDK against a stand-in written from Stripe's docs.
 */
describe('online payment through Stripe Checkout', () => {
  const ctx = useStripeApp();
  const app = () => ctx.t.app;
  const control = () => ctx.standIn.control;
  const sessionOf = (orderId: string) => control().sessionFor(orderId)!;
  const auditOf = (orderId: string, action: string) => auditEntries(ctx.t.db, orderId, action);
  const rowOf = async (orderId: string) =>
    (await ctx.t.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;
  const refundsOf = (orderId: string) =>
    ctx.t.db.select().from(paymentRefunds).where(eq(paymentRefunds.orderId, orderId));

  it('opens a Checkout Session for exactly the total, in pounds, with an idempotency key', async () => {
    const { order, redirectUrl } = await placeOnline(app(), ctx.foodId);
    expect(order.status).toBe('awaiting_payment');
    expect(order.payment).toMatchObject({ status: 'pending', provider: 'stripe', amount: 249.5 });
    const session = sessionOf(order._id);
    expect(redirectUrl).toBe(session.url);
    expect(session).toMatchObject({
      amount_total: 24_950,
      currency: 'gbp',
      mode: 'payment',
      client_reference_id: order._id,
      status: 'open',
      success_url: `http://storefront.test${API_BASE_PATH}/payments/stripe/return?session_id={CHECKOUT_SESSION_ID}`,
    });
    const create = control().calls.find((c) => c.path === '/v1/checkout/sessions');
    expect(create?.idempotencyKey).toBe(`checkout-${order._id}`);
  });

  it('a paid session pays the order once: the return, the webhook and their replays', async () => {
    const { api, order } = await placeOnline(app(), ctx.foodId);
    const paid = control().pay(sessionOf(order._id).id);
    const back = await followReturn(app(), paid.returnUrl);
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(
      `http://storefront.test/order-confirmation?id=${order._id}&payment=paid`,
    );
    const after = await readOrder(api, order._id);
    expect(after.status).toBe('placed');
    expect(after.payment).toMatchObject({ status: 'paid', provider: 'stripe', refund: null });
    expect((await rowOf(order._id)).providerPaymentId).toBe(paid.paymentIntent);
    const [hook] = control().webhooks.take();
    expect(hook!.type).toBe('checkout.session.completed');
    for (const d of [hook!, hook!]) expect((await deliverStripe(app(), d)).statusCode).toBe(200);
    expect((await followReturn(app(), paid.returnUrl)).headers.location).toMatch(/payment=paid$/);
    expect(await auditOf(order._id, 'payment.paid')).toHaveLength(1);
    expect((await readOrder(api, order._id)).history.map((h) => h.status)).toEqual([
      'awaiting_payment',
      'placed',
    ]);
  });

  it('the signed webhook alone pays; the same event again changes nothing', async () => {
    const { api, order } = await placeOnline(app(), ctx.foodId);
    control().pay(sessionOf(order._id).id);
    const [hook] = control().webhooks.take();
    expect((await deliverStripe(app(), hook!)).statusCode).toBe(200);
    expect((await readOrder(api, order._id)).status).toBe('placed');
    const events = () =>
      ctx.t.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, hook!.eventId));
    expect(await events()).toHaveLength(1);
    expect((await deliverStripe(app(), hook!)).statusCode).toBe(200);
    expect(await events()).toHaveLength(1);
    expect(await auditOf(order._id, 'payment.paid')).toHaveLength(1);
  });

  it('refuses a forged, unsigned or stale webhook with 400 and changes nothing', async () => {
    const { api, order } = await placeOnline(app(), ctx.foodId);
    control().pay(sessionOf(order._id).id);
    const [hook] = control().webhooks.take();
    const forged = {
      ...hook!,
      headers: {
        ...hook!.headers,
        'stripe-signature': `t=${Math.floor(Date.now() / 1000)},v1=${'f'.repeat(64)}`,
      },
    };
    const unsigned = { ...hook!, headers: { 'content-type': 'application/json' } };
    // Signed with the right secret, eleven minutes ago: outside constructEvent's 300 s.
    const stale = control().webhooks.signedAt(hook!, Math.floor(Date.now() / 1000) - 660);
    for (const d of [forged, unsigned, stale]) {
      const res = await deliverStripe(app(), d);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: expect.any(String) });
    }
    expect((await readOrder(api, order._id)).status).toBe('awaiting_payment');
    expect(
      await ctx.t.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, hook!.eventId)),
    ).toHaveLength(0);
    expect((await deliverStripe(app(), hook!)).statusCode).toBe(200);
    expect((await readOrder(api, order._id)).payment.status).toBe('paid');
  });

  it('trusts no session id in the return: an unpaid one is pending, an unknown one unmatched', async () => {
    const { api, order } = await placeOnline(app(), ctx.foodId);
    const session = sessionOf(order._id);
    const url = (id: string) =>
      `http://storefront.test${API_BASE_PATH}/payments/stripe/return?session_id=${id}`;
    expect((await followReturn(app(), url(session.id))).headers.location).toBe(
      `http://storefront.test/order-confirmation?id=${order._id}&payment=pending`,
    );
    expect((await followReturn(app(), url('cs_test_NotOneOfOurs'))).headers.location).toBe(
      'http://storefront.test/order-confirmation?payment=unmatched',
    );
    expect((await readOrder(api, order._id)).status).toBe('awaiting_payment');
  });

  it('refunds a payment of another amount or currency, and never accepts it', async () => {
    for (const wrong of [{ amountMinor: 24_850 }, { currency: 'usd' }]) {
      const { api, order } = await placeOnline(app(), ctx.foodId);
      const paid = control().pay(sessionOf(order._id).id, wrong);
      expect((await followReturn(app(), paid.returnUrl)).headers.location).toMatch(
        /payment=failed$/,
      );
      expect((await readOrder(api, order._id)).status).toBe('awaiting_payment');
      await app().paymentReconciliation!.runOnce();
      const [row] = await refundsOf(order._id);
      expect(row).toMatchObject({ provider: 'stripe', reason: 'wrong_amount', status: 'refunded' });
      const made = control().refunds.filter((r) => r.payment_intent === paid.paymentIntent);
      expect(made).toMatchObject([{ amount: paid.session.amount_total, status: 'succeeded' }]);
      const call = control().calls.filter((c) => c.path === '/v1/refunds' && c.idempotencyKey);
      expect(call.map((c) => c.idempotencyKey)).toContain(`refund-${row!.id}`);
    }
    control().webhooks.take();
  });

  it('refunds a cancelled paid order in full, once', async () => {
    const { api, order } = await placeOnline(app(), ctx.foodId);
    const paid = control().pay(sessionOf(order._id).id);
    await followReturn(app(), paid.returnUrl);
    expect((await api.cancel(order._id)).statusCode).toBe(200);
    await app().paymentReconciliation!.runOnce();
    expect((await readOrder(api, order._id)).payment).toMatchObject({
      status: 'refunded',
      refund: { status: 'refunded', amount: 249.5 },
    });
    const made = control().refunds.filter((r) => r.payment_intent === paid.paymentIntent);
    expect(made).toMatchObject([{ amount: 24_950, status: 'succeeded' }]);
    control().webhooks.take();
  });

  it('names Stripe in the audit log for what it reported and what it was asked', async () => {
    const { api, order } = await placeOnline(app(), ctx.foodId);
    await followReturn(app(), control().pay(sessionOf(order._id).id).returnUrl);
    expect((await api.cancel(order._id)).statusCode).toBe(200);
    await app().paymentReconciliation!.runOnce();
    for (const action of ['payment.paid', 'payment.refund_requested', 'payment.refunded']) {
      const entries = await auditOf(order._id, action);
      expect(
        entries.map((e) => [e.actorUserId, e.actorLabel]),
        action,
      ).toEqual([[null, 'Stripe']]);
    }
    control().webhooks.take();
  });

  it('keeps a refund pending while Stripe fails, and sends it once when it answers', async () => {
    const { api, order } = await placeOnline(app(), ctx.foodId);
    const paid = control().pay(sessionOf(order._id).id);
    await followReturn(app(), paid.returnUrl);
    control().failNext('/v1/refunds', 500);
    expect((await api.cancel(order._id)).statusCode).toBe(200);
    const pending = await readOrder(api, order._id);
    expect(['refund_pending', 'refunded']).toContain(pending.payment.status);
    await app().paymentReconciliation!.runOnce();
    expect((await readOrder(api, order._id)).payment.status).toBe('refunded');
    expect(control().refunds.filter((r) => r.payment_intent === paid.paymentIntent)).toHaveLength(
      1,
    );
    control().webhooks.take();
  });

  it('follows a refund Stripe settles later: refund.failed shows on the order, once', async () => {
    const { api, order } = await placeOnline(app(), ctx.foodId);
    const paid = control().pay(sessionOf(order._id).id);
    await followReturn(app(), paid.returnUrl);
    control().settings.refundsStayPending = true;
    expect((await api.cancel(order._id)).statusCode).toBe(200);
    await app().paymentReconciliation!.runOnce();
    control().settings.refundsStayPending = false;
    expect((await readOrder(api, order._id)).payment.status).toBe('refund_pending');
    const made = control().refunds.find((r) => r.payment_intent === paid.paymentIntent)!;
    control().webhooks.take();
    control().settleRefund(made.id, 'failed');
    const [failed] = control().webhooks.take();
    expect(failed!.type).toBe('refund.failed');
    for (const d of [failed!, failed!])
      expect((await deliverStripe(app(), d)).statusCode).toBe(200);
    expect((await readOrder(api, order._id)).payment).toMatchObject({
      status: 'refund_failed',
      refund: { status: 'failed' },
    });
    expect(await auditOf(order._id, 'payment.refund_failed')).toHaveLength(1);
  });

  it('expires the session of an order cancelled unpaid: nobody can pay it', async () => {
    const { api, order, cookie } = await placeOnline(app(), ctx.foodId);
    expect((await api.cancel(order._id)).statusCode).toBe(200);
    expect(sessionOf(order._id).status).toBe('expired');
    const again = await app().inject({
      method: 'POST',
      url: `${API_BASE_PATH}/orders/${order._id}/payment`,
      headers: { ...csrfHeaders, cookie },
    });
    expect(again.statusCode).toBe(409);
    control().webhooks.take();
  });

  it('opens no session for a restaurant in rupees (Razorpay takes those): 502, nothing at Stripe', async () => {
    await setRestaurant(app(), { ...LONDON, currency: 'INR', locale: 'en-IN', country: 'IN' });
    try {
      const me = await signInAs(app());
      await addToCart(app(), me.cookie, ctx.foodId, 'Regular', 1);
      const api = ordersClient(app(), me.cookie);
      const quote = await api.quote({ fulfilment: 'pickup', paymentMethod: 'online' });
      const sessions = control().sessions.size;
      const placed = await api.place({
        fulfilment: 'pickup',
        paymentMethod: 'online',
        confirmedTotal: quote.json().quote.total,
      });
      expect(placed.statusCode).toBe(502);
      expect(placed.json()).toMatchObject({ message: expect.any(String) });
      expect(control().sessions.size).toBe(sessions);
    } finally {
      await setRestaurant(app(), LONDON);
    }
  });
});
