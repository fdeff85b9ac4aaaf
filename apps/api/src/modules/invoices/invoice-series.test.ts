import { financialYearOf, restaurantDay } from '@ninetonine/contract';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invoices } from '../../db/schema/index';
import { ordersClient, setRestaurant } from '#test/order-fixtures';
import { placeCashOrder, usePaymentsApp } from '#test/payment-fixtures';
import { signInAs } from '#test/sign-in';

const PARALLEL = 50;

/**
 * The acceptance of issue 32: invoice numbers stay gap-free and unique when 50 orders are
 * handed over at once, on both databases (the year's counter row is locked FOR UPDATE).
 */
describe('the invoice series under parallel orders', () => {
  const ctx = usePaymentsApp();
  const app = () => ctx.t.app;

  it(`numbers ${PARALLEL} orders collected at once 1..${PARALLEL}, each once, none skipped`, async () => {
    await setRestaurant(app(), { gstin: '27AAPFU0939F1ZV', invoicePrefix: 'T' });
    const staff = await signInAs(app(), { role: 'staff' });
    const kitchen = ordersClient(app(), staff.cookie);
    const placed = await Promise.all(
      Array.from({ length: PARALLEL }, () => placeCashOrder(app(), ctx.foodId)),
    );
    await Promise.all(
      placed.map(async ({ order }) => {
        for (const status of ['accepted', 'preparing', 'ready'] as const) {
          expect((await kitchen.setStatus(order._id, { status })).statusCode).toBe(200);
        }
      }),
    );

    const handed = await Promise.all(
      placed.map(({ order }) => kitchen.setStatus(order._id, { status: 'picked_up' })),
    );
    expect(handed.map((r) => r.statusCode)).toEqual(placed.map(() => 200));

    const year = financialYearOf(restaurantDay(new Date(), 'Asia/Kolkata'));
    const rows = await app()
      .db.select({ orderId: invoices.orderId, serial: invoices.serial, number: invoices.number })
      .from(invoices)
      .where(eq(invoices.financialYear, year))
      .orderBy(asc(invoices.serial));
    expect(rows.map((r) => r.serial)).toEqual(Array.from({ length: PARALLEL }, (_, i) => i + 1));
    expect(new Set(rows.map((r) => r.orderId))).toEqual(new Set(placed.map((p) => p.order._id)));
    expect(new Set(rows.map((r) => r.number)).size).toBe(PARALLEL);
  }, 120_000);
});
