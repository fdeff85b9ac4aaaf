import {
  API_BASE_PATH,
  staffOrderResponseSchema,
  staffOrdersResponseSchema,
  type StaffOrder,
} from '@ninetonine/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders, users } from '../../db/schema/index';
import { createFood } from '#test/cart-fixtures';
import { addToCart, createAddress, ordersClient, setRestaurant } from '#test/order-fixtures';
import { signInAs } from '#test/sign-in';
import { useTestApp } from '#test/test-app';
import { createAuditRepository } from '../audit/audit.repository';
import { orderDay } from './order-identity';

const BOARD = `${API_BASE_PATH}/staff/orders`;

describe('the kitchen board: GET /staff/orders and /staff/orders/:id', () => {
  const t = useTestApp({ seed: false });
  const audit = createAuditRepository();
  let foodId: string;
  let staff: { userId: string; cookie: string };
  beforeAll(async () => {
    await setRestaurant(t.app);
    foodId = (await createFood(t.app, { name: 'Paneer Tikka' })).id;
    staff = await signInAs(t.app, { role: 'staff', name: 'Cook' });
  });

  /** A customer (with a phone on their account) and one placed order. */
  async function place(fulfilment: 'delivery' | 'pickup', note = '') {
    const me = await signInAs(t.app, { name: 'Meera Iyer' });
    await t.app.db.update(users).set({ phone: '+91 90000 11111' }).where(eq(users.id, me.userId));
    await addToCart(t.app, me.cookie, foodId, 'Large', 2);
    const res = await ordersClient(t.app, me.cookie).place(
      fulfilment === 'pickup'
        ? { fulfilment, paymentMethod: 'pay_at_pickup', confirmedTotal: 598, note }
        : {
            fulfilment,
            addressId: await createAddress(t.app, me.userId),
            paymentMethod: 'cash_on_delivery',
            // ₹40 delivery below ₹1,000 of food.
            confirmedTotal: 638,
            note,
          },
    );
    expect(res.statusCode, res.body).toBe(201);
    return { ...me, id: (res.json() as { order: { _id: string } }).order._id };
  }

  const board = async (query: Record<string, string> = {}, cookie = staff.cookie) => {
    const res = await t.app.inject({ method: 'GET', url: BOARD, query, headers: { cookie } });
    expect(res.statusCode, res.body).toBe(200);
    return staffOrdersResponseSchema.parse(res.json());
  };
  const ids = (list: { orders: StaffOrder[] }) => list.orders.map((o) => o._id).sort();
  const setTimes = (id: string, times: { createdAt?: Date; scheduledFor?: Date | null }) =>
    t.app.db.update(orders).set(times).where(eq(orders.id, id));

  it('answers only staff: 401 signed out, 403 for a customer, no-store', async () => {
    const customer = await signInAs(t.app);
    const order = await place('pickup');
    for (const url of [BOARD, `${BOARD}/${order.id}`, `${BOARD}/events`]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie: customer.cookie } });
      expect(res.statusCode).toBe(403);
    }
    const res = await t.app.inject({
      method: 'GET',
      url: BOARD,
      headers: { cookie: staff.cookie },
    });
    expect(res.headers['cache-control']).toContain('no-store');
  });

  it("lists today's orders with everything the kitchen needs on the card", async () => {
    const delivery = await place('delivery', 'No onions, please');
    const pickup = await place('pickup');
    const list = await board();
    const tz = 'Asia/Kolkata';
    expect(list.range).toMatchObject({ from: orderDay(new Date(), tz).key, timeZone: tz });
    expect(list.truncated).toBe(false);
    const card = list.orders.find((o) => o._id === delivery.id)!;
    expect(card).toMatchObject({
      status: 'placed',
      fulfilment: 'delivery',
      note: 'No onions, please',
      total: 638,
      customer: { name: 'Meera Iyer', phone: '+91 90000 11111', email: expect.any(String) },
      address: { line1: '4 Lake View Road', phone: '+91 98765 43210', notes: 'Gate 2' },
      lines: [{ name: 'Paneer Tikka', size: 'Large', quantity: 2, lineTotal: 598 }],
      history: [{ status: 'placed', reason: null }],
    });
    expect(list.orders.find((o) => o._id === pickup.id)).toMatchObject({
      fulfilment: 'pickup',
      address: null,
      pickupAddress: '12 MG Road, Bengaluru',
    });
    // Newest first.
    const positions = [pickup.id, delivery.id].map((id) =>
      list.orders.findIndex((o) => o._id === id),
    );
    expect(positions[0]).toBeLessThan(positions[1]!);

    const one = await t.app.inject({
      method: 'GET',
      url: `${BOARD}/${delivery.id}`,
      headers: { cookie: staff.cookie },
    });
    expect(one.statusCode).toBe(200);
    expect(staffOrderResponseSchema.parse(one.json()).order).toEqual(card);
    const missing = await t.app.inject({
      method: 'GET',
      url: `${BOARD}/no-such-order`,
      headers: { cookie: staff.cookie },
    });
    expect(missing.statusCode).toBe(404);
  });

  it("keeps to the restaurant's own calendar day, in its time zone", async () => {
    // 10 March in Kolkata (UTC+5:30) runs from 9 March 18:30Z to 10 March 18:30Z.
    const lastOfNinth = await place('pickup');
    const firstOfTenth = await place('pickup');
    const lastOfTenth = await place('pickup');
    const firstOfEleventh = await place('pickup');
    const bookedForTenth = await place('delivery');
    await setTimes(lastOfNinth.id, { createdAt: new Date('2026-03-09T18:29:59.999Z') });
    await setTimes(firstOfTenth.id, { createdAt: new Date('2026-03-09T18:30:00.000Z') });
    await setTimes(lastOfTenth.id, { createdAt: new Date('2026-03-10T18:29:59.999Z') });
    await setTimes(firstOfEleventh.id, { createdAt: new Date('2026-03-10T18:30:00.000Z') });
    await setTimes(bookedForTenth.id, {
      createdAt: new Date('2026-03-08T10:00:00Z'),
      scheduledFor: new Date('2026-03-10T07:00:00Z'),
    });

    const tenth = await board({ from: '2026-03-10' });
    expect(tenth.range).toEqual({
      from: '2026-03-10',
      to: '2026-03-10',
      timeZone: 'Asia/Kolkata',
      start: '2026-03-09T18:30:00.000Z',
      end: '2026-03-10T18:30:00.000Z',
    });
    expect(ids(tenth)).toEqual([firstOfTenth.id, lastOfTenth.id, bookedForTenth.id].sort());
    // A booking shows on the day it was placed too, so the kitchen can accept it.
    expect(ids(await board({ from: '2026-03-08' }))).toEqual([bookedForTenth.id]);
    expect(ids(await board({ from: '2026-03-09', to: '2026-03-11' }))).toEqual(
      [
        lastOfNinth.id,
        firstOfTenth.id,
        lastOfTenth.id,
        firstOfEleventh.id,
        bookedForTenth.id,
      ].sort(),
    );

    // Another time zone, another day: New York's 9 March (UTC-4 after 8 March's DST change).
    await setRestaurant(t.app, { timeZone: 'America/New_York' });
    try {
      const ny = await board({ from: '2026-03-09' });
      expect(ny.range.start).toBe('2026-03-09T04:00:00.000Z');
      expect(ids(ny)).toEqual([lastOfNinth.id, firstOfTenth.id].sort());
    } finally {
      await setRestaurant(t.app);
    }
  });

  it("keeps yesterday's unfinished orders on today's board, not finished ones", async () => {
    const yesterday = new Date(Date.now() - 26 * 3_600_000);
    const stillCooking = await place('pickup');
    const handedOver = await place('pickup');
    for (const o of [stillCooking, handedOver]) await setTimes(o.id, { createdAt: yesterday });
    const api = ordersClient(t.app, staff.cookie);
    for (const status of ['accepted', 'preparing', 'ready', 'picked_up'] as const) {
      expect((await api.setStatus(handedOver.id, { status })).statusCode).toBe(200);
    }
    expect((await api.setStatus(stillCooking.id, { status: 'accepted' })).statusCode).toBe(200);

    const today = ids(await board());
    expect(today).toContain(stillCooking.id);
    expect(today).not.toContain(handedOver.id);
    // A day that is over shows only its own orders.
    const day = orderDay(yesterday, 'Asia/Kolkata').key;
    expect(ids(await board({ from: day }))).toEqual(
      expect.arrayContaining([stillCooking.id, handedOver.id]),
    );
    await setTimes(stillCooking.id, { createdAt: new Date('2026-01-05T06:00:00Z') });
    expect(ids(await board({ from: day }))).not.toContain(stillCooking.id);
  });

  it('filters by status, fulfilment and scheduled orders', async () => {
    const day = '2026-04-02';
    const at = new Date('2026-04-02T06:00:00Z');
    const pickup = await place('pickup');
    const delivery = await place('delivery');
    const scheduled = await place('delivery');
    for (const o of [pickup, delivery, scheduled]) await setTimes(o.id, { createdAt: at });
    await setTimes(scheduled.id, { scheduledFor: new Date('2026-04-02T09:00:00Z') });
    const accept = await ordersClient(t.app, staff.cookie).setStatus(delivery.id, {
      status: 'accepted',
    });
    expect(accept.statusCode).toBe(200);

    expect(ids(await board({ from: day }))).toEqual([pickup.id, delivery.id, scheduled.id].sort());
    expect(ids(await board({ from: day, fulfilment: 'pickup' }))).toEqual([pickup.id]);
    expect(ids(await board({ from: day, fulfilment: 'delivery' }))).toEqual(
      [delivery.id, scheduled.id].sort(),
    );
    expect(ids(await board({ from: day, scheduled: 'true' }))).toEqual([scheduled.id]);
    expect(ids(await board({ from: day, status: 'accepted' }))).toEqual([delivery.id]);
    expect(ids(await board({ from: day, status: 'placed, accepted' }))).toHaveLength(3);
    expect(ids(await board({ from: day, status: 'ready' }))).toEqual([]);
  });

  it('refuses a bad query with a 400 and a message', async () => {
    const bad: Record<string, string>[] = [
      { from: '2026-02-30' },
      { from: 'today' },
      { from: '2026-03-10', to: '2026-03-09' },
      { to: '2026-03-10' },
      { from: '2026-01-01', to: '2026-03-01' },
      { status: 'lost' },
      { status: 'placed,,accepted' },
      { fulfilment: 'drone' },
      { scheduled: 'yes' },
    ];
    for (const query of bad) {
      const res = await t.app.inject({
        method: 'GET',
        url: BOARD,
        query,
        headers: { cookie: staff.cookie },
      });
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect((res.json() as { message: string }).message).toBeTruthy();
    }
  });

  it('audits every staff move in its own transaction, and nothing for a refused one', async () => {
    const order = await place('delivery');
    const api = ordersClient(t.app, staff.cookie);
    const moved = await api.setStatus(order.id, { status: 'accepted' });
    expect(moved.statusCode).toBe(200);
    // The move answers with the board's card.
    expect(staffOrderResponseSchema.parse(moved.json()).order).toMatchObject({
      status: 'accepted',
      customer: { name: 'Meera Iyer' },
    });
    const refused = await api.setStatus(order.id, { status: 'delivered' });
    expect(refused.statusCode).toBe(409);
    const rejected = await api.setStatus(order.id, {
      status: 'rejected',
      reason: 'Out of paneer tonight',
    });
    expect(rejected.statusCode).toBe(200);

    const entries = await audit.list(t.db, { entityType: 'order', entityId: order.id, limit: 10 });
    expect(entries.map((e) => [e.action, e.actorUserId, e.before, e.after])).toEqual([
      [
        'order.status',
        staff.userId,
        { number: expect.any(String), status: 'accepted' },
        { number: expect.any(String), status: 'rejected', reason: 'Out of paneer tonight' },
      ],
      [
        'order.status',
        staff.userId,
        { number: expect.any(String), status: 'placed' },
        { number: expect.any(String), status: 'accepted', reason: null },
      ],
    ]);

    // A customer's own cancel is in the order's history, not the staff audit log.
    const other = await place('pickup');
    const cancel = await ordersClient(t.app, other.cookie).cancel(other.id);
    expect(cancel.statusCode).toBe(200);
    expect(await audit.list(t.db, { entityId: other.id, limit: 5 })).toEqual([]);
  });
});
