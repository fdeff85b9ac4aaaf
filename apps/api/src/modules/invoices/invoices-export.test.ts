import { API_BASE_PATH, restaurantDay } from '@ninetonine/contract';
import { describe, expect, it } from 'vitest';
import { ordersClient, setRestaurant } from '#test/order-fixtures';
import { placeCashOrder, usePaymentsApp } from '#test/payment-fixtures';
import { injectAs, signInAs } from '#test/sign-in';

/** The month's file for the GST return: GSTR-1 table 7's columns, summed by place and rate. */
describe('the invoices export', () => {
  const ctx = usePaymentsApp();
  const app = () => ctx.t.app;
  const url = (query: string) => `${API_BASE_PATH}/staff/invoices/export.csv?${query}`;

  async function collected(times: number) {
    const staff = await signInAs(app(), { role: 'staff' });
    const kitchen = ordersClient(app(), staff.cookie);
    for (let i = 0; i < times; i++) {
      const { order } = await placeCashOrder(app(), ctx.foodId);
      for (const status of ['accepted', 'preparing', 'ready', 'picked_up'] as const) {
        expect((await kitchen.setStatus(order._id, { status })).statusCode).toBe(200);
      }
    }
  }

  it('sums the month by place of supply and rate, and lists each invoice in the register', async () => {
    await setRestaurant(app(), { gstin: '27AAPFU0939F1ZV' });
    await collected(2);
    // A month later the restaurant supplies from Karnataka: a row of its own.
    await setRestaurant(app(), { gstin: '27AAPFU0939F1ZV', gstStateCode: '29' });
    await collected(1);
    const month = restaurantDay(new Date(), 'Asia/Kolkata').slice(0, 7);
    const admin = await signInAs(app(), { role: 'admin' });

    const res = await injectAs(app(), admin, 'GET', url(`month=${month}`));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="invoices-${month}-b2cs.csv"`,
    );
    expect(res.body.replace('\uFEFF', '').split('\r\n')).toEqual([
      'Type,Place Of Supply,Rate,Applicable % of Tax Rate,Taxable Value,Integrated Tax,Central Tax,State/UT Tax,Cess Amount,E-Commerce GSTIN,Invoices,Credit notes,Invoice value',
      // Two of ₹237.62 taxable + ₹5.94 + ₹5.94, paid ₹250 each.
      'OE,27-Maharashtra,5,,475.24,0.00,11.88,11.88,0.00,,2,0,500.00',
      'OE,29-Karnataka,5,,237.62,11.88,0.00,0.00,0.00,,1,0,250.00',
      '',
    ]);

    const register = await injectAs(app(), admin, 'GET', url(`month=${month}&kind=register`));
    const rows = register.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(rows[0]).toBe(
      'Type,Number,Issued at,Against invoice,Order number,Place Of Supply,Rate,Taxable Value,Central Tax,State/UT Tax,Integrated Tax,Round off,Value',
    );
    expect(rows.slice(1).map((r) => r.split(',').slice(5))).toEqual([
      ['27-Maharashtra', '5', '237.62', '5.94', '5.94', '0.00', '0.50', '250.00'],
      ['27-Maharashtra', '5', '237.62', '5.94', '5.94', '0.00', '0.50', '250.00'],
      ['29-Karnataka', '5', '237.62', '0.00', '0.00', '11.88', '0.50', '250.00'],
    ]);
  });

  it('is for admins, and refuses a month that is not one', async () => {
    const staff = await signInAs(app(), { role: 'staff' });
    expect((await injectAs(app(), staff, 'GET', url('month=2026-11'))).statusCode).toBe(403);
    const admin = await signInAs(app(), { role: 'admin' });
    for (const query of ['month=2026-13', 'month=2026-1', 'month=', 'month=2026-11&kind=all']) {
      const res = await injectAs(app(), admin, 'GET', url(query));
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toEqual(expect.any(String));
    }
  });
});
