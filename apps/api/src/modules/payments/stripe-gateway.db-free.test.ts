import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRIPE_TEST_KEYS } from '#test/stripe-fixtures';
import { startStripeStandIn, type StripeStandIn } from '#test/stand-ins/stripe/index';
import { ProviderError, type AttemptRequest } from './payment-gateway';
import { createStripeGateway } from './stripe-gateway';

/**
 * The Stripe adapter on its own, through the official SDK against the stand-in (issue 31):
 * what the port promises of sessions, refunds whole and in part, idempotency and errors.
 */
describe('the Stripe adapter of the payment port', () => {
  let standIn: StripeStandIn;
  let gateway: ReturnType<typeof createStripeGateway>;
  const request = (reference: string): AttemptRequest => ({
    orderId: reference,
    amountMinor: 1_250,
    currency: 'GBP',
    reference,
    description: 'NineToNine order 42',
    expiresAt: new Date(),
    returnUrl: 'http://storefront.test/api/v1/payments/stripe/return',
    customer: { name: 'Ada', email: 'ada@example.test' },
  });
  const rejection = async (run: Promise<unknown>) => {
    const error = await run.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ProviderError);
    return error as ProviderError;
  };

  beforeAll(async () => {
    standIn = await startStripeStandIn(STRIPE_TEST_KEYS);
    gateway = createStripeGateway({ ...STRIPE_TEST_KEYS, apiUrl: standIn.url });
  });
  afterAll(() => standIn?.close());

  it('takes every currency but INR (Razorpay takes that one)', () => {
    expect(['GBP', 'USD'].map(gateway.takesCurrency)).toEqual([true, true]);
    expect(gateway.takesCurrency('INR')).toBe(false);
  });

  it('creates a session once per key: a repeated create replays the first answer', async () => {
    const [a, b] = await Promise.all([
      gateway.createAttempt(request('ord_replay')),
      gateway.createAttempt(request('ord_replay')),
    ]);
    expect(a).toEqual(b);
    expect(standIn.control.sessions.get(a.id)).toMatchObject({ amount_total: 1_250 });
    expect(
      [...standIn.control.sessions.values()].filter((s) => s.metadata.order_id === 'ord_replay'),
    ).toHaveLength(1);
    // The same key with other parameters is Stripe's idempotency_error, a 400.
    const error = await rejection(
      gateway.createAttempt({ ...request('ord_replay'), amountMinor: 99 }),
    );
    expect(error.statusCode).toBe(400);
    expect(error.message).toMatch(/idempotency_error/);
  });

  it('reports a session paid only once it is, and expires only an open one', async () => {
    const open = await gateway.createAttempt(request('ord_expire'));
    expect((await gateway.paymentsOf(open.id)).payments).toEqual([]);
    await gateway.closeAttempt(open.id);
    expect(standIn.control.sessions.get(open.id)!.status).toBe('expired');
    expect((await rejection(gateway.closeAttempt(open.id))).statusCode).toBe(400);
    const paid = await gateway.createAttempt(request('ord_paid'));
    const { paymentIntent } = standIn.control.pay(paid.id);
    expect((await gateway.paymentsOf(paid.id)).payments).toEqual([
      { id: paymentIntent, amountMinor: 1_250, currency: 'GBP', status: 'captured' },
    ]);
    expect((await rejection(gateway.paymentsOf('cs_test_missing'))).statusCode).toBe(404);
  });

  it('refunds in part and in full, finds a refund by our key, refuses more than was paid', async () => {
    const attempt = await gateway.createAttempt(request('ord_refund'));
    const { paymentIntent } = standIn.control.pay(attempt.id);
    const part = await gateway.refund(paymentIntent, 250, 'row-1');
    expect(part.status).toBe('refunded');
    // A retry of the same refund (a lost answer) is the same refund, not a second one.
    expect(await gateway.refund(paymentIntent, 250, 'row-1')).toEqual(part);
    expect(await gateway.findRefund(paymentIntent, 'row-1', null)).toEqual(part);
    expect(await gateway.findRefund(paymentIntent, 'row-2', null)).toBeNull();
    const rest = await gateway.refund(paymentIntent, 1_000, 'row-2');
    expect(
      standIn.control.refunds
        .filter((r) => r.payment_intent === paymentIntent)
        .map((r) => r.amount),
    ).toEqual([250, 1_000]);
    expect(rest.id).not.toBe(part.id);
    const error = await rejection(gateway.refund(paymentIntent, 1, 'row-3'));
    expect(error.statusCode).toBe(400);
    expect(error.message).toMatch(/charge_already_refunded/);
  });

  it('says who answered: Stripe with its status, or nobody (null)', async () => {
    standIn.control.failNext('/v1/checkout/sessions', 429, {
      type: 'rate_limit_error',
      message: 'Too many requests hit the API too quickly.',
    });
    expect((await rejection(gateway.createAttempt(request('ord_429')))).statusCode).toBe(429);
    const wrongKey = createStripeGateway({
      ...STRIPE_TEST_KEYS,
      secretKey: 'sk_test_wrong',
      apiUrl: standIn.url,
    });
    expect((await rejection(wrongKey.createAttempt(request('ord_401')))).statusCode).toBe(401);
    const nobody = createStripeGateway({ ...STRIPE_TEST_KEYS, apiUrl: 'http://127.0.0.1:9' });
    expect((await rejection(nobody.createAttempt(request('ord_down')))).statusCode).toBeNull();
  });
});
