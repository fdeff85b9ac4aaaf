import {
  API_BASE_PATH,
  dashboardSchema,
  ErrorCode,
  orderResponseSchema,
  staffOrderResponseSchema,
} from '@ninetonine/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, paymentRefunds, sessions, users } from '../../db/schema/index';
import { mailsTo } from '#test/outbox';
import {
  placeCashOrder,
  placeOnline,
  placePaidOnline,
  usePaymentsApp,
} from '#test/payment-fixtures';
import { injectAs, signInAs, type SignedIn } from '#test/sign-in';
import { RAZORPAY_REFUND_ERRORS } from '#test/stand-ins/razorpay/index';

/**
 * Refunds by staff (issue 31, item 4; decision 0080) and refunds the provider refuses (item 3),
 * through the real Razorpay SDK against the stand-in, on PGlite and PostgreSQL.
 */
describe('staff refunds: whole or part, with a reason, after re-authentication', () => {
  const ctx = usePaymentsApp();
  const app = () => ctx.t.app;
  const control = () => ctx.standIn.control;
  const staffUrl = (id: string) => `${API_BASE_PATH}/staff/orders/${id}`;
  let adminCache: SignedIn | undefined;
  const admin = async () => (adminCache ??= await signInAs(app(), { role: 'admin' }));

  /** A customer's ₹249.50 pickup order, paid online and accepted by the kitchen. */
  const paidAndAccepted = async (status?: 'placed' | 'accepted') =>
    placePaidOnline(ctx, await admin(), status);
  const refund = async (id: string, payload: unknown, who?: SignedIn) =>
    injectAs(app(), who ?? (await admin()), 'POST', `${staffUrl(id)}/refunds`, payload);
  const staffView = async (id: string) =>
    staffOrderResponseSchema.parse(
      (await injectAs(app(), await admin(), 'GET', staffUrl(id))).json(),
    ).order;
  const rowsOf = (orderId: string) =>
    ctx.t.db.select().from(paymentRefunds).where(eq(paymentRefunds.orderId, orderId));
  const auditOf = (orderId: string, action: string) =>
    ctx.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, orderId), eq(auditLog.action, action)));

  it('refunds part of an accepted order: the provider, the order page, the audit log and a mail', async () => {
    const { order, api, userId, paymentId } = await paidAndAccepted();
    const [customer] = await ctx.t.db
      .update(users)
      .set({ emailVerifiedAt: new Date() })
      .where(eq(users.id, userId))
      .returning();
    const res = await refund(order._id, { amount: 100.25, reason: '  Raita was missing  ' });
    expect(res.statusCode, res.body).toBe(200);
    const after = staffOrderResponseSchema.parse(res.json()).order;
    expect(after.refunds).toEqual([
      expect.objectContaining({
        amount: 100.25,
        reason: 'Raita was missing',
        status: 'refunded',
        failureReason: null,
        byStaff: true,
        retryable: false,
      }),
    ]);
    expect(after.refundable).toBe(149.25);
    // A part refund leaves the order paid; the customer sees what came back and when.
    expect(after.payment.status).toBe('paid');
    const mine = orderResponseSchema.parse((await api.get(order._id)).json()).order;
    expect(mine.payment.refund).toMatchObject({ status: 'refunded', amount: 100.25 });
    expect(
      control()
        .refunds.get(paymentId)!
        .map((r) => Number(r.amount)),
    ).toEqual([10_025]);
    const [entry] = await auditOf(order._id, 'payment.refund_requested');
    expect(entry).toMatchObject({ actorUserId: (await admin()).userId });
    expect(entry!.after).toMatchObject({ amountMinor: 10_025, reason: 'Raita was missing' });

    await app().mailQueue.settle();
    const mail = mailsTo(ctx.t.outboxDir, customer!.email!).at(-1);
    expect(mail?.subject).toBe(`A refund on your order ${order.number}`);
    expect(mail?.text).toContain('₹100.25');
    expect(mail?.text).toContain('Raita was missing');

    // The rest, in full: the order is refunded and nothing more can be.
    const rest = await refund(order._id, { amount: 149.25, reason: 'Customer unhappy' });
    expect(rest.statusCode, rest.body).toBe(200);
    const whole = staffOrderResponseSchema.parse(rest.json()).order;
    expect(whole).toMatchObject({ refundable: 0, payment: { status: 'refunded' } });
    const more = await refund(order._id, { amount: 1, reason: 'Again' });
    expect(more.statusCode).toBe(409);
    expect(more.json()).toMatchObject({
      code: ErrorCode.RefundRefused,
      message: 'This order has been refunded in full already.',
    });
  });

  it('takes the refunds off the day’s revenue and shows them in the CSV', async () => {
    const { order } = await paidAndAccepted();
    const before = dashboardSchema.parse(
      (await injectAs(app(), await admin(), 'GET', `${API_BASE_PATH}/staff/dashboard`)).json(),
    ).today;
    expect((await refund(order._id, { amount: 49.5, reason: 'Late' })).statusCode).toBe(200);
    const res = await injectAs(app(), await admin(), 'GET', `${API_BASE_PATH}/staff/dashboard`);
    const { today, date } = res.json() as { today: unknown; date: string };
    const after = dashboardSchema.shape.today.parse(today);
    expect(Math.round((before.revenue - after.revenue) * 100)).toBe(4950);
    const online = (d: typeof after) => d.byPaymentMethod.find((m) => m.method === 'online')!;
    expect(Math.round((online(after).refunds - online(before).refunds) * 100)).toBe(4950);
    const csv = await injectAs(
      app(),
      await admin(),
      'GET',
      `${API_BASE_PATH}/staff/orders/export.csv?from=${date}&to=${date}`,
    );
    const [header, ...rows] = csv.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
      .map((r) => r.split(',').map((cell) => cell.replace(/^"|"$/g, '')));
    const row = rows.find((r) => r[header!.indexOf('Order number')] === order.number)!;
    expect(row[header!.indexOf('Refunded')]).toBe('49.50');
    expect(row[header!.indexOf('Takings')]).toBe('200.00');
  });

  it('rejecting an order after a part refund gives back only the rest', async () => {
    const { order, paymentId } = await paidAndAccepted();
    expect((await refund(order._id, { amount: 50, reason: 'Late' })).statusCode).toBe(200);
    const rejected = await injectAs(
      app(),
      await admin(),
      'PATCH',
      `${staffUrl(order._id)}/status`,
      {
        status: 'rejected',
        reason: 'Out of dosa batter',
      },
    );
    expect(rejected.statusCode, rejected.body).toBe(200);
    await app().paymentReconciliation!.runOnce();
    expect(
      control()
        .refunds.get(paymentId)!
        .map((r) => Number(r.amount)),
    ).toEqual([5000, 19_950]);
    expect(await staffView(order._id)).toMatchObject({
      refundable: 0,
      payment: { status: 'refunded' },
    });
  });

  it('refuses bad input with a 4xx and changes nothing', async () => {
    const { order } = await paidAndAccepted();
    const bad = [
      { amount: -5, reason: 'Negative' },
      { amount: 0, reason: 'Zero' },
      { amount: 10.005, reason: 'Three decimals' },
      { amount: '10', reason: 'A string' },
      { amount: 10, reason: ' x ' },
      { amount: 10 },
    ];
    for (const payload of bad) expect((await refund(order._id, payload)).statusCode).toBe(400);
    const over = await refund(order._id, { amount: 249.51, reason: 'Too much' });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({
      code: ErrorCode.RefundRefused,
      message: 'At most ₹249.50 of this order can still be refunded.',
    });

    const notAccepted = await paidAndAccepted('placed');
    const early = await refund(notAccepted.order._id, { amount: 10, reason: 'Too early' });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/^Only an order the kitchen accepted/);

    const cash = await placeCashOrder(app(), ctx.foodId);
    const counter = await refund(cash.order._id, { amount: 10, reason: 'Cash' });
    expect(counter.statusCode).toBe(409);
    expect(counter.json().message).toMatch(/^Only an order paid online/);

    const unpaid = await placeOnline(app(), ctx.foodId);
    expect((await refund(unpaid.order._id, { amount: 10, reason: 'Unpaid' })).statusCode).toBe(409);
    expect((await refund('no-such-order', { amount: 10, reason: 'Nobody' })).statusCode).toBe(404);

    // Staff (not admins) may not; an admin signed in long ago confirms it is them first.
    const cook = await signInAs(app(), { role: 'staff' });
    expect((await refund(order._id, { amount: 10, reason: 'Cook' }, cook)).statusCode).toBe(403);
    const stale = await signInAs(app(), { role: 'admin' });
    await ctx.t.db
      .update(sessions)
      .set({ authenticatedAt: new Date(Date.now() - 16 * 60_000) })
      .where(eq(sessions.userId, stale.userId));
    const late = await refund(order._id, { amount: 10, reason: 'Stale' }, stale);
    expect(late.statusCode).toBe(403);
    expect(late.json()).toMatchObject({ code: ErrorCode.ReauthRequired });

    for (const id of [order._id, notAccepted.order._id, cash.order._id, unpaid.order._id]) {
      expect(await rowsOf(id)).toEqual([]);
    }
    expect((await staffView(order._id)).payment.status).toBe('paid');
  });

  it('a refused refund fails at once with the provider’s reason; staff retry it once', async () => {
    const { order, paymentId } = await paidAndAccepted();
    control().settings.refuseRefunds = RAZORPAY_REFUND_ERRORS.insufficientBalance;
    try {
      const res = await refund(order._id, { amount: 50, reason: 'Cold food' });
      expect(res.statusCode, res.body).toBe(200);
      const refused = staffOrderResponseSchema.parse(res.json()).order;
      expect(refused.payment.status).toBe('refund_failed');
      expect(refused.refunds).toEqual([
        expect.objectContaining({
          status: 'failed',
          failureReason: RAZORPAY_REFUND_ERRORS.insufficientBalance,
          retryable: true,
        }),
      ]);
      // Refused money is still refundable: nothing went back.
      expect(refused.refundable).toBe(249.5);
      // The job does not ask again: one call, and the row stays failed.
      await app().paymentReconciliation!.runOnce();
      const calls = control().calls.filter((c) => c.path === `/v1/payments/${paymentId}/refund`);
      expect(calls).toHaveLength(1);
      expect((await rowsOf(order._id))[0]!.status).toBe('failed');
      expect(await auditOf(order._id, 'payment.refund_failed')).toHaveLength(1);
    } finally {
      control().settings.refuseRefunds = null;
    }

    const [failed] = (await staffView(order._id)).refunds;
    const retryUrl = `${staffUrl(order._id)}/refunds/${failed!.id}/retry`;
    const retried = await injectAs(app(), await admin(), 'POST', retryUrl);
    expect(retried.statusCode, retried.body).toBe(200);
    const after = staffOrderResponseSchema.parse(retried.json()).order;
    expect(after.payment.status).toBe('paid');
    expect(after.refunds.map((r) => [r.status, r.retryable])).toEqual([
      ['failed', false],
      ['refunded', false],
    ]);
    expect(after.refundable).toBe(199.5);
    expect(await auditOf(order._id, 'payment.refund_retried')).toHaveLength(1);
    const again = await injectAs(app(), await admin(), 'POST', retryUrl);
    expect(again.statusCode).toBe(409);
    const cook = await signInAs(app(), { role: 'staff' });
    expect((await injectAs(app(), cook, 'POST', retryUrl)).statusCode).toBe(403);
  });

  it('a cancelled order’s refund refused by the provider is refund_failed at once; a 5xx is retried', async () => {
    const { order, api, paymentId } = await paidAndAccepted('placed');
    // Unavailable twice (the send right after the cancel, then the job's): still pending.
    control().failNext(`/v1/payments/${paymentId}/refund`, 503);
    control().failNext(`/v1/payments/${paymentId}/refund`, 503);
    expect((await api.cancel(order._id)).statusCode).toBe(200);
    await app().paymentReconciliation!.runOnce();
    expect((await staffView(order._id)).payment.status).toBe('refund_pending');
    await app().paymentReconciliation!.runOnce();
    expect((await staffView(order._id)).payment.status).toBe('refunded');

    const other = await paidAndAccepted('placed');
    control().settings.refuseRefunds = RAZORPAY_REFUND_ERRORS.tooOld;
    try {
      expect((await other.api.cancel(other.order._id)).statusCode).toBe(200);
      await app().paymentReconciliation!.runOnce();
    } finally {
      control().settings.refuseRefunds = null;
    }
    const refused = await staffView(other.order._id);
    expect(refused.payment.status).toBe('refund_failed');
    expect(refused.refunds[0]).toMatchObject({
      status: 'failed',
      failureReason: RAZORPAY_REFUND_ERRORS.tooOld,
      byStaff: false,
      retryable: true,
    });
    // Cancelled: no new refund by staff, but the refused one can be retried.
    expect((await refund(other.order._id, { amount: 1, reason: 'More' })).statusCode).toBe(409);
    const retried = await injectAs(
      app(),
      await admin(),
      'POST',
      `${staffUrl(other.order._id)}/refunds/${refused.refunds[0]!.id}/retry`,
    );
    expect(retried.statusCode, retried.body).toBe(200);
    expect(staffOrderResponseSchema.parse(retried.json()).order.payment.status).toBe('refunded');
  });
});
