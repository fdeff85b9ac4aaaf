import { API_BASE_PATH, staffOrderResponseSchema } from '@ninetonine/contract';
import { describe, expect, it } from 'vitest';
import { followReturn, placeOnline } from '#test/payment-fixtures';
import { injectAs, signInAs } from '#test/sign-in';
import { useStripeApp } from '#test/stripe-fixtures';

/**
 * Staff refunds through Stripe (decision 0080): the same port, a restaurant in pounds. A refund
 * Stripe refuses (charge_disputed) is failed at once; the retry is a new refund with a new
 * idempotency key, since Stripe keeps the refusal under the first one.
 */
describe('staff refunds through Stripe', () => {
  const ctx = useStripeApp();
  const app = () => ctx.t.app;
  const control = () => ctx.standIn.control;

  it('refunds part, refuses with Stripe’s reason, and retries under a new key', async () => {
    const admin = await signInAs(app(), { role: 'admin' });
    const { order } = await placeOnline(app(), ctx.foodId);
    const paid = control().pay(control().sessionFor(order._id)!.id);
    await followReturn(app(), paid.returnUrl);
    const url = `${API_BASE_PATH}/staff/orders/${order._id}`;
    expect(
      (await injectAs(app(), admin, 'PATCH', `${url}/status`, { status: 'accepted' })).statusCode,
    ).toBe(200);

    const part = await injectAs(app(), admin, 'POST', `${url}/refunds`, {
      amount: 20,
      reason: 'Chips were cold',
    });
    expect(part.statusCode, part.body).toBe(200);
    expect(staffOrderResponseSchema.parse(part.json()).order).toMatchObject({
      refundable: 229.5,
      payment: { status: 'paid', refund: { status: 'refunded', amount: 20 } },
    });
    expect(control().refunds.at(-1)).toMatchObject({
      amount: 2000,
      payment_intent: paid.paymentIntent,
    });

    control().settings.refuseRefunds = true;
    const refused = await injectAs(app(), admin, 'POST', `${url}/refunds`, {
      amount: 10,
      reason: 'Missing sauce',
    });
    control().settings.refuseRefunds = false;
    const failed = staffOrderResponseSchema.parse(refused.json()).order;
    expect(failed.payment.status).toBe('refund_failed');
    const row = failed.refunds.at(-1)!;
    expect(row).toMatchObject({
      status: 'failed',
      failureReason: "The charge you're attempting to refund has been charged back.",
      retryable: true,
    });

    const retried = await injectAs(app(), admin, 'POST', `${url}/refunds/${row.id}/retry`);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(staffOrderResponseSchema.parse(retried.json()).order).toMatchObject({
      refundable: 219.5,
      payment: { status: 'paid' },
    });
    const keys = control()
      .calls.filter((c) => c.method === 'POST' && c.path === '/v1/refunds')
      .map((c) => c.idempotencyKey);
    expect(new Set(keys).size).toBe(3);
  });
});
