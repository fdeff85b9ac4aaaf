import {
  API_BASE_PATH,
  orderResponseSchema,
  quoteResponseSchema,
  restaurantDay,
  staffOrderResponseSchema,
  TIP_MAX,
  type Quote,
  type WeeklyHours,
} from '@ninetonine/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/index';
import { createFood } from '#test/cart-fixtures';
import { ALWAYS_OPEN, customerWithCart, setRestaurant } from '#test/order-fixtures';
import { signInAs } from '#test/sign-in';
import { csrfHeaders, useTestApp } from '#test/test-app';

const DAY = 24 * 60 * 60_000;

const quoteOf = (res: { statusCode: number; body: string; json(): unknown }): Quote => {
  expect(res.statusCode, res.body).toBe(200);
  return quoteResponseSchema.parse(res.json()).quote;
};

/** 12:00 in Kolkata, `days` after today there: a slot start when the day is open all day. */
const noonIn = (days: number) =>
  `${restaurantDay(new Date(Date.now() + days * DAY), 'Asia/Kolkata')}T12:00:00+05:30`;

/** Monday-first index of the Kolkata weekday `days` from now. */
const weekdayIn = (days: number) =>
  (new Date(
    `${restaurantDay(new Date(Date.now() + days * DAY), 'Asia/Kolkata')}T12:00:00Z`,
  ).getUTCDay() +
    6) %
  7;

