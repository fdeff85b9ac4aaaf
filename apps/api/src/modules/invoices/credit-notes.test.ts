import {
  API_BASE_PATH,
  creditNotesResponseSchema,
  financialYearOf,
  invoiceResponseSchema,
  restaurantDay,
} from '@ninetonine/contract';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { creditNotes, invoices } from '../../db/schema/index';
import { csrfHeaders } from '#test/test-app';
import { setRestaurant } from '#test/order-fixtures';
import { deliver, placePaidOnline, usePaymentsApp } from '#test/payment-fixtures';
import { injectAs, signInAs, type SignedIn } from '#test/sign-in';
import { RAZORPAY_REFUND_ERRORS } from '#test/stand-ins/razorpay/index';

const GSTIN = '27AAPFU0939F1ZV';

/**
 * GST credit notes (issue 32; decision 0089): a settled refund of an invoiced order issues one,
 * from its own gap-free series, through the real refund flow on the Razorpay stand-in.
 */
describe('GST credit notes on refunds', () => {
  const ctx = usePaymentsApp();
  const app = () => ctx.t.app;
  const control = () => ctx.standIn.control;
  let adminCache: SignedIn | undefined;
  const admin = async () => (adminCache ??= await signInAs(app(), { role: 'admin' }));
  const staffUrl = (id: string) => `${API_BASE_PATH}/staff/orders/${id}`;
  const notesOf = (orderId: string) =>
    app()
      .db.select()
      .from(creditNotes)
      .where(eq(creditNotes.orderId, orderId))
      .orderBy(asc(creditNotes.serial));
  const read = (orderId: string, cookie: string, what: 'invoice' | 'credit-notes') =>
    app().inject({
      method: 'GET',
      url: `${API_BASE_PATH}/orders/${orderId}/${what}`,
      headers: { ...csrfHeaders, cookie },
    });

  /** A customer's ₹249.50 pickup order, paid online (so invoiced) and accepted. */
  const paidAndAccepted = async () => placePaidOnline(ctx, await admin());
  const refund = async (id: string, amount: number, reason: string) => {
    const res = await injectAs(app(), await admin(), 'POST', `${staffUrl(id)}/refunds`, {
      amount,
      reason,
    });
    expect(res.statusCode, res.body).toBe(200);
  };

  it('a part refund and then the rest issue two notes, numbered in turn, adding up to the invoice', async () => {
    await setRestaurant(app(), { gstin: GSTIN, invoicePrefix: 'NTN' });
    const { order, cookie } = await paidAndAccepted();
    const invoice = invoiceResponseSchema.parse(
      (await read(order._id, cookie, 'invoice')).json(),
    ).invoice;
    expect((await read(order._id, cookie, 'credit-notes')).json()).toEqual({ creditNotes: [] });

    await refund(order._id, 100.25, 'Raita was missing');
    await refund(order._id, 149.25, 'Customer unhappy');

    const rows = await notesOf(order._id);
    expect(rows.map((r) => r.totalMinor)).toEqual([10_025, 14_925]);
    expect(rows[1]!.serial).toBe(rows[0]!.serial + 1);
    const year = financialYearOf(restaurantDay(new Date(), 'Asia/Kolkata')).slice(2);
    expect(rows[0]!.number).toBe(`NTN/C/${year}/${String(rows[0]!.serial).padStart(4, '0')}`);
    expect(rows[0]!.number.length).toBeLessThanOrEqual(16);
    // Part by part, the two notes give back exactly what the invoice charged.
    const [inv] = await app().db.select().from(invoices).where(eq(invoices.orderId, order._id));
    for (const key of ['taxableMinor', 'cgstMinor', 'sgstMinor', 'igstMinor'] as const) {
      expect(rows[0]![key] + rows[1]![key]).toBe(inv![key]);
    }

    const listed = creditNotesResponseSchema.parse(
      (await read(order._id, cookie, 'credit-notes')).json(),
    ).creditNotes;
    expect(listed).toEqual([
      expect.objectContaining({
        number: rows[0]!.number,
        reason: 'Raita was missing',
        invoice: { number: invoice.number, issuedAt: invoice.issuedAt },
        placeOfSupply: { code: '27', name: 'Maharashtra' },
        ratePercent: 5,
        totals: expect.objectContaining({ total: 100.25 }),
      }),
      expect.objectContaining({ number: rows[1]!.number, reason: 'Customer unhappy' }),
    ]);
    const first = listed[0]!.totals;
    // The split is shown: its parts and the round-off add up to the amount refunded.
    expect(
      Math.round(
        (first.taxableValue + first.cgst + first.sgst + first.igst + first.roundOff) * 100,
      ),
    ).toBe(10_025);

    // Anyone else's order: 404, as its invoice.
    const stranger = await signInAs(app());
    expect((await read(order._id, stranger.cookie, 'credit-notes')).statusCode).toBe(404);

    // Issued is issued: the database refuses any change.
    await expect(
      app().db.update(creditNotes).set({ totalMinor: 1 }).where(eq(creditNotes.orderId, order._id)),
    ).rejects.toThrow();
    await expect(
      app().db.delete(creditNotes).where(eq(creditNotes.orderId, order._id)),
    ).rejects.toThrow();
    expect(await notesOf(order._id)).toEqual(rows);
  });

  it('a refused refund issues none; its retry issues one, and its webhooks none more', async () => {
    await setRestaurant(app(), { gstin: GSTIN });
    const { order } = await paidAndAccepted();
    control().settings.refuseRefunds = RAZORPAY_REFUND_ERRORS.insufficientBalance;
    try {
      await refund(order._id, 50, 'Cold food');
    } finally {
      control().settings.refuseRefunds = null;
    }
    expect(await notesOf(order._id)).toEqual([]);

    control().webhooks.take();
    const staff = await injectAs(app(), await admin(), 'GET', staffUrl(order._id));
    const failed = staff.json().order.refunds[0];
    const retried = await injectAs(
      app(),
      await admin(),
      'POST',
      `${staffUrl(order._id)}/refunds/${failed.id}/retry`,
      {},
    );
    expect(retried.statusCode, retried.body).toBe(200);
    // The provider's webhooks for it, each twice, and the job: settled once, one note.
    for (const d of control().webhooks.take()) {
      expect((await deliver(app(), d)).statusCode).toBe(200);
      expect((await deliver(app(), d)).statusCode).toBe(200);
    }
    await app().paymentReconciliation!.runOnce();
    const rows = await notesOf(order._id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ totalMinor: 5_000, snapshot: { reason: 'Cold food' } });
  });

  it('a refund of an order without an invoice issues none', async () => {
    await setRestaurant(app(), { gstin: '' });
    const { order, cookie } = await paidAndAccepted();
    await refund(order._id, 20, 'Late');
    expect(await notesOf(order._id)).toEqual([]);
    expect((await read(order._id, cookie, 'credit-notes')).statusCode).toBe(404);
  });

  it('numbers notes of refunds made at once gap-free, each once', async () => {
    await setRestaurant(app(), { gstin: GSTIN });
    const orders = [];
    for (let i = 0; i < 5; i++) orders.push(await paidAndAccepted());
    await Promise.all(orders.map(({ order }) => refund(order._id, 10, 'Spilt')));
    const year = financialYearOf(restaurantDay(new Date(), 'Asia/Kolkata'));
    const all = await app()
      .db.select({ serial: creditNotes.serial, refundId: creditNotes.refundId })
      .from(creditNotes)
      .where(eq(creditNotes.financialYear, year))
      .orderBy(asc(creditNotes.serial));
    expect(all.map((r) => r.serial)).toEqual(all.map((_, i) => i + 1));
    expect(new Set(all.map((r) => r.refundId)).size).toBe(all.length);
    for (const { order } of orders) expect(await notesOf(order._id)).toHaveLength(1);
  });

  it('nets the month’s notes in the B2C summary and lists them in the register', async () => {
    const month = restaurantDay(new Date(), 'Asia/Kolkata').slice(0, 7);
    const csv = async (kind: string) =>
      (
        await injectAs(
          app(),
          await admin(),
          'GET',
          `${API_BASE_PATH}/staff/invoices/export.csv?month=${month}&kind=${kind}`,
        )
      ).body
        .replace('\uFEFF', '')
        .trim()
        .split('\r\n')
        .map((r) => r.split(','));
    const allInvoices = await app().db.select().from(invoices);
    const allNotes = await app().db.select().from(creditNotes);
    expect(allNotes.length).toBeGreaterThan(0);
    const sum = (
      rows: { taxableMinor: number; totalMinor: number }[],
      key: 'taxableMinor' | 'totalMinor',
    ) => rows.reduce((a, r) => a + r[key], 0);

    const [header, row, ...others] = await csv('b2cs');
    expect(others).toEqual([]);
    const cell = (name: string) => row![header!.indexOf(name)];
    expect(cell('Place Of Supply')).toBe('27-Maharashtra');
    expect(cell('Invoices')).toBe(String(allInvoices.length));
    expect(cell('Credit notes')).toBe(String(allNotes.length));
    const net = (key: 'taxableMinor' | 'totalMinor') =>
      ((sum(allInvoices, key) - sum(allNotes, key)) / 100).toFixed(2);
    expect(cell('Taxable Value')).toBe(net('taxableMinor'));
    expect(cell('Invoice value')).toBe(net('totalMinor'));

    const register = (await csv('register')).slice(1);
    const noteRows = register.filter((r) => r[0] === 'Credit note');
    expect(noteRows.map((r) => r[1])).toEqual(allNotes.map((n) => n.number).sort());
    const byNumber = new Map(allInvoices.map((i) => [i.id, i.number]));
    for (const r of noteRows) {
      const note = allNotes.find((n) => n.number === r[1])!;
      expect(r[3]).toBe(byNumber.get(note.invoiceId));
    }
    expect(register.filter((r) => r[0] === 'Invoice')).toHaveLength(allInvoices.length);
  });
});
