import {
  API_BASE_PATH,
  financialYearOf,
  invoiceNumber,
  invoiceResponseSchema,
  restaurantDay,
} from '@ninetonine/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { foods, invoiceCounters, invoices, restaurantSettings } from '../../db/schema/index';
import { ordersClient, setRestaurant } from '#test/order-fixtures';
import {
  deliver,
  followReturn,
  placeCashOrder,
  placeOnline,
  usePaymentsApp,
} from '#test/payment-fixtures';
import { signInAs } from '#test/sign-in';
import { csrfHeaders } from '#test/test-app';

/** The GST portal's own example GSTIN (Maharashtra, 27): its check character is V. */
const GSTIN = '27AAPFU0939F1ZV';
const GST = {
  legalName: 'Nine To Nine Foods LLP',
  gstin: GSTIN,
  fssaiLicence: '11521999000123',
  registeredAddress: '9 Residency Road, Bengaluru 560025',
  invoicePrefix: 'NTN',
};

describe('GST tax invoices (issue 32; decision 0082)', () => {
  const ctx = usePaymentsApp();
  const app = () => ctx.t.app;

  const readInvoice = (orderId: string, cookie?: string, staff = false) =>
    app().inject({
      method: 'GET',
      url: `${API_BASE_PATH}${staff ? '/staff' : ''}/orders/${orderId}/invoice`,
      headers: { ...csrfHeaders, ...(cookie ? { cookie } : {}) },
    });

  /** A cash pickup order taken through the kitchen to the counter. */
  async function collectedCashOrder(staffCookie: string) {
    const placed = await placeCashOrder(app(), ctx.foodId);
    const kitchen = ordersClient(app(), staffCookie);
    for (const status of ['accepted', 'preparing', 'ready', 'picked_up'] as const) {
      const res = await kitchen.setStatus(placed.order._id, { status });
      expect(res.statusCode, res.body).toBe(200);
    }
    return placed;
  }

  const thisYear = () => financialYearOf(restaurantDay(new Date(), 'Asia/Kolkata'));
  const serialOf = (number: string) => Number(number.split('/').at(-1));

  it('issues none while the restaurant has no GSTIN: a tax invoice needs one', async () => {
    await setRestaurant(app(), { gstin: '' });
    const staff = await signInAs(app(), { role: 'staff' });
    const order = await collectedCashOrder(staff.cookie);
    expect((await readInvoice(order.order._id, order.cookie)).statusCode).toBe(404);
  });

  it('issues a cash order’s invoice when it is collected: CGST + SGST per line, SAC, veg mark, round-off', async () => {
    await setRestaurant(app(), { ...GST });
    await app().db.update(foods).set({ meat: 'free' }).where(eq(foods.id, ctx.foodId));
    const staff = await signInAs(app(), { role: 'staff' });
    const placed = await placeCashOrder(app(), ctx.foodId);
    // Not before it is handed over: the cash is not taken yet.
    expect((await readInvoice(placed.order._id, placed.cookie)).statusCode).toBe(404);
    const kitchen = ordersClient(app(), staff.cookie);
    for (const status of ['accepted', 'preparing', 'ready', 'picked_up'] as const) {
      expect((await kitchen.setStatus(placed.order._id, { status })).statusCode).toBe(200);
    }

    const res = await readInvoice(placed.order._id, placed.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const { invoice } = invoiceResponseSchema.parse(res.json());
    expect(invoice.number).toMatch(/^NTN\/\d{2}-\d{2}\/\d{6}$/);
    expect(invoice.number.length).toBeLessThanOrEqual(16);
    expect(invoice.financialYear).toBe(thisYear());
    expect(invoice.seller).toMatchObject({
      legalName: GST.legalName,
      gstin: GSTIN,
      fssaiLicence: GST.fssaiLicence,
      stateCode: '27',
      stateName: 'Maharashtra',
    });
    expect(invoice.placeOfSupply).toEqual({ code: '27', name: 'Maharashtra' });
    expect(invoice.interState).toBe(false);
    // ₹249.50 including 5%: ₹237.62 taxable, ₹5.94 + ₹5.94; paid ₹250 in cash.
    expect(invoice.lines).toEqual([
      expect.objectContaining({
        name: 'Masala Dosa',
        quantity: 1,
        veg: 'veg',
        sac: '996331',
        gross: 249.5,
        taxableValue: 237.62,
        cgst: 5.94,
        sgst: 5.94,
        igst: 0,
      }),
    ]);
    expect(invoice.totals).toMatchObject({
      taxableValue: 237.62,
      cgst: 5.94,
      sgst: 5.94,
      total: 250,
    });
    expect(invoice.totals.roundOff).toBeCloseTo(0.5, 2);

    // The kitchen reads it too; another customer and a signed-out caller do not.
    expect((await readInvoice(placed.order._id, staff.cookie, true)).json()).toEqual(res.json());
    const stranger = await signInAs(app());
    expect((await readInvoice(placed.order._id, stranger.cookie)).statusCode).toBe(404);
    expect((await readInvoice(placed.order._id)).statusCode).toBe(401);
    expect((await readInvoice(placed.order._id, placed.cookie, true)).statusCode).toBe(403);
  });

  it('never changes an issued invoice: later settings and menu edits do not show, the database refuses edits', async () => {
    await setRestaurant(app(), { ...GST });
    const staff = await signInAs(app(), { role: 'staff' });
    const placed = await collectedCashOrder(staff.cookie);
    const before = (await readInvoice(placed.order._id, placed.cookie)).json();

    await app()
      .db.update(restaurantSettings)
      .set({ legalName: 'Someone Else Pvt Ltd', taxRateBasisPoints: 1800, gstStateCode: '29' });
    await app().db.update(foods).set({ name: 'Renamed Dosa', meat: 'contains' });
    expect((await readInvoice(placed.order._id, placed.cookie)).json()).toEqual(before);

    await expect(
      app()
        .db.update(invoices)
        .set({ totalMinor: 1 })
        .where(eq(invoices.orderId, placed.order._id)),
    ).rejects.toThrow();
    await expect(
      app().db.delete(invoices).where(eq(invoices.orderId, placed.order._id)),
    ).rejects.toThrow();
    expect((await readInvoice(placed.order._id, placed.cookie)).json()).toEqual(before);
  });

  it('issues an online order’s invoice when its payment lands, next in the series', async () => {
    await setRestaurant(app(), { ...GST });
    const staff = await signInAs(app(), { role: 'staff' });
    const cash = await collectedCashOrder(staff.cookie);
    const first = invoiceResponseSchema.parse(
      (await readInvoice(cash.order._id, cash.cookie)).json(),
    );

    const paid = await placeOnline(app(), ctx.foodId);
    expect((await readInvoice(paid.order._id, paid.cookie)).statusCode).toBe(404);
    const control = ctx.standIn.control;
    const payment = control.pay(control.linkFor(paid.order._id)!.id);
    for (const hook of control.webhooks.take()) {
      expect((await deliver(app(), hook)).statusCode).toBe(200);
    }
    await followReturn(app(), payment.returnUrl);
    const res = await readInvoice(paid.order._id, paid.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const { invoice } = invoiceResponseSchema.parse(res.json());
    expect(serialOf(invoice.number)).toBe(serialOf(first.invoice.number) + 1);
    expect(invoice.order.paymentMethod).toBe('online');
    // Paid online to the paisa: nothing to round.
    expect(invoice.totals).toMatchObject({ total: 249.5, roundOff: 0 });

    // Collected later: still the one invoice.
    const kitchen = ordersClient(app(), staff.cookie);
    for (const status of ['accepted', 'preparing', 'ready', 'picked_up'] as const) {
      expect((await kitchen.setStatus(paid.order._id, { status })).statusCode).toBe(200);
    }
    expect((await readInvoice(paid.order._id, paid.cookie)).json()).toEqual(res.json());
  });

  it('charges IGST instead when the place of supply is not the GSTIN’s state', async () => {
    await setRestaurant(app(), { ...GST, gstStateCode: '29' });
    const staff = await signInAs(app(), { role: 'staff' });
    const placed = await collectedCashOrder(staff.cookie);
    const { invoice } = invoiceResponseSchema.parse(
      (await readInvoice(placed.order._id, placed.cookie)).json(),
    );
    expect(invoice.interState).toBe(true);
    expect(invoice.placeOfSupply).toEqual({ code: '29', name: 'Karnataka' });
    expect(invoice.lines[0]).toMatchObject({ taxableValue: 237.62, cgst: 0, sgst: 0, igst: 11.88 });
  });

  it('takes the financial year’s next serial under its counter, and a rolled-back issue gives it back', async () => {
    await setRestaurant(app(), { ...GST });
    const year = thisYear();
    const last = async () => {
      const [row] = await app()
        .db.select({ last: invoiceCounters.last })
        .from(invoiceCounters)
        .where(eq(invoiceCounters.financialYear, year));
      return row?.last ?? 0;
    };
    const staff = await signInAs(app(), { role: 'staff' });
    const start = await last();
    // The move to picked_up fails after the invoice was written (a statement that cannot
    // succeed, run in the same transaction by a trigger): nothing of it stays.
    const placed = await placeCashOrder(app(), ctx.foodId);
    const kitchen = ordersClient(app(), staff.cookie);
    for (const status of ['accepted', 'preparing', 'ready'] as const) {
      expect((await kitchen.setStatus(placed.order._id, { status })).statusCode).toBe(200);
    }
    await app().db.execute(sql`
      CREATE FUNCTION test_refuse_invoice() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'refused for the test'; END; $$`);
    await app().db.execute(sql`
      CREATE TRIGGER test_refuse_invoice AFTER INSERT ON invoices
      FOR EACH ROW EXECUTE FUNCTION test_refuse_invoice()`);
    try {
      const res = await kitchen.setStatus(placed.order._id, { status: 'picked_up' });
      expect(res.statusCode).toBe(500);
    } finally {
      await app().db.execute(sql`DROP TRIGGER test_refuse_invoice ON invoices`);
      await app().db.execute(sql`DROP FUNCTION test_refuse_invoice()`);
    }
    expect(await last()).toBe(start);
    expect((await kitchen.setStatus(placed.order._id, { status: 'picked_up' })).statusCode).toBe(
      200,
    );
    const { invoice } = invoiceResponseSchema.parse(
      (await readInvoice(placed.order._id, placed.cookie)).json(),
    );
    expect(invoice.number).toBe(invoiceNumber('NTN', year, start + 1));
  });
});