/** One CSV record's cells (RFC 4180 quoting), enough for the export's rows. */
const cells = (record: string) =>
  [...record.matchAll(/("(?:[^"]|"")*"|[^,]*)(?:,|$)/g)]
    .map((m) => m[1]!.replace(/^"|"$/g, '').replaceAll('""', '"'))
    .slice(0, -1);

describe('checkout extras: the rider tip, contactless delivery, scheduling days ahead', () => {
  const t = useTestApp({ seed: false });
  let foodId: string;
  beforeAll(async () => {
    // Large ₹299 (createFood's prices).
    foodId = (await createFood(t.app, { name: 'Paneer Tikka' })).id;
  });
  beforeEach(async () => {
    // Delivery ₹40 below ₹1,000 of food, 5% tax included, open all day, 7 days ahead.
    await setRestaurant(t.app);
  });

  const customer = () => customerWithCart(t.app, foodId, 2);

  it('adds the tip to the total, outside tax, and refuses tips out of bounds or on pickup', async () => {
    const c = await customer();
    const none = quoteOf(await c.api.quote({ fulfilment: 'delivery', addressId: c.addressId }));
    const tipped = quoteOf(
      await c.api.quote({ fulfilment: 'delivery', addressId: c.addressId, tip: 30 }),
    );
    expect(none).toMatchObject({ tip: 0, total: 638 });
    expect(tipped).toMatchObject({ tip: 30, total: 668, tax: none.tax });

    for (const tip of [-1, TIP_MAX + 1, 10.555, '30']) {
      const res = await c.api.quote({ fulfilment: 'delivery', addressId: c.addressId, tip });
      expect(res.statusCode, `tip ${tip}`).toBe(400);
      expect(res.json()).toHaveProperty('message');
    }
    const pickup = await c.api.quote({ fulfilment: 'pickup', tip: 20 });
    expect(pickup.statusCode).toBe(400);
    expect(pickup.json().message).toMatch(/tip is for the rider/i);
    const placedPickup = await c.api.place({
      fulfilment: 'pickup',
      paymentMethod: 'pay_at_pickup',
      tip: 20,
      confirmedTotal: 618,
    });
    expect(placedPickup.statusCode).toBe(400);
    expect(await t.app.db.select().from(orders).where(eq(orders.userId, c.userId))).toHaveLength(0);
  });

  it('places a tipped, contactless delivery: the total charged includes the tip, staff see both', async () => {
    const c = await customer();
    const stale = await c.api.place({
      fulfilment: 'delivery',
      addressId: c.addressId,
      paymentMethod: 'cash_on_delivery',
      tip: 50,
      // The total without the tip: the server never takes the client's sum.
      confirmedTotal: 638,
    });
    expect(stale.statusCode).toBe(409);

    const res = await c.api.place({
      fulfilment: 'delivery',
      addressId: c.addressId,
      paymentMethod: 'cash_on_delivery',
      tip: 50,
      contactless: true,
      note: 'Ring twice',
      confirmedTotal: 688,
    });
    expect(res.statusCode, res.body).toBe(201);
    const order = orderResponseSchema.parse(res.json()).order;
    expect(order).toMatchObject({ tip: 50, total: 688, contactless: true, note: 'Ring twice' });
    const [row] = await t.app.db.select().from(orders).where(eq(orders.id, order._id));
    expect(row).toMatchObject({ tipMinor: 5000, totalMinor: 68800, contactless: true });

    const staff = await signInAs(t.app, { role: 'admin' });
    const detail = await t.app.inject({
      url: `${API_BASE_PATH}/staff/orders/${order._id}`,
      headers: { cookie: staff.cookie },
    });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(staffOrderResponseSchema.parse(detail.json()).order).toMatchObject({
      tip: 50,
      contactless: true,
    });

    const today = restaurantDay(new Date(), 'Asia/Kolkata');
    const csv = await t.app.inject({
      url: `${API_BASE_PATH}/staff/orders/export.csv?from=${today}&to=${today}`,
      headers: { cookie: staff.cookie },
    });
    expect(csv.statusCode, csv.body).toBe(200);
    const [header, ...rows] = csv.body.slice(1).split('\r\n').filter(Boolean).map(cells);
    const at = (name: string) => header!.indexOf(name);
    const mine = rows.find((r) => r[0] === order.number)!;
    expect(mine[at('Rider tip')]).toBe('50.00');
    expect(mine[at('Total')]).toBe('688.00');
  });

  it('stores no contactless flag on a pickup', async () => {
    const c = await customer();
    const res = await c.api.place({
      fulfilment: 'pickup',
      paymentMethod: 'pay_at_pickup',
      contactless: true,
      confirmedTotal: 598,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(orderResponseSchema.parse(res.json()).order).toMatchObject({
      tip: 0,
      contactless: false,
    });
  });

  it('offers slots up to the days ahead the restaurant allows, and refuses any later', async () => {
    await setRestaurant(t.app, { scheduleDaysAhead: 2 });
    const c = await customer();
    const quote = quoteOf(await c.api.quote({ fulfilment: 'pickup' }));
    const lastDay = restaurantDay(new Date(Date.now() + 2 * DAY), 'Asia/Kolkata');
    const days = new Set(quote.slots.map((s) => restaurantDay(new Date(s.start), 'Asia/Kolkata')));
    expect([...days].at(-1)).toBe(lastDay);

    const inRange = quoteOf(await c.api.quote({ fulfilment: 'pickup', scheduledFor: noonIn(2) }));
    expect(inRange.problems).toEqual([]);
    const beyond = quoteOf(await c.api.quote({ fulfilment: 'pickup', scheduledFor: noonIn(3) }));
    expect(beyond.problems.map((p) => p.code)).toEqual(['slot_unavailable']);
    const placed = await c.api.place({
      fulfilment: 'pickup',
      paymentMethod: 'pay_at_pickup',
      scheduledFor: noonIn(3),
      confirmedTotal: 598,
    });
    expect(placed.statusCode).toBe(409);
    expect(await t.app.db.select().from(orders).where(eq(orders.userId, c.userId))).toHaveLength(0);
  });

  it('places an order 3 days ahead, but not on a closed day', async () => {
    const hours: WeeklyHours = ALWAYS_OPEN.map((d, i) => (i === weekdayIn(5) ? [] : d));
    await setRestaurant(t.app, { openingHours: hours });
    const c = await customer();
    const closed = quoteOf(await c.api.quote({ fulfilment: 'pickup', scheduledFor: noonIn(5) }));
    expect(closed.problems.map((p) => p.code)).toEqual(['slot_unavailable']);

    const res = await c.api.place({
      fulfilment: 'pickup',
      paymentMethod: 'pay_at_pickup',
      scheduledFor: noonIn(3),
      confirmedTotal: 598,
    });
    expect(res.statusCode, res.body).toBe(201);
    const order = orderResponseSchema.parse(res.json()).order;
    expect(Date.parse(order.scheduledFor!)).toBe(Date.parse(noonIn(3)));
  });

  it('keeps the days-ahead setting between 0 and 7', async () => {
    const admin = await signInAs(t.app, { role: 'admin' });
    const put = (scheduleDaysAhead: unknown) =>
      t.app.inject({
        method: 'PATCH',
        url: `${API_BASE_PATH}/staff/settings`,
        headers: { ...csrfHeaders, cookie: admin.cookie },
        payload: { scheduleDaysAhead },
      });
    expect((await put(8)).statusCode).toBe(400);
    expect((await put(-1)).statusCode).toBe(400);
    const ok = await put(3);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().settings.scheduleDaysAhead).toBe(3);
  });
});
