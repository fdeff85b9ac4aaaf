import { API_BASE_PATH } from '@ninetonine/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, paymentLinks } from '../../db/schema/index';
import { addToCart, ordersClient } from '#test/order-fixtures';
import { usePaymentsApp } from '#test/payment-fixtures';
import { signInAs } from '#test/sign-in';
import { csrfHeaders } from '#test/test-app';

/**
 * Two "Pay again" at once (issue 31, item 3): both asked Razorpay for a link with the same
 * reference_id, and the second got Razorpay's refusal as a 502. Now the second finds the
 * first's link by its reference (Fetch all Payment Links): one attempt, both sent to it.
 */
describe('paying again twice at once', () => {
  const ctx = usePaymentsApp();
  const app = () => ctx.t.app;

  it('makes one payment link, and neither click gets a 502', async () => {
    const me = await signInAs(app());
    await addToCart(app(), me.cookie, ctx.foodId, 'Regular', 1);
    const api = ordersClient(app(), me.cookie);
    const quote = await api.quote({ fulfilment: 'pickup', paymentMethod: 'online' });
    // Razorpay is down while the order is placed: the order waits, with no link yet.
    ctx.standIn.control.failNext('/v1/payment_links', 503);
    const placed = await api.place({
      fulfilment: 'pickup',
      paymentMethod: 'online',
      confirmedTotal: quote.json().quote.total,
    });
    expect(placed.statusCode).toBe(502);
    const [order] = await ctx.t.db.select().from(orders).where(eq(orders.userId, me.userId));
    expect(order!.status).toBe('awaiting_payment');
    const payAgain = () =>
      app().inject({
        method: 'POST',
        url: `${API_BASE_PATH}/orders/${order!.id}/payment`,
        headers: { ...csrfHeaders, cookie: me.cookie },
      });
    const answers = await Promise.all([payAgain(), payAgain()]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const [first, second] = answers.map((a) => a.json().redirectUrl as string);
    expect(second).toBe(first);
    const atRazorpay = [...ctx.standIn.control.links.values()].filter(
      (l) => l.notes?.order_id === order!.id,
    );
    expect(atRazorpay).toHaveLength(1);
    const ours = await ctx.t.db
      .select()
      .from(paymentLinks)
      .where(eq(paymentLinks.orderId, order!.id));
    expect(ours.map((l) => l.id)).toEqual([atRazorpay[0]!.id]);
  });
});
