import { guestTabResponseSchema, tabPaymentResponseSchema } from '@ninetonine/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { paymentRefunds } from '../../db/schema/index';
import { auditEntries } from '#test/audit-entries';
import { addTable, tableGuest } from '#test/dine-in-fixtures';
import { followReturn } from '#test/payment-fixtures';
import { signInAs, type SignedIn } from '#test/sign-in';
import { deliverStripe, useStripeApp } from '#test/stripe-fixtures';

/**
 * A tab paid online through the port's other adapter (decision 0100): Stripe Checkout in
 * pounds on its stand-in. The webhook alone pays it (the guest never came back), once.
 */
describe('a dine-in tab paid through Stripe Checkout', () => {
  const ctx = useStripeApp();
  const app = () => ctx.t.app;
  let staff: SignedIn;
  beforeAll(async () => {
    staff = await signInAs(app(), { role: 'staff' });
  });

  it('opens a session for the tab’s balance; its webhook marks the tab paid once', async () => {
    const table = await addTable(app(), staff, 'Bay 1');
    const g = tableGuest(app(), table.token);
    const { tab } = await g.join('Alice');
    expect((await g.round([{ foodId: ctx.foodId, size: 'Regular', quantity: 2 }])).statusCode).toBe(
      201,
    );
    const res = await g.call('POST', '/tab/pay');
    expect(res.statusCode, res.body).toBe(200);
    const { redirectUrl } = tabPaymentResponseSchema.parse(res.json());
    const session = ctx.standIn.control.sessionFor(tab._id)!;
    expect(redirectUrl).toBe(session.url);
    expect(session).toMatchObject({ amount_total: 49_900, currency: 'gbp' });

    const paid = ctx.standIn.control.pay(session.id);
    const [hook] = ctx.standIn.control.webhooks.take();
    for (const d of [hook!, hook!]) expect((await deliverStripe(app(), d)).statusCode).toBe(200);
    const read = guestTabResponseSchema.parse((await g.call('GET', '/tab')).json()).tab;
    expect(read).toMatchObject({ status: 'paid', paidMethod: 'online', paid: 499, balance: 0 });
    expect(await auditEntries(ctx.t.db, tab._id, 'dine_in_tab.paid')).toHaveLength(1);
    // The guest's late return: the table's page, paid.
    const back = await followReturn(app(), paid.returnUrl);
    expect(back.headers.location).toBe(`${ctx.t.env.PUBLIC_URL}/table/${table.token}?payment=paid`);
  });

  it('a payment in another currency is refunded once, with the row as its idempotency key', async () => {
    const table = await addTable(app(), staff, 'Bay 2');
    const g = tableGuest(app(), table.token);
    const { tab } = await g.join('Bob');
    expect((await g.round([{ foodId: ctx.foodId, size: 'Regular', quantity: 1 }])).statusCode).toBe(
      201,
    );
    expect((await g.call('POST', '/tab/pay')).statusCode).toBe(200);
    const session = ctx.standIn.control.sessionFor(tab._id)!;
    const paid = ctx.standIn.control.pay(session.id, { currency: 'usd' });
    const back = await followReturn(app(), paid.returnUrl);
    expect(back.headers.location).toBe(
      `${ctx.t.env.PUBLIC_URL}/table/${table.token}?payment=refunded`,
    );
    for (const d of ctx.standIn.control.webhooks.take()) {
      for (const twice of [d, d]) expect((await deliverStripe(app(), twice)).statusCode).toBe(200);
    }
    await app().paymentReconciliation!.runOnce();
    const [row] = await ctx.t.db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.tabId, tab._id));
    expect(row).toMatchObject({ provider: 'stripe', reason: 'wrong_amount', status: 'refunded' });
    const made = ctx.standIn.control.refunds.filter((r) => r.payment_intent === paid.paymentIntent);
    expect(made).toMatchObject([{ amount: session.amount_total, status: 'succeeded' }]);
    const calls = ctx.standIn.control.calls.filter((c) => c.path === '/v1/refunds');
    expect(calls.map((c) => c.idempotencyKey)).toContain(`refund-${row!.id}`);
    const read = guestTabResponseSchema.parse((await g.call('GET', '/tab')).json()).tab;
    expect(read).toMatchObject({ status: 'open', paid: 0, refunds: [{ status: 'refunded' }] });
    ctx.standIn.control.webhooks.take();
  });
});
