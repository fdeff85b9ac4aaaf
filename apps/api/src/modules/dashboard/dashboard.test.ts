import { API_BASE_PATH, dashboardSchema, quoteResponseSchema } from '@ninetonine/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createFood } from '#test/cart-fixtures';
import { addToCart, ordersClient, setRestaurant } from '#test/order-fixtures';
import { insertOrderAt } from '#test/past-order-fixtures';
import { signInAs } from '#test/sign-in';
import { useTestApp } from '#test/test-app';
import { orderDay } from '../orders/order-identity';

const DASHBOARD = `${API_BASE_PATH}/staff/dashboard`;
/** A Wednesday far from today, so the orders placed "now" by other tests never mix in. */
const DAY = '2031-03-12';

const hoursWithOrders = (hours: { hour: number; orders: number; revenue: number }[]) =>
  hours.filter((h) => h.orders > 0);

describe('GET /staff/dashboard', () => {
  const t = useTestApp({ seed: false });
  let staff: string;
  let foods: { dosa: string; idli: string; vada: string };

  const get = async (query: string, cookie = staff) => {
    const res = await t.app.inject({ url: `${DASHBOARD}${query}`, headers: { cookie } });
    expect(res.statusCode, res.body).toBe(200);
    return dashboardSchema.parse(res.json());
  };

  beforeAll(async () => {
    await setRestaurant(t.app, { timeZone: 'Asia/Kolkata' });
    staff = (await signInAs(t.app, { role: 'staff' })).cookie;
    const [dosa, idli, vada] = await Promise.all(
      ['Masala Dosa', 'Idli', 'Medu Vada'].map((name) => createFood(t.app, { name })),
    );
    foods = { dosa: dosa!.id, idli: idli!.id, vada: vada!.id };
    const { userId } = await signInAs(t.app);
    const dosaLine = { foodId: foods.dosa, name: 'Masala Dosa', unitPriceMinor: 24950 };
    const idliLine = { foodId: foods.idli, name: 'Idli', unitPriceMinor: 12000 };
    const vadaLine = { foodId: foods.vada, name: 'Medu Vada', unitPriceMinor: 10000 };
    // Asia/Kolkata is UTC+05:30.
    const orders = [
      // 09:15 local: ₹499.
      { at: '2031-03-12T03:45:00Z', lines: [{ ...dosaLine, quantity: 2 }] },
      // 23:30 local, still the 12th: ₹120 + ₹40 delivery.
      {
        at: '2031-03-12T18:00:00Z',
        lines: [{ ...idliLine, quantity: 1 }],
        fulfilment: 'delivery' as const,
        deliveryFeeMinor: 4000,
      },
      // 00:30 local on the 13th: the next day.
      { at: '2031-03-12T19:00:00Z', lines: [{ ...dosaLine, quantity: 1 }] },
      // 00:30 local on the 12th (the 11th in UTC), under the dish's older name: ₹360 - ₹36.
      {
        at: '2031-03-11T19:00:00Z',
        lines: [{ ...idliLine, name: 'Steamed Idli', quantity: 3 }],
        discountMinor: 3600,
      },
      // Cancelled and rejected: no revenue, no best seller.
      { at: '2031-03-12T06:30:00Z', lines: [{ ...vadaLine, quantity: 5 }], status: 'cancelled' },
      { at: '2031-03-12T07:30:00Z', lines: [{ ...vadaLine, quantity: 1 }], status: 'rejected' },
      // The same weekday last week, 10:00 local: ₹100.
      { at: '2031-03-05T04:30:00Z', lines: [{ ...vadaLine, quantity: 1 }] },
    ] as const;
    for (const o of orders) {
      await insertOrderAt(t.app, { userId, ...o, at: new Date(o.at) });
    }
  });

  it('answers 401 to a visitor and 403 to a customer, and is for staff and admins', async () => {
    expect((await t.app.inject({ url: DASHBOARD })).statusCode).toBe(401);
    const customer = await signInAs(t.app);
    const refused = await t.app.inject({ url: DASHBOARD, headers: { cookie: customer.cookie } });
    expect(refused.statusCode).toBe(403);
    const admin = await signInAs(t.app, { role: 'admin' });
    expect((await get(`?date=${DAY}`, admin.cookie)).today.orders).toBe(3);
  });

  it("counts the restaurant's local day, leaves cancelled and rejected orders out of revenue", async () => {
    const body = await get(`?date=${DAY}`);
    expect(body).toMatchObject({
      date: DAY,
      comparedWith: '2031-03-05',
      timeZone: 'Asia/Kolkata',
      // 499 + 160 + 324; 983 / 3 = 327.666… rounded to the paisa.
      today: { orders: 3, revenue: 983, averageOrderValue: 327.67, cancelled: 2 },
      lastWeek: { orders: 1, revenue: 100, averageOrderValue: 100, cancelled: 0 },
    });
  });

  it('lists best sellers by quantity, under their latest name, from earning orders only', async () => {
    const { topDishes } = await get(`?date=${DAY}`);
    expect(topDishes).toEqual([
      { foodId: foods.idli, name: 'Idli', quantity: 4, revenue: 480 },
      { foodId: foods.dosa, name: 'Masala Dosa', quantity: 2, revenue: 499 },
    ]);
  });

  it('buckets orders by local hour, every hour listed for both days', async () => {
    const { ordersByHour } = await get(`?date=${DAY}`);
    expect(ordersByHour.today.map((h) => h.hour)).toEqual(Array.from({ length: 24 }, (_, i) => i));
    expect(ordersByHour.lastWeek).toHaveLength(24);
    expect(hoursWithOrders(ordersByHour.today)).toEqual([
      { hour: 0, orders: 1, revenue: 324 },
      { hour: 9, orders: 1, revenue: 499 },
      { hour: 23, orders: 1, revenue: 160 },
    ]);
    expect(hoursWithOrders(ordersByHour.lastWeek)).toEqual([{ hour: 10, orders: 1, revenue: 100 }]);
    // 00:30 on the 13th belongs to the 13th.
    const next = await get('?date=2031-03-13');
    expect(next.today).toMatchObject({ orders: 1, revenue: 249.5 });
    expect(hoursWithOrders(next.ordersByHour.today)).toEqual([
      { hour: 0, orders: 1, revenue: 249.5 },
    ]);
  });

  it("follows the restaurant's time zone from its settings", async () => {
    await setRestaurant(t.app, { timeZone: 'UTC' });
    try {
      const body = await get(`?date=${DAY}`);
      // In UTC the 12th holds 03:45, 18:00 and 19:00 (the 00:30 Kolkata order is the 11th).
      expect(body.timeZone).toBe('UTC');
      expect(body.today).toMatchObject({ orders: 3, revenue: 499 + 160 + 249.5, cancelled: 2 });
      expect(hoursWithOrders(body.ordersByHour.today).map((h) => h.hour)).toEqual([3, 18, 19]);
    } finally {
      await setRestaurant(t.app, { timeZone: 'Asia/Kolkata' });
    }
  });

  it('keeps the five best sellers of a busy day', async () => {
    const { userId } = await signInAs(t.app);
    const dishes = await Promise.all(
      [1, 2, 3, 4, 5, 6].map((n) => createFood(t.app, { name: `Dish ${n}` })),
    );
    await insertOrderAt(t.app, {
      userId,
      at: new Date('2031-04-02T06:00:00Z'),
      lines: dishes.map((d, i) => ({
        foodId: d.id,
        name: `Dish ${i + 1}`,
        unitPriceMinor: 10000,
        quantity: i + 1,
      })),
    });
    const { topDishes } = await get('?date=2031-04-02');
    expect(topDishes.map((d) => [d.name, d.quantity])).toEqual([
      ['Dish 6', 6],
      ['Dish 5', 5],
      ['Dish 4', 4],
      ['Dish 3', 3],
      ['Dish 2', 2],
    ]);
  });

  it('shows an empty day as zeros, not an error', async () => {
    const body = await get('?date=2030-01-01');
    const none = { orders: 0, received: 0, refunds: 0, takings: 0 };
    expect(body.today).toEqual({
      orders: 0,
      revenue: 0,
      averageOrderValue: 0,
      cancelled: 0,
      byPaymentMethod: [
        { method: 'cash_on_delivery', ...none },
        { method: 'pay_at_pickup', ...none },
        { method: 'online', ...none },
        { method: 'pay_at_table', ...none },
      ],
      byChannel: [
        { channel: 'delivery', orders: 0, revenue: 0 },
        { channel: 'pickup', orders: 0, revenue: 0 },
        { channel: 'dine_in', orders: 0, revenue: 0 },
      ],
    });
    expect(body.topDishes).toEqual([]);
    expect(hoursWithOrders(body.ordersByHour.today)).toEqual([]);
  });

  it("defaults to today in the restaurant's zone, with an order placed through checkout", async () => {
    const food = await createFood(t.app, { name: 'Filter Coffee' });
    const customer = await signInAs(t.app);
    await addToCart(t.app, customer.cookie, food.id, 'Regular', 2);
    const api = ordersClient(t.app, customer.cookie);
    const choice = { fulfilment: 'pickup' };
    const total = quoteResponseSchema.parse((await api.quote(choice)).json()).quote.total;
    const placed = await api.place({
      ...choice,
      paymentMethod: 'pay_at_pickup',
      confirmedTotal: total,
    });
    expect(placed.statusCode, placed.body).toBe(201);

    const before = orderDay(new Date(), 'Asia/Kolkata').key;
    const body = await get('');
    const after = orderDay(new Date(), 'Asia/Kolkata').key;
    // Today in Kolkata, whichever side of midnight the call fell.
    expect([before, after]).toContain(body.date);
    expect(body.comparedWith).toBe(
      new Date(Date.parse(`${body.date}T00:00:00Z`) - 7 * 86_400_000).toISOString().slice(0, 10),
    );
    expect(body.topDishes).toContainEqual({
      foodId: food.id,
      name: 'Filter Coffee',
      quantity: 2,
      revenue: 499,
    });
    expect(body.today.revenue).toBeGreaterThanOrEqual(total);
  });

  it.each([
    ['2031-02-30', 'not a real day'],
    ['12-03-2031', 'not YYYY-MM-DD'],
    ['today', 'a word'],
    ['1999-12-31', 'before 2000'],
    ['', 'empty'],
  ])('refuses date=%s (%s) with a 400 and a message', async (date) => {
    const res = await t.app.inject({
      url: `${DASHBOARD}?date=${encodeURIComponent(date)}`,
      headers: { cookie: staff },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(/date/i);
  });
});
