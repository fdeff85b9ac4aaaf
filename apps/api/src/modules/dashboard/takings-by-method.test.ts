import { API_BASE_PATH, dashboardSchema, orderResponseSchema } from '@ninetonine/contract';
import { describe, expect, it } from 'vitest';
import { followReturn, placeCashOrder, placeOnline, usePaymentsApp } from '#test/payment-fixtures';
import { signInAs } from '#test/sign-in';
import { csrfHeaders } from '#test/test-app';

/**
 * The dashboard and the export split the day's takings by way to pay, refunds subtracted, in
 * minor units (issue 20, item 6; decision 0063), with real online payments on the stand-in.
 */
describe('takings by payment method', () => {
  const ctx = usePaymentsApp();
  const app = () => ctx.t.app;

  const cashOrder = () => placeCashOrder(app(), ctx.foodId);
  async function paidOnline() {
    const placed = await placeOnline(app(), ctx.foodId);
    const link = ctx.standIn.control.linkFor(placed.order._id)!;
    const back = await followReturn(app(), ctx.standIn.control.pay(link.id).returnUrl);
    expect(back.headers.location).toMatch(/payment=paid$/);
    return placed;
  }

  it('counts cash kept, online payments received less their refunds, and nothing unpaid', async () => {
    await cashOrder();
    const calledOff = await cashOrder();
    expect((await calledOff.api.cancel(calledOff.order._id)).statusCode).toBe(200);
    await paidOnline();
    const refunded = await paidOnline();
    const cancel = await refunded.api.cancel(refunded.order._id);
    expect(cancel.statusCode, cancel.body).toBe(200);
    const afterCancel = orderResponseSchema.parse(
      (await refunded.api.get(refunded.order._id)).json(),
    ).order;
    expect(afterCancel.payment.refund).toMatchObject({ amount: 249.5 });
    // Placed but never paid: neither an order nor a cancellation on the dashboard.
    await placeOnline(app(), ctx.foodId);

    const admin = await signInAs(app(), { role: 'admin' });
    const res = await app().inject({
      url: `${API_BASE_PATH}/staff/dashboard`,
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { today } = dashboardSchema.parse(res.json());
    expect(today).toMatchObject({ orders: 2, revenue: 499.5, cancelled: 2 });
    expect(today.byPaymentMethod).toEqual([
      { method: 'cash_on_delivery', orders: 0, received: 0, refunds: 0, takings: 0 },
      { method: 'pay_at_pickup', orders: 1, received: 250, refunds: 0, takings: 250 },
      { method: 'online', orders: 2, received: 499, refunds: 249.5, takings: 249.5 },
      { method: 'pay_at_table', orders: 0, received: 0, refunds: 0, takings: 0 },
    ]);
    // The methods' takings add up to the day's revenue, in minor units.
    const takings = today.byPaymentMethod.reduce((sum, m) => sum + Math.round(m.takings * 100), 0);
    expect(takings).toBe(Math.round(today.revenue * 100));

    // The export says the same, row by row.
    const day = (res.json() as { date: string }).date;
    const csv = await app().inject({
      url: `${API_BASE_PATH}/staff/orders/export.csv?from=${day}&to=${day}`,
      headers: { ...csrfHeaders, cookie: admin.cookie },
    });
    expect(csv.statusCode, csv.body).toBe(200);
    const [header, ...rows] = csv.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
      .map((r) => r.split(','));
    const at = (name: string) => header!.indexOf(name);
    const pick = (r: string[]) => [
      r[at('Status')],
      r[at('Payment method')],
      r[at('Payment status')],
      r[at('Refunded')],
      r[at('Takings')],
    ];
    expect(rows.map(pick)).toEqual([
      ['Placed', 'Pay at pickup', 'Cash due', '0.00', '250.00'],
      ['Cancelled', 'Pay at pickup', 'Not paid', '0.00', '0.00'],
      ['Placed', 'Online', 'Paid online', '0.00', '249.50'],
      // The provider may have done the refund meanwhile: subtracted either way.
      ['Cancelled', 'Online', expect.stringMatching(/^Refund(ed| pending)$/), '249.50', '0.00'],
      ['Awaiting payment', 'Online', 'Awaiting payment', '0.00', '0.00'],
    ]);
    const csvTakings = rows.reduce((sum, r) => sum + Math.round(Number(r[at('Takings')]) * 100), 0);
    expect(csvTakings).toBe(Math.round(today.revenue * 100));
  });
});
