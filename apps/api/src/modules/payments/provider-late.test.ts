import { API_BASE_PATH, orderResponseSchema } from '@ninetonine/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paymentRefunds } from '../../db/schema/index';
import { followReturn, placeOnline } from '#test/payment-fixtures';
import { useStripeApp } from '#test/stripe-fixtures';

/**
 * No provider call inside a database transaction (issue 31, item 3): claim, commit, call,
 * settle. Measured before on the embedded database: a refund's provider answering 8 s late held
 * its one connection, and another customer's order list waited behind it. Here the provider
 * does not answer at all until the test lets it: nothing may wait for it. (In-process PGlite
 * here did not make the reads wait even before; the row lock on PostgreSQL shows the change.)
 */
describe('a payment provider answering late', () => {
  const ctx = useStripeApp();
  const app = () => ctx.t.app;
  const control = () => ctx.standIn.control;

  it("holds no database connection: menus and another customer's orders still load", async () => {
    const { api, order } = await placeOnline(app(), ctx.foodId);
    const paid = control().pay(control().sessionFor(order._id)!.id);
    await followReturn(app(), paid.returnUrl);
    const other = await placeOnline(app(), ctx.foodId);
    const late = control().holdNext('/v1/refunds');
    // The cancel sends the refund in the background; its first provider call is held.
    expect((await api.cancel(order._id)).statusCode).toBe(200);
    await late.reached;
    // The claim is committed and nothing holds the row: on PostgreSQL another connection takes
    // its lock at once (NOWAIT), where the old transaction held it over the provider's answer.
    const [claimed] = await ctx.t.db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.orderId, order._id))
      .for('update', { noWait: true });
    expect(claimed).toMatchObject({ status: 'pending', claimedUntil: expect.any(Date) });
    const list = await other.api.list();
    expect(list.statusCode).toBe(200);
    const menu = await app().inject({ method: 'GET', url: `${API_BASE_PATH}/foods/getAllFood` });
    expect(menu.statusCode).toBe(200);
    expect((await api.get(order._id)).statusCode).toBe(200);
    expect(late.released).toBe(false);
    // Once the provider answers, the refund is settled as before.
    late.release();
    await app().paymentReconciliation!.runOnce();
    const after = orderResponseSchema.parse((await api.get(order._id)).json()).order;
    expect(after.payment).toMatchObject({ status: 'refunded', refund: { status: 'refunded' } });
    expect(control().refunds.filter((r) => r.payment_intent === paid.paymentIntent)).toHaveLength(
      1,
    );
  });
});
