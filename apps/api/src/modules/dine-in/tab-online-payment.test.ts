import {
  API_BASE_PATH,
  dineInTexts,
  guestTabResponseSchema,
  guestTableResponseSchema,
  staffTabResponseSchema,
  tabPaymentResponseSchema,
} from '@ninetonine/contract';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { dineInTabs, paymentLinks } from '../../db/schema/index';
import { tabPaymentBusy } from '../payments/tab-payments';
import { auditEntries } from '#test/audit-entries';
import { addTable, tableGuest, type TableGuest } from '#test/dine-in-fixtures';
import { deliver, followReturn, usePaymentsApp } from '#test/payment-fixtures';
import { injectAs, signInAs, type SignedIn } from '#test/sign-in';

const API = API_BASE_PATH;

/**
 * A dine-in tab paid online through the payment port (issue 33; decision 0100), on the
 * Razorpay stand-in: the server's amount, the signed return and webhook applied once, a failure
 * leaving the tab payable, a round added while paying, and every refusal changing nothing.
 */
describe('a dine-in tab paid online', () => {
  const ctx = usePaymentsApp();
  const app = () => ctx.t.app;
  let staff: SignedIn;
  beforeAll(async () => {
    staff = await signInAs(app(), { role: 'staff', name: 'Floor' });
  });
  const large = (quantity: number) => ({ foodId: ctx.foodId, size: 'Large', quantity });
  const asStaff = (url: string, payload?: unknown) =>
    injectAs(app(), staff, 'POST', `${API}${url}`, payload);
  const links = () => ctx.standIn.control.links;
  const linkRows = async () => (await app().db.select({ n: count() }).from(paymentLinks))[0]!.n;
  const readTab = async (g: TableGuest) =>
    guestTabResponseSchema.parse((await g.call('GET', '/tab')).json()).tab;

  /** A table with one guest and one round of `quantity` Large (₹299 each). */
  async function seated(name: string, quantity = 2) {
    const table = await addTable(app(), staff, name);
    const g = tableGuest(app(), table.token);
    const { tab } = await g.join('Asha', '98450 11111');
    expect((await g.round([large(quantity)])).statusCode).toBe(201);
    return { table, g, tabId: tab._id };
  }
  async function pay(g: TableGuest) {
    const res = await g.call('POST', '/tab/pay', { amount: 1, total: 1 });
    expect(res.statusCode, res.body).toBe(200);
    const { redirectUrl } = tabPaymentResponseSchema.parse(res.json());
    const linkId = redirectUrl.split('/').pop()!;
    const link = links().get(linkId)!;
    // Razorpay's reference_id takes at most 40 characters.
    expect(String(link.reference_id).length).toBeLessThanOrEqual(40);
    return { redirectUrl, linkId, link };
  }

  it('charges the server’s balance, marks the tab paid online once, and staff close it', async () => {
    const { table, g, tabId } = await seated('Garden 1');
    const landing = guestTableResponseSchema.parse((await g.call('GET', '')).json());
    expect(landing.onlinePayment).toBe(true);
    // The client's amount is not read: the link is for the tab's 2 × ₹299.
    const first = await pay(g);
    expect(first.redirectUrl).toBe(`${ctx.standIn.url}/pay/${first.linkId}`);
    expect(first.link).toMatchObject({ amount: 59_800, currency: 'INR' });
    // A second "pay" at the same balance is the same page: one link, one possible charge.
    expect((await pay(g)).linkId).toBe(first.linkId);
    expect(await linkRows()).toBe(1);

    const paid = ctx.standIn.control.pay(first.linkId);
    const back = await followReturn(app(), paid.returnUrl);
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`${ctx.t.env.PUBLIC_URL}/table/${table.token}?payment=paid`);
    expect(await readTab(g)).toMatchObject({
      status: 'paid',
      paidMethod: 'online',
      paid: 598,
      balance: 0,
    });
    // The webhooks, each twice, and the return again: applied once, audited with the reference.
    for (const hook of ctx.standIn.control.webhooks.take()) {
      for (const d of [hook, hook]) expect((await deliver(app(), d)).statusCode).toBe(200);
    }
    expect((await followReturn(app(), paid.returnUrl)).headers.location).toMatch(/payment=paid$/);
    const audited = await auditEntries(ctx.t.db, tabId, 'dine_in_tab.paid');
    expect(audited).toHaveLength(1);
    expect(audited[0]!.after).toMatchObject({ method: 'online', payment: paid.payment.id });
    // A second payment on the paid link (captured late by the provider): not kept, flagged.
    const second = ctx.standIn.control.captureLate(first.linkId);
    for (const hook of ctx.standIn.control.webhooks.take()) {
      expect((await deliver(app(), hook)).statusCode).toBe(200);
    }
    const flagged = await auditEntries(ctx.t.db, tabId, 'dine_in_tab.payment_unmatched');
    expect(flagged.map((e) => e.after)).toMatchObject([
      { payment: second.id, reason: 'not_payable' },
    ]);
    expect(await readTab(g)).toMatchObject({ status: 'paid', paid: 598 });

    // Paid: no second payment, online or at the table; staff close the tab.
    const again = await g.call('POST', '/tab/pay');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: dineInTexts.tabPaid });
    const cash = await asStaff(`/staff/tabs/${tabId}/paid`, { method: 'cash' });
    expect(cash.statusCode).toBe(409);
    expect(cash.json()).toMatchObject({ message: dineInTexts.tabPaid });
    const closed = await asStaff(`/staff/tabs/${tabId}/close`);
    expect(staffTabResponseSchema.parse(closed.json()).tab.status).toBe('closed');
    const late = await g.call('POST', '/tab/pay');
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ message: dineInTexts.tabClosed });
    expect(await linkRows()).toBe(1);
  });

  it('a failed payment leaves the tab open and payable; a round added while paying is a part payment', async () => {
    const { g, tabId } = await seated('Garden 2', 1);
    const first = await pay(g);
    ctx.standIn.control.fail(first.linkId);
    for (const hook of ctx.standIn.control.webhooks.take()) {
      expect((await deliver(app(), hook)).statusCode).toBe(200);
    }
    expect(await readTab(g)).toMatchObject({ status: 'open', balance: 299, paid: 0 });

    // A second round while the guest is on the provider's page, paid at the old amount.
    expect((await g.round([large(1)])).statusCode).toBe(201);
    const paid = ctx.standIn.control.pay(first.linkId);
    expect((await followReturn(app(), paid.returnUrl)).headers.location).toMatch(/payment=paid$/);
    expect(await readTab(g)).toMatchObject({
      status: 'open',
      paid: 299,
      balance: 299,
      paidMethod: 'online',
    });
    expect(await auditEntries(ctx.t.db, tabId, 'dine_in_tab.part_paid')).toHaveLength(1);
    ctx.standIn.control.webhooks.take();

    // The rest: a new link for the new balance, paid; the tab is paid in full.
    const rest = await pay(g);
    expect(rest.linkId).not.toBe(first.linkId);
    expect(rest.link.amount).toBe(29_900);
    ctx.standIn.control.pay(rest.linkId);
    for (const hook of ctx.standIn.control.webhooks.take()) {
      expect((await deliver(app(), hook)).statusCode).toBe(200);
    }
    expect(await readTab(g)).toMatchObject({ status: 'paid', paid: 598, balance: 0 });
  });

  it('a new balance replaces the open attempt, closed at the provider first', async () => {
    const { g } = await seated('Garden 3', 1);
    const first = await pay(g);
    expect((await g.round([large(1)])).statusCode).toBe(201);
    // The provider cannot close it just now: refused, nothing made.
    ctx.standIn.control.failNext(`/payment_links/${first.linkId}/cancel`);
    const busy = await g.call('POST', '/tab/pay');
    expect(busy.statusCode).toBe(409);
    expect(busy.json()).toMatchObject({ message: tabPaymentBusy });
    expect(links().get(first.linkId)!.status).toBe('created');
    const second = await pay(g);
    expect(second.link.amount).toBe(59_800);
    expect(links().get(first.linkId)!.status).toBe('cancelled');
    expect(() => ctx.standIn.control.pay(first.linkId)).toThrow();
  });

  it('staff taking the money close the guest’s open attempt; one they cannot close is refused', async () => {
    const { g, tabId } = await seated('Garden 4', 1);
    const { linkId } = await pay(g);
    ctx.standIn.control.failNext(`/payment_links/${linkId}/cancel`);
    const refused = await asStaff(`/staff/tabs/${tabId}/paid`, { method: 'upi' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: tabPaymentBusy });
    expect((await readTab(g)).status).toBe('open');
    const upi = await asStaff(`/staff/tabs/${tabId}/paid`, { method: 'upi' });
    expect(staffTabResponseSchema.parse(upi.json()).tab).toMatchObject({
      status: 'paid',
      paidMethod: 'upi',
    });
    expect(links().get(linkId)!.status).toBe('cancelled');
  });

  it('a forged webhook, another amount, or another table’s guest change nothing', async () => {
    const { table, g, tabId } = await seated('Garden 5', 1);
    const { linkId } = await pay(g);
    const before = await app().db.select().from(dineInTabs).where(eq(dineInTabs.id, tabId));

    // A payment of another amount on the link (the provider's word, signed): not kept, flagged.
    ctx.standIn.control.captureLate(linkId, { amountMinor: 100 });
    const [hook] = ctx.standIn.control.webhooks.take();
    const forged = {
      ...hook!,
      headers: { ...hook!.headers, 'x-razorpay-signature': 'f'.repeat(64) },
    };
    expect((await deliver(app(), forged)).statusCode).toBe(400);
    expect(await auditEntries(ctx.t.db, tabId, 'dine_in_tab.payment_unmatched')).toHaveLength(0);
    expect((await deliver(app(), hook!)).statusCode).toBe(200);
    const flagged = await auditEntries(ctx.t.db, tabId, 'dine_in_tab.payment_unmatched');
    expect(flagged).toHaveLength(1);
    expect(flagged[0]!.after).toMatchObject({ reason: 'wrong_amount', amount: 1 });
    // A replay of the signed body: once.
    expect((await deliver(app(), hook!)).statusCode).toBe(200);
    expect(await auditEntries(ctx.t.db, tabId, 'dine_in_tab.payment_unmatched')).toHaveLength(1);

    // Another table's guest through this table's code: refused, no link made.
    const other = await seated('Garden 6', 1);
    const crossed = tableGuest(app(), table.token);
    crossed.cookie = other.g.cookie;
    const rows = await linkRows();
    const res = await crossed.call('POST', '/tab/pay');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ message: dineInTexts.otherTable });
    const stranger = await tableGuest(app(), table.token).call('POST', '/tab/pay');
    expect(stranger.statusCode).toBe(401);
    // An empty tab has nothing to pay.
    const empty = tableGuest(app(), (await addTable(app(), staff, 'Garden 7')).token);
    await empty.join('Bala');
    const nothing = await empty.call('POST', '/tab/pay');
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json()).toMatchObject({ message: dineInTexts.nothingToPay });
    expect(await linkRows()).toBe(rows);
    expect(await app().db.select().from(dineInTabs).where(eq(dineInTabs.id, tabId))).toEqual(
      before,
    );
  });

  it('reconciliation applies a tab payment whose webhook was lost', async () => {
    const { g } = await seated('Garden 8', 1);
    const { linkId } = await pay(g);
    ctx.standIn.control.pay(linkId);
    ctx.standIn.control.webhooks.take();
    await ctx.t.app.paymentReconciliation!.runOnce();
    expect(await readTab(g)).toMatchObject({ status: 'paid', paidMethod: 'online' });
  });
});
