import { API_BASE_PATH } from '@ninetonine/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, orders, users } from '../../db/schema/index';
import { createFood } from '#test/cart-fixtures';
import { setRestaurant } from '#test/order-fixtures';
import { insertOrderAt } from '#test/past-order-fixtures';
import { signInAs } from '#test/sign-in';
import { useTestApp } from '#test/test-app';
import { createAuditLog } from '../audit/audit-log';
import { createRestaurantRepository } from '../restaurant/restaurant.repository';
import { createDashboardRepository } from './dashboard.repository';
import { createOrdersExportService } from './orders-export.service';

const EXPORT = `${API_BASE_PATH}/staff/orders/export.csv`;

/** A strict RFC 4180 reader for the tests: records of cells, each record ended by CRLF. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c !== '"') cell += c;
      else if (text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else quoted = false;
    } else if (c === '"') {
      expect(cell).toBe(''); // a quote only opens a cell
      quoted = true;
    } else if (c === ',') {
      record.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      records.push([...record, cell]);
      record = [];
      cell = '';
      i += 1;
    } else cell += c;
  }
  expect({ record, cell, quoted }).toEqual({ record: [], cell: '', quoted: false });
  return records;
}

describe('GET /staff/orders/export.csv', () => {
  const t = useTestApp({ seed: false });
  let admin: { userId: string; cookie: string };
  let food: { id: string };
  let customerId: string;

  const download = async (query: string) => {
    const res = await t.app.inject({ url: `${EXPORT}${query}`, headers: { cookie: admin.cookie } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = parseCsv(res.body.slice(1));
    expect(header?.[0]).toBe('Order number');
    return { res, rows };
  };
  // Pages of two, so a short range already reads several pages.
  const exportTwoAPage = () =>
    createOrdersExportService({
      db: t.db,
      repo: createDashboardRepository(),
      audit: createAuditLog(),
      restaurant: createRestaurantRepository(),
      pageSize: 2,
    });
  const line = (quantity: number) => ({
    foodId: food.id,
    name: 'Paneer Tikka',
    size: 'Large',
    unitPriceMinor: 29900,
    quantity,
  });

  beforeAll(async () => {
    await setRestaurant(t.app, { timeZone: 'Asia/Kolkata' });
    admin = await signInAs(t.app, { role: 'admin' });
    food = await createFood(t.app, { name: 'Paneer Tikka' });
    customerId = (await signInAs(t.app, { name: '=HYPERLINK("http://evil")' })).userId;
    await t.db.update(users).set({ phone: '+91 90000 00001' }).where(eq(users.id, customerId));
  });

  it('answers 401 to a visitor and 403 to a customer and to the kitchen (issue 18, item 10)', async () => {
    const url = `${EXPORT}?from=2032-01-01&to=2032-01-02`;
    expect((await t.app.inject({ url })).statusCode).toBe(401);
    const customer = await signInAs(t.app);
    const kitchen = await signInAs(t.app, { role: 'staff' });
    for (const who of [customer, kitchen]) {
      const res = await t.app.inject({ url, headers: { cookie: who.cookie } });
      expect(res.statusCode).toBe(403);
      expect(res.json<{ message: string }>().message).toBeTruthy();
      expect(res.body).not.toContain('Order number');
    }
    // Nothing was exported, so nothing was audited.
    expect(await t.db.select().from(auditLog).where(eq(auditLog.action, 'orders.export'))).toEqual(
      [],
    );
  });

  it('downloads a named CSV file that is never cached', async () => {
    const { res, rows } = await download('?from=2032-01-01&to=2032-01-02');
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="orders-2032-01-01-to-2032-01-02.csv"',
    );
    expect(res.headers['cache-control']).toMatch(/no-store/);
    expect(rows).toEqual([]);
  });

  it('writes one quoted, formula-safe row per order with local times and amounts', async () => {
    const order = await insertOrderAt(t.app, {
      userId: customerId,
      at: new Date('2032-02-10T18:00:00Z'),
      lines: [line(2), { ...line(1), name: 'Lassi, "sweet"', size: '' }],
      fulfilment: 'delivery',
      deliveryFeeMinor: 4000,
      discountMinor: 5980,
      taxMinor: 4271,
      couponCode: 'SAVE10',
      phone: '@98765 43210',
    });
    const { res, rows } = await download('?from=2032-02-10&to=2032-02-10');
    expect(rows).toEqual([
      [
        order.number,
        '2032-02-10T23:30:00+05:30',
        'Placed',
        'Delivery',
        `'=HYPERLINK("http://evil")`,
        "'@98765 43210",
        '4 Lake View Road, Bengaluru 560001',
        'As soon as possible',
        '',
        '2 × Paneer Tikka (Large); 1 × Lassi, "sweet"',
        '897.00',
        '59.80',
        '40.00',
        '42.71',
        '877.20',
        'SAVE10',
        // Cash at the door, all of it kept (issue 20: takings by way to pay).
        'Cash on delivery',
        'Cash due',
        '0.00',
        '877.20',
        // No rider tip (decision 0085).
        '0.00',
        // Not a dine-in round: no table (decision 0094).
        '',
      ],
    ]);
    // The cell itself is quoted, with its inner quotes doubled.
    expect(res.body).toContain(`"'=HYPERLINK(""http://evil"")"`);
  });

  it('says where the money stands for the order, where it goes, for when, and its note (issue 34, item 17)', async () => {
    const delivered = await insertOrderAt(t.app, {
      userId: customerId,
      at: new Date('2032-04-01T06:00:00Z'),
      lines: [line(1)],
      fulfilment: 'delivery',
      status: 'delivered',
    });
    const pickedUp = await insertOrderAt(t.app, {
      userId: customerId,
      at: new Date('2032-04-01T07:00:00Z'),
      lines: [line(1)],
      status: 'picked_up',
    });
    const called = await insertOrderAt(t.app, {
      userId: customerId,
      at: new Date('2032-04-01T08:00:00Z'),
      lines: [line(1)],
      status: 'cancelled',
    });
    await t.db
      .update(orders)
      .set({
        scheduledFor: new Date('2032-04-01T13:30:00Z'),
        note: 'No onions, please',
        address: {
          label: 'Home',
          name: 'Asha Rao',
          phone: '98765 43210',
          line1: '4 Lake View Road',
          line2: 'Flat 2',
          city: 'Bengaluru',
          postalCode: '560001',
          notes: 'Ring twice',
        },
      })
      .where(eq(orders.id, delivered.id));
    const { rows } = await download('?from=2032-04-01&to=2032-04-01');
    const cells = (r: string[]) => [r[0], r[2], r[6], r[7], r[8], r[16], r[17]];
    expect(rows.map(cells)).toEqual([
      [
        delivered.number,
        'Delivered',
        '4 Lake View Road, Flat 2, Bengaluru 560001 (Ring twice)',
        '2032-04-01T19:00:00+05:30',
        'No onions, please',
        'Cash on delivery',
        // Handed over: the cash is in the till, not still due.
        'Collected on delivery',
      ],
      [
        pickedUp.number,
        'Picked up',
        '',
        'As soon as possible',
        '',
        'Pay at pickup',
        'Collected at pickup',
      ],
      [called.number, 'Cancelled', '', 'As soon as possible', '', 'Pay at pickup', 'Not paid'],
    ]);
  });

  it('takes whole local days at both ends, every status included', async () => {
    // The test process runs in Los Angeles (vitest.config.ts): the days and times below are
    // Kolkata's all the same, from the restaurant's settings (decision 0037).
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe('America/Los_Angeles');
    expect(new Date('2032-03-10T00:00:00Z').getTimezoneOffset()).toBe(8 * 60);
    const at = (iso: string, status?: 'cancelled') =>
      insertOrderAt(t.app, { userId: customerId, at: new Date(iso), lines: [line(1)], status });
    // In Asia/Kolkata (UTC+05:30):
    await at('2032-03-09T18:00:00Z'); // 23:30 on the 9th: before the range
    const first = await at('2032-03-09T19:00:00Z'); // 00:30 on the 10th
    const cancelled = await at('2032-03-11T06:30:00Z', 'cancelled'); // noon on the 11th
    const last = await at('2032-03-12T18:00:00Z'); // 23:30 on the 12th
    await at('2032-03-12T19:00:00Z'); // 00:30 on the 13th: after it
    const { rows } = await download('?from=2032-03-10&to=2032-03-12');
    expect(rows.map((r) => [r[0], r[1], r[2]])).toEqual([
      [first.number, '2032-03-10T00:30:00+05:30', 'Placed'],
      [cancelled.number, '2032-03-11T12:00:00+05:30', 'Cancelled'],
      [last.number, '2032-03-12T23:30:00+05:30', 'Placed'],
    ]);
  });

  it('pages through a range without losing or repeating an order, ties included', async () => {
    const placed = [];
    for (const iso of [
      '2032-05-01T05:00:00Z',
      '2032-05-01T05:00:00Z',
      '2032-05-01T05:00:00Z',
      '2032-06-15T10:00:00Z',
      '2032-12-31T10:00:00Z',
    ]) {
      placed.push(
        await insertOrderAt(t.app, { userId: customerId, at: new Date(iso), lines: [line(1)] }),
      );
    }
    const service = exportTwoAPage();
    let text = '';
    const range = { from: '2032-05-01', to: '2032-12-31' };
    for await (const chunk of await service.exportCsv({ id: admin.userId }, range)) {
      text += chunk;
    }
    const [, ...rows] = parseCsv(text);
    const ties = placed.slice(0, 3).sort((a, b) => (a.id < b.id ? -1 : 1));
    expect(rows.map((r) => r[0])).toEqual([...ties, ...placed.slice(3)].map((o) => o.number));
    // The route streams the same rows for a range a year long.
    const { rows: routed } = await download('?from=2032-01-01&to=2032-12-31');
    const numbers = routed.map((r) => r[0]);
    expect(numbers).toEqual(expect.arrayContaining(rows.map((r) => r[0])));
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it('writes each download to the audit log: who, the range and how many orders (issue 18, item 7)', async () => {
    const at = (iso: string) =>
      insertOrderAt(t.app, { userId: customerId, at: new Date(iso), lines: [line(1)] });
    await at('2032-08-01T06:00:00Z');
    await at('2032-08-02T06:00:00Z');
    await at('2032-08-03T06:00:00Z');
    const exportsOf = () =>
      t.db.select().from(auditLog).where(eq(auditLog.action, 'orders.export'));
    const before = (await exportsOf()).length;
    const { rows } = await download('?from=2032-08-01&to=2032-08-03');
    expect(rows).toHaveLength(3);
    const entries = await exportsOf();
    expect(entries).toHaveLength(before + 1);
    expect(entries.at(-1)).toMatchObject({
      actorUserId: admin.userId,
      entityType: 'export',
      entityId: 'orders-2032-08-01-to-2032-08-03.csv',
      after: { from: '2032-08-01', to: '2032-08-03', timeZone: 'Asia/Kolkata', rows: 3 },
    });

    // The file holds exactly the orders counted in its entry, even when one is placed while it
    // is still being read.
    const service = exportTwoAPage();
    const reading = await service.exportCsv(
      { id: admin.userId },
      { from: '2032-08-01', to: '2032-08-31' },
    );
    const placedMeanwhile = await at('2032-08-20T06:00:00Z');
    let text = '';
    for await (const chunk of reading) text += chunk;
    const [, ...streamed] = parseCsv(text);
    expect(streamed).toHaveLength(3);
    expect(streamed.map((r) => r[0])).not.toContain(placedMeanwhile.number);
    expect((await exportsOf()).at(-1)!.after).toMatchObject({ rows: 3 });
  });

  it.each([
    ['?from=2032-03-12&to=2032-03-10', /start date must not be after the end date/],
    ['?from=2031-01-01&to=2032-01-02', /at most 366 days/],
    ['?from=2032-03-10', /^To is required$/],
    ['?to=2032-03-10', /^From is required$/],
    ['?from=2032-02-31&to=2032-03-10', /date/],
    ['?from=10/03/2032&to=2032-03-10', /date/],
  ])('refuses %s with a 400 and a message', async (query, message) => {
    const res = await t.app.inject({ url: `${EXPORT}${query}`, headers: { cookie: admin.cookie } });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(message);
  });

  it('declares the CSV answer in the API document', async () => {
    const doc = (await t.app.inject({ url: `${API_BASE_PATH}/docs/json` })).json<{
      paths: Record<string, { get: { responses: Record<string, { content: object }> } }>;
    }>();
    const op = doc.paths[EXPORT]!.get;
    expect(Object.keys(op.responses['200']!.content)).toEqual(['text/csv']);
    expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['400', '401', '403']));
  });

  it('allows exactly 366 days', async () => {
    await download('?from=2032-01-01&to=2032-12-31');
  });
});
