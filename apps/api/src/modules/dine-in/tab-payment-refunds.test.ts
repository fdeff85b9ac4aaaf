import {
  API_BASE_PATH,
  guestTabResponseSchema,
  staffTabResponseSchema,
  tabPaymentResponseSchema,
} from '@ninetonine/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { paymentRefunds } from '../../db/schema/index';
import { auditEntries } from '#test/audit-entries';
import { createFood } from '#test/cart-fixtures';
import { addTable, tableGuest, type TableGuest } from '#test/dine-in-fixtures';
import { deliver, followReturn, usePaymentsOnTwoInstances } from '#test/payment-fixtures';
import { RAZORPAY_REFUND_ERRORS, type RazorpayStandIn } from '#test/stand-ins/razorpay/index';
import { injectAs, signInAs, type SignedIn } from '#test/sign-in';
import type { TestApp } from '#test/test-app';

const API = API_BASE_PATH;

/**
 * A tab's payment the tab does not keep goes back by itself, once (issue 33; decision 0100): a
 * second payment on a paid tab, one after staff took the money, another amount, more than is
 * owed (the surplus only, or all of it when nothing is owed). On the Razorpay stand-in, with its
 * documented refund payloads and failures; on PostgreSQL two API instances share the database.
 */
describe('refunds of tab payments the tab does not keep', () => {
  let standIn: RazorpayStandIn;
  let a: TestApp;
  let b: TestApp;
  let foodId: string;
  let staff: SignedIn;
  const instances = usePaymentsOnTwoInstances();
  beforeAll(async () => {
    ({ a, b, standIn } = instances);
    foodId = (await createFood(a.app, { name: 'Masala Dosa' })).id;
    staff = await signInAs(a.app, { role: 'staff', name: 'Floor' });
  }, 60_000);
  const app = () => a.app;
  const control = () => standIn.control;
  const large = (quantity: number) => ({ foodId, size: 'Large', quantity });
  const asStaff = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) =>
    injectAs(app(), staff, method, `${API}${url}`, payload);
  const staffTab = async (tabId: string) =>
    staffTabResponseSchema.parse((await asStaff('GET', `/staff/tabs/${tabId}`)).json()).tab;
  const readTab = async (g: TableGuest) =>
    guestTabResponseSchema.parse((await g.call('GET', '/tab')).json()).tab;
  const rowsOf = (paymentId: string) =>
    a.db.select().from(paymentRefunds).where(eq(paymentRefunds.providerPaymentId, paymentId));
  const deliverAll = async (to: FastifyInstance = app()) => {
    for (const hook of control().webhooks.take()) {
      expect((await deliver(to, hook)).statusCode).toBe(200);
    }
  };
  const reconcile = () => a.app.paymentReconciliation!.runOnce();

  /** A table with one guest and rounds of `quantities` Large (₹299 each), and its pay link. */
  async function seatedWithLink(name: string, ...quantities: number[]) {
    const table = await addTable(app(), staff, name);
    const g = tableGuest(app(), table.token);
    const { tab } = await g.join('Asha', '98450 11111');
    const rounds: string[] = [];
    for (const q of quantities) {
      const res = await g.round([large(q)]);
      expect(res.statusCode, res.body).toBe(201);
      rounds.push((res.json() as { round: { _id: string } }).round._id);
    }
    const res = await g.call('POST', '/tab/pay');
    expect(res.statusCode, res.body).toBe(200);
    const linkId = tabPaymentResponseSchema.parse(res.json()).redirectUrl.split('/').pop()!;
    return { table, g, tabId: tab._id, linkId, rounds };
  }

  it('a second payment on a paid tab is refunded once, however often it is reported', async () => {
    const { g, tabId, linkId } = await seatedWithLink('Refund 1', 1);
    const paid = control().pay(linkId);
    await followReturn(app(), paid.returnUrl);
    await deliverAll();
    const second = control().captureLate(linkId);
    const [hook] = control().webhooks.take();
    // The webhook twice, and a replay with a fresh event id: one refund row, one refund.
    const replay = { ...hook!, headers: { ...hook!.headers, 'x-razorpay-event-id': 'evt_r1' } };
    for (const d of [hook!, hook!, replay]) expect((await deliver(app(), d)).statusCode).toBe(200);
    await reconcile();
    await reconcile();
    expect(control().refunds.get(second.id)).toHaveLength(1);
    expect(control().refunds.get(second.id)![0]).toMatchObject({ amount: 29_900 });
    expect(await rowsOf(second.id)).toEqual([
      expect.objectContaining({ tabId, orderId: null, reason: 'not_payable', status: 'refunded' }),
    ]);
    // The refund's own webhooks (ours, by its receipt) change nothing more.
    await deliverAll();
    expect(await auditEntries(a.db, tabId, 'payment.refund_requested')).toHaveLength(1);
    expect(await auditEntries(a.db, tabId, 'payment.refunded')).toHaveLength(1);
    // The tab keeps its one payment; staff and the guest see the refund.
    expect(await readTab(g)).toMatchObject({
      status: 'paid',
      paid: 299,
      refunds: [{ amount: 299, status: 'refunded' }],
    });
    expect((await staffTab(tabId)).refunds).toMatchObject([
      { amount: 299, status: 'refunded', reason: 'not_payable', failureReason: null },
    ]);
    // Staff refund ₹1 of the kept payment in the provider's dashboard: recorded on the tab, once.
    control().refund(paid.payment.id, 100, null);
    for (const hook of control().webhooks.take()) {
      for (const d of [hook, hook]) expect((await deliver(app(), d)).statusCode).toBe(200);
    }
    expect((await staffTab(tabId)).refunds).toMatchObject([
      { amount: 299, reason: 'not_payable' },
      { amount: 1, status: 'refunded', reason: 'outside' },
    ]);
    expect(await auditEntries(a.db, tabId, 'payment.refunded_outside')).toHaveLength(1);
  });

  it('a payment after staff took the money, and one of another amount: each refunded whole', async () => {
    const { tabId, linkId } = await seatedWithLink('Refund 2', 1);
    control().open(linkId);
    expect(
      (await asStaff('POST', `/staff/tabs/${tabId}/paid`, { method: 'cash' })).statusCode,
    ).toBe(200);
    const late = control().captureLate(linkId);
    const other = control().captureLate(linkId, { amountMinor: 100 });
    await deliverAll();
    await reconcile();
    expect(control().refunds.get(late.id)).toMatchObject([{ amount: 29_900 }]);
    expect(control().refunds.get(other.id)).toMatchObject([{ amount: 100 }]);
    expect((await staffTab(tabId)).refunds).toMatchObject([
      { amount: 299, status: 'refunded', reason: 'not_payable' },
      { amount: 1, status: 'refunded', reason: 'wrong_amount' },
    ]);
    expect(await staffTab(tabId)).toMatchObject({ status: 'paid', paidMethod: 'cash', paid: 299 });
  });

  it('more than is owed: the tab keeps what it owed and the surplus goes back', async () => {
    const { g, tabId, linkId, rounds } = await seatedWithLink('Refund 3', 1, 1);
    const rejected = await asStaff('PATCH', `/staff/orders/${rounds[1]}/status`, {
      status: 'rejected',
      reason: 'Out of dosa batter',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const paid = control().pay(linkId);
    const back = await followReturn(app(), paid.returnUrl);
    expect(back.headers.location).toMatch(/payment=paid$/);
    await deliverAll();
    await reconcile();
    expect(control().refunds.get(paid.payment.id)).toMatchObject([{ amount: 29_900 }]);
    expect(await readTab(g)).toMatchObject({
      status: 'paid',
      paid: 299,
      balance: 0,
      refunds: [{ amount: 299, status: 'refunded' }],
    });
    expect((await auditEntries(a.db, tabId, 'dine_in_tab.paid'))[0]!.after).toMatchObject({
      kept: 299,
      reason: 'more_than_owed',
    });
  });

  it('nothing owed: all of it goes back and the return page says it is being refunded', async () => {
    const { table, g, tabId, linkId, rounds } = await seatedWithLink('Refund 4', 1);
    expect(
      (
        await asStaff('PATCH', `/staff/orders/${rounds[0]}/status`, {
          status: 'rejected',
          reason: 'Kitchen closed',
        })
      ).statusCode,
    ).toBe(200);
    const paid = control().pay(linkId);
    const back = await followReturn(app(), paid.returnUrl);
    expect(back.headers.location).toBe(`${a.env.PUBLIC_URL}/table/${table.token}?payment=refunded`);
    // The return again (after its webhooks): still the truth, still one refund.
    await deliverAll();
    expect((await followReturn(app(), paid.returnUrl)).headers.location).toMatch(
      /payment=refunded$/,
    );
    await reconcile();
    expect(control().refunds.get(paid.payment.id)).toHaveLength(1);
    expect(await readTab(g)).toMatchObject({
      status: 'open',
      paid: 0,
      refunds: [{ amount: 299, status: 'refunded' }],
    });
    expect((await rowsOf(paid.payment.id))[0]).toMatchObject({ tabId, reason: 'more_than_owed' });
  });

  it('a provider failure leaves the refund pending; reconciliation sends it; a refusal is shown in words', async () => {
    const { tabId, linkId } = await seatedWithLink('Refund 5', 1);
    control().pay(linkId);
    await deliverAll();
    const stray = control().captureLate(linkId);
    // Down for the send after the webhook and the job's next try.
    control().failNext(`/v1/payments/${stray.id}/refund`, 503);
    control().failNext(`/v1/payments/${stray.id}/refund`, 503);
    await deliverAll();
    await reconcile();
    expect(control().refunds.get(stray.id)).toBeUndefined();
    expect((await staffTab(tabId)).refunds).toMatchObject([{ status: 'pending' }]);
    await reconcile();
    expect(control().refunds.get(stray.id)).toHaveLength(1);
    expect((await staffTab(tabId)).refunds).toMatchObject([{ status: 'refunded' }]);

    // Refused for good (Razorpay's documented 400): failed, with the provider's words for staff.
    const refused = control().captureLate(linkId);
    control().settings.refuseRefunds = RAZORPAY_REFUND_ERRORS.insufficientBalance;
    try {
      await deliverAll();
      await reconcile();
    } finally {
      control().settings.refuseRefunds = null;
    }
    expect((await staffTab(tabId)).refunds[1]).toMatchObject({
      status: 'failed',
      failureReason: RAZORPAY_REFUND_ERRORS.insufficientBalance,
    });
    expect(control().refunds.get(refused.id)).toBeUndefined();
    expect(await auditEntries(a.db, tabId, 'payment.refund_failed')).toHaveLength(1);
  });

  it('two instances told of the same stray payment at once refund it once', async () => {
    const { tabId, linkId } = await seatedWithLink('Refund 6', 1);
    const paid = control().pay(linkId);
    await deliverAll();
    await followReturn(app(), paid.returnUrl);
    const stray = control().captureLate(linkId);
    const [hook] = control().webhooks.take();
    const replay = { ...hook!, headers: { ...hook!.headers, 'x-razorpay-event-id': 'evt_r6' } };
    const answers = await Promise.all([
      deliver(a.app, hook!),
      deliver(b.app, hook!),
      deliver(b.app, replay),
      deliver(a.app, replay),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    await Promise.all([
      a.app.paymentReconciliation!.runOnce(),
      b.app.paymentReconciliation!.runOnce(),
    ]);
    await reconcile();
    expect(control().refunds.get(stray.id)).toHaveLength(1);
    expect(await rowsOf(stray.id)).toHaveLength(1);
    expect(await auditEntries(a.db, tabId, 'dine_in_tab.payment_unmatched')).toHaveLength(1);
    expect(await auditEntries(a.db, tabId, 'payment.refunded')).toHaveLength(1);
  });
});
