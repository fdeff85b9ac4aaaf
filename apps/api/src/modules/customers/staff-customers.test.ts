import {
  API_BASE_PATH,
  customersListResponseSchema,
  ErrorCode,
  type StaffCustomer,
} from '@ninetonine/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createFood } from '#test/cart-fixtures';
import { setRestaurant } from '#test/order-fixtures';
import { insertOrderAt } from '#test/past-order-fixtures';
import { injectAs, signInAs, type SignedIn } from '#test/sign-in';
import { useTestApp } from '#test/test-app';
import {
  auditLog,
  orderRatings,
  orders,
  paymentRefunds,
  sessions,
  users,
} from '../../db/schema/index';
import { CUSTOMERS_EXPORT_ACTION } from './customers.service';

const BASE = `${API_BASE_PATH}/staff/customers`;
const DAY = 86_400_000;
const HOUR = 3_600_000;

describe('GET /staff/customers and its export (admin only)', () => {
  const t = useTestApp({ seed: false });
  let admin: SignedIn;
  let staff: SignedIn;
  let asha: SignedIn;
  let bala: SignedIn;
  let chitra: SignedIn;
  let foodId: string;
  const now = Date.now();

  const customer = async (name: string, email: string, phone: string) => {
    const who = await signInAs(t.app, { name, phone });
    await t.db.update(users).set({ email }).where(eq(users.id, who.userId));
    return who;
  };
  const order = (
    userId: string,
    minor: number,
    at: number,
    status: 'delivered' | 'picked_up' | 'cancelled' | 'placed' | 'accepted',
  ) =>
    insertOrderAt(t.app, {
      userId,
      at: new Date(at),
      status,
      lines: [{ foodId, name: 'Thali', unitPriceMinor: minor, quantity: 1 }],
    });
  const list = async (query = '', who: SignedIn = admin): Promise<StaffCustomer[]> => {
    const res = await injectAs(t.app, who, 'GET', `${BASE}${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return customersListResponseSchema.parse(res.json()).customers;
  };
  const names = (rows: StaffCustomer[]) => rows.map((c) => c.name);

  beforeAll(async () => {
    await setRestaurant(t.app);
    foodId = (await createFood(t.app, { name: 'Thali' })).id;
    admin = await signInAs(t.app, { role: 'admin', name: 'Owner' });
    staff = await signInAs(t.app, { role: 'staff', name: 'Cook' });
    asha = await customer('Asha Rao', 'asha.rao@example.test', '+91 98450 11111');
    bala = await customer('Bala Iyer', 'bala@example.test', '+91 98450 22222');
    // A name a spreadsheet would run as a formula.
    chitra = await customer('=HYPERLINK("http://x")', 'chitra@example.test', '+91 98450 33333');

    // Asha: two handed over (₹500 cash delivered, ₹300 picked up), one cancelled (not counted).
    const a1 = await order(asha.userId, 50_000, now - 10 * DAY, 'delivered');
    const a2 = await order(asha.userId, 30_000, now - 5 * DAY, 'picked_up');
    await order(asha.userId, 100_000, now - DAY, 'cancelled');
    await t.db.insert(orderRatings).values([
      { orderId: a1.id, stars: 5 },
      { orderId: a2.id, stars: 4 },
    ]);
    // Bala: ₹400 paid online and accepted, ₹100 refunded (a refused refund of ₹50 kept no
    // money back); ₹200 cash placed an hour ago (not handed over: an order, no spend yet).
    const b1 = await order(bala.userId, 40_000, now - 2 * DAY, 'placed');
    await t.db
      .update(orders)
      .set({
        status: 'accepted',
        paymentMethod: 'online',
        paymentStatus: 'paid',
        paymentProvider: 'razorpay',
        providerPaymentId: 'pay_bala',
      })
      .where(eq(orders.id, b1.id));
    const refund = { orderId: b1.id, provider: 'razorpay' as const, providerPaymentId: 'pay_bala' };
    await t.db.insert(paymentRefunds).values([
      { ...refund, amountMinor: 10_000, reason: 'outside', status: 'refunded', madeOutside: true },
      { ...refund, amountMinor: 5_000, reason: 'outside', status: 'failed', madeOutside: true },
    ]);
    await order(bala.userId, 20_000, now - HOUR, 'placed');
    await t.db.insert(orderRatings).values({ orderId: b1.id, stars: 3 });
  });

  it('lists customers only, last order first, with orders, spend, last order and rating given', async () => {
    const rows = await list();
    expect(names(rows)).toEqual(['Bala Iyer', 'Asha Rao', '=HYPERLINK("http://x")']);
    const [b, a, c] = rows;
    expect(a).toMatchObject({
      _id: asha.userId,
      maskedEmail: 'as•••@example.test',
      maskedPhone: '••••1111',
      orders: 2,
      spendMinor: 80_000,
      averageRating: 4.5,
      ratings: 2,
    });
    expect(Date.parse(a!.lastOrderAt!)).toBe(new Date(now - 5 * DAY).getTime());
    expect(b).toMatchObject({ orders: 2, spendMinor: 30_000, averageRating: 3, ratings: 1 });
    expect(c).toMatchObject({
      _id: chitra.userId,
      orders: 0,
      spendMinor: 0,
      lastOrderAt: null,
      averageRating: null,
      ratings: 0,
    });
    // Contact data is never whole in the list.
    expect(JSON.stringify(rows)).not.toMatch(/asha\.rao@|98450 11111/);
  });

  it('sorts by spend, searches name, email and phone, and pages', async () => {
    expect(names(await list('?sort=spend'))).toEqual([
      'Asha Rao',
      'Bala Iyer',
      '=HYPERLINK("http://x")',
    ]);
    expect(names(await list('?search=asha'))).toEqual(['Asha Rao']);
    expect(names(await list('?search=BALA%40EXAMPLE'))).toEqual(['Bala Iyer']);
    expect(names(await list('?search=22222'))).toEqual(['Bala Iyer']);
    // LIKE's wildcards are text to search for, not patterns.
    expect(await list('?search=%25')).toEqual([]);
    expect(await list('?search=Owner')).toEqual([]);
    const res = await injectAs(t.app, admin, 'GET', `${BASE}?limit=1&page=2`);
    expect(customersListResponseSchema.parse(res.json())).toMatchObject({
      customers: [{ name: 'Asha Rao' }],
      pagination: { page: 2, limit: 1, total: 3, totalPages: 3 },
    });
  });

  it('refuses bad input with a 400 message', async () => {
    for (const query of [
      `?search=${'a'.repeat(101)}`,
      '?sort=name',
      '?page=0',
      '?limit=1000',
      '?search=%00',
    ]) {
      const res = await injectAs(t.app, admin, 'GET', `${BASE}${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toEqual(expect.any(String));
    }
  });

  it('refuses customers, staff and visitors, the list and the export', async () => {
    for (const url of [BASE, `${BASE}/export.csv`]) {
      expect((await injectAs(t.app, null, 'GET', url)).statusCode).toBe(401);
      expect((await injectAs(t.app, asha, 'GET', url)).statusCode).toBe(403);
      expect((await injectAs(t.app, staff, 'GET', url)).statusCode).toBe(403);
    }
    expect(
      await t.db.select().from(auditLog).where(eq(auditLog.action, CUSTOMERS_EXPORT_ACTION)),
    ).toEqual([]);
  });

  it('exports contact data only after a fresh sign-in, audited, safe for spreadsheets', async () => {
    const stale = await signInAs(t.app, { role: 'admin', name: 'Old session' });
    await t.db
      .update(sessions)
      .set({ authenticatedAt: new Date(Date.now() - 16 * 60_000) })
      .where(eq(sessions.userId, stale.userId));
    const refused = await injectAs(t.app, stale, 'GET', `${BASE}/export.csv`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: ErrorCode.ReauthRequired,
      message: expect.stringContaining('confirm'),
    });
    const audited = () =>
      t.db.select().from(auditLog).where(eq(auditLog.action, CUSTOMERS_EXPORT_ACTION));
    expect(await audited()).toEqual([]);

    const res = await injectAs(t.app, admin, 'GET', `${BASE}/export.csv`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="customers.csv"');
    expect(res.headers['cache-control']).toBe('no-store');
    const lines = res.body.slice(1).split('\r\n');
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    expect(lines[0]).toBe(
      'Name,Email,Phone,Orders,Spend,Last order,Average rating given,Ratings given',
    );
    expect(lines[1]).toMatch(
      /^Bala Iyer,bala@example\.test,'\+91 98450 22222,2,300\.00,.+,3\.0,1$/,
    );
    expect(lines[2]).toMatch(
      /^Asha Rao,asha\.rao@example\.test,'\+91 98450 11111,2,800\.00,.+,4\.5,2$/,
    );
    // The formula is shown, never run: an apostrophe first, then RFC 4180 quoting; the phone's
    // leading + too.
    expect(lines[3]).toBe(
      `"'=HYPERLINK(""http://x"")",chitra@example.test,'+91 98450 33333,0,0.00,,,0`,
    );
    expect(lines[4]).toBe('');
    expect(lines).toHaveLength(5);

    const [entry] = await audited();
    expect(entry).toMatchObject({
      actorUserId: admin.userId,
      entityType: 'export',
      entityId: 'customers.csv',
      after: { rows: 3 },
    });
    expect(entry!.at.getTime()).toBeGreaterThan(now - 60_000);
  });
});
