import { orderResponseSchema } from '@ninetonine/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paymentLinks } from '../../db/schema/index';
import { addToCart, createAddress, ordersClient } from '#test/order-fixtures';
import { followReturn, usePaymentsApp } from '#test/payment-fixtures';
import { signInAs } from '#test/sign-in';

/**
 * The rider's tip paid online (decision 0085): the link charges the total with the tip, and a
 * paid order the kitchen rejects is refunded whole, tip included.
 */
describe('a tipped delivery paid online', () => {
  const ctx = usePaymentsApp();
  const app = () => ctx.t.app;
  const control = () => ctx.standIn.control;

  it('charges the total with the tip, and refunds all of it when the kitchen rejects the order', async () => {
    const me = await signInAs(app());
    // Regular ₹249.50 × 2 = ₹499, exact online; delivery ₹40; a ₹30 tip.
    await addToCart(app(), me.cookie, ctx.foodId, 'Regular', 2);
    const addressId = await createAddress(app(), me.userId);
    const api = ordersClient(app(), me.cookie);
    const choice = { fulfilment: 'delivery', addressId, paymentMethod: 'online', tip: 30 };
    const quote = (await api.quote(choice)).json().quote as { total: number; tip: number };
    expect(quote).toMatchObject({ tip: 30, total: 569 });
    const res = await api.place({ ...choice, confirmedTotal: quote.total });
    expect(res.statusCode, res.body).toBe(201);
    const order = orderResponseSchema.parse(res.json()).order;
    expect(order.payment.amount).toBe(569);

    const link = control().linkFor(order._id)!;
    const [stored] = await ctx.t.db.select().from(paymentLinks).where(eq(paymentLinks.id, link.id));
    expect(stored!.amountMinor).toBe(56_900);

    const paid = control().pay(link.id);
    await followReturn(app(), paid.returnUrl);
    control().webhooks.take();
    const staff = await signInAs(app(), { role: 'staff' });
    const rejected = await ordersClient(app(), staff.cookie).setStatus(order._id, {
      status: 'rejected',
      reason: 'Out of dosa batter',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    await app().paymentReconciliation!.runOnce();
    const after = orderResponseSchema.parse((await api.get(order._id)).json()).order;
    expect(after.payment.refund).toMatchObject({ status: 'refunded', amount: 569 });
    control().webhooks.take();
  });
});
