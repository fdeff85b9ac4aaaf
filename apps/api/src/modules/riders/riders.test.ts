import {
  API_BASE_PATH,
  orderResponseSchema,
  riderOrdersResponseSchema,
  staffOrderResponseSchema,
  type OrderStatus,
} from '@ninetonine/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/index';
import { addToCart, createAddress, ordersClient, readStreamUntil } from '#test/order-fixtures';
import { injectAs, signInAs, type SignedIn } from '#test/sign-in';
import { openStream, statusEvents, useStreamingApp } from '#test/stream-fixtures';

const api = API_BASE_PATH;
// Two points in Bengaluru about 1.1 km apart (straight line), and the area's centre.
const CENTRE = { lat: 12.9716, lng: 77.5946 };
const FAR = { lat: 12.9816, lng: 77.5946 };
const NEAR = { lat: 12.9736, lng: 77.5946 };

describe('riders: assigned deliveries, their moves and live position (decision 0083)', () => {
  const t = useStreamingApp({ seed: false });
  let staff: SignedIn;
  let ravi: SignedIn;
  let meera: SignedIn;

  beforeAll(async () => {
    staff = await signInAs(t.app, { role: 'staff', name: 'Cook' });
    ravi = await signInAs(t.app, { role: 'rider', name: 'Ravi Kumar', phone: '98450 11111' });
    meera = await signInAs(t.app, { role: 'rider', name: 'Meera Das', phone: '98450 22222' });
    const admin = await signInAs(t.app, { role: 'admin' });
    // The restaurant's one area (560*) gets its centre on the map.
    const areas = await injectAs(t.app, admin, 'GET', `${api}/staff/delivery-areas`);
    const [bengaluru] = areas.json().areas as { _id: string }[];
    const area = await injectAs(
      t.app,
      admin,
      'PATCH',
      `${api}/staff/delivery-areas/${bengaluru!._id}`,
      // The radius and the PIN a position there counts as (decision 0084) come with it.
      { centre: { ...CENTRE, radiusKm: 10, postcode: '560001' } },
    );
    expect(area.statusCode, area.body).toBe(200);
    expect(area.json()).toMatchObject({ area: { centre: CENTRE } });
  });

  /** A cash delivery (₹638) moved by the kitchen to `status`. */
  async function delivery(
    status: OrderStatus = 'ready',
    extras: { tip: number; contactless: boolean } = { tip: 0, contactless: false },
  ) {
    const customer = await signInAs(t.app, { name: 'Asha Rao' });
    await addToCart(t.app, customer.cookie, t.foodId, 'Large', 2);
    const addressId = await createAddress(t.app, customer.userId);
    const res = await ordersClient(t.app, customer.cookie).place({
      fulfilment: 'delivery',
      addressId,
      paymentMethod: 'cash_on_delivery',
      ...extras,
      confirmedTotal: 638 + extras.tip,
    });
    expect(res.statusCode, res.body).toBe(201);
    const order = orderResponseSchema.parse(res.json()).order;
    const path: OrderStatus[] = ['accepted', 'preparing', 'ready'];
    for (const step of path.slice(0, path.indexOf(status) + 1)) {
      const moved = await injectAs(
        t.app,
        staff,
        'PATCH',
        `${api}/staff/orders/${order._id}/status`,
        {
          status: step,
        },
      );
      expect(moved.statusCode, moved.body).toBe(200);
    }
    return { order, customer };
  }
  const assign = (orderId: string, riderId: string | null) =>
    injectAs(t.app, staff, 'PUT', `${api}/staff/orders/${orderId}/rider`, { riderId });
  const listOf = async (rider: SignedIn) => {
    const res = await injectAs(t.app, rider, 'GET', `${api}/rider/orders`);
    expect(res.statusCode, res.body).toBe(200);
    return riderOrdersResponseSchema.parse(res.json());
  };
  const move = (rider: SignedIn, orderId: string, status: string) =>
    injectAs(t.app, rider, 'PATCH', `${api}/rider/orders/${orderId}/status`, { status });
  const share = (rider: SignedIn, orderId: string, body: unknown) =>
    injectAs(t.app, rider, 'PUT', `${api}/rider/orders/${orderId}/position`, body);
  const row = async (id: string) =>
    (await t.app.db.select().from(orders).where(eq(orders.id, id)))[0]!;

  it('shows the assigned rider only their own deliveries, with the cash to collect and the tip', async () => {
    const { order } = await delivery('ready', { tip: 30, contactless: true });
    const assigned = await assign(order._id, ravi.userId);
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(staffOrderResponseSchema.parse(assigned.json()).order.rider).toMatchObject({
      id: ravi.userId,
      name: 'Ravi Kumar',
    });
    const mine = await listOf(ravi);
    expect(mine.orders.find((o) => o._id === order._id)).toMatchObject({
      number: order.number,
      status: 'ready',
      customerName: 'Asha Rao',
      address: { line1: '4 Lake View Road', postalCode: '560001', notes: 'Gate 2' },
      paymentMethod: 'cash_on_delivery',
      // The tip is in the cash taken, and all the rider's (decision 0085).
      cashToCollect: 668,
      tip: 30,
      contactless: true,
    });
    // Another rider neither sees it nor may touch it; nobody may take it either.
    expect((await listOf(meera)).orders.map((o) => o._id)).not.toContain(order._id);
    expect((await listOf(meera)).open.map((o) => o._id)).not.toContain(order._id);
    for (const res of [
      await move(meera, order._id, 'out_for_delivery'),
      await share(meera, order._id, NEAR),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        message: 'We could not find that order among yours.',
        code: 'ORDER_NOT_FOUND',
      });
    }
    const taken = await injectAs(t.app, meera, 'POST', `${api}/rider/orders/${order._id}/take`);
    expect(taken.statusCode).toBe(409);
    expect((await row(order._id)).status).toBe('ready');
  });

  it('refuses assignments that cannot be: a pickup, a non-rider, an order already out', async () => {
    const { order } = await delivery();
    const notRider = await assign(order._id, staff.userId);
    expect(notRider.statusCode).toBe(400);
    expect(notRider.json()).toEqual({
      message: 'Choose one of the riders listed.',
      code: 'RIDER_NOT_FOUND',
    });
    expect((await row(order._id)).riderId).toBeNull();
    expect((await assign(order._id, ravi.userId)).statusCode).toBe(200);
    expect((await move(ravi, order._id, 'out_for_delivery')).statusCode).toBe(200);
    const late = await assign(order._id, meera.userId);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'RIDER_ASSIGNMENT_REFUSED' });
    expect((await row(order._id)).riderId).toBe(ravi.userId);
    const riders = await injectAs(t.app, staff, 'GET', `${api}/staff/riders`);
    expect(riders.json()).toMatchObject({
      riders: expect.arrayContaining([
        expect.objectContaining({ id: meera.userId, name: 'Meera Das' }),
      ]),
    });
  });

  it('lets a rider take a ready delivery nobody carries; the second rider is too late', async () => {
    const { order } = await delivery();
    expect((await listOf(meera)).open).toContainEqual(
      expect.objectContaining({ _id: order._id, postalCode: '560001' }),
    );
    const [a, b] = await Promise.all([
      injectAs(t.app, meera, 'POST', `${api}/rider/orders/${order._id}/take`),
      injectAs(t.app, ravi, 'POST', `${api}/rider/orders/${order._id}/take`),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const winner = a.statusCode === 200 ? meera : ravi;
    expect((await row(order._id)).riderId).toBe(winner.userId);
    expect((await listOf(winner)).orders.map((o) => o._id)).toContain(order._id);
  });

  it('keeps only the latest position while out, tells the customer, clears it at delivery', async () => {
    const { order, customer } = await delivery();
    await assign(order._id, ravi.userId);
    // Not out yet: no position is taken.
    const early = await share(ravi, order._id, NEAR);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({
      message: `Order ${order.number} is ready, not out for delivery: your position is shared only while it is.`,
      code: 'POSITION_REFUSED',
    });
    expect((await move(ravi, order._id, 'out_for_delivery')).statusCode).toBe(200);

    const reader = await openStream(`${t.base}${api}/orders/${order._id}/events`, customer.cookie);
    await readStreamUntil(reader, (s) => statusEvents(s).length >= 1);
    expect((await share(ravi, order._id, FAR)).statusCode).toBe(204);
    const text = await readStreamUntil(reader, (s) => statusEvents(s).some((e) => e.trackedAt));
    expect(statusEvents(text).at(-1)).toMatchObject({ status: 'out_for_delivery' });

    const seen = async () =>
      orderResponseSchema.parse((await ordersClient(t.app, customer.cookie).get(order._id)).json())
        .order.rider;
    const far = await seen();
    expect(far).toMatchObject({ firstName: 'Ravi', phone: '98450 11111' });
    // 1.1 km straight, 1.3 times that by road, at 18 km/h: 1,450 m and 5 minutes.
    expect(far?.tracking?.distanceMetres).toBe(1450);
    const at = Date.parse(far!.tracking!.at);
    expect(Date.parse(far!.tracking!.arrivesAt!) - at).toBe(5 * 60_000);
    expect((await share(ravi, order._id, NEAR)).statusCode).toBe(204);
    expect((await seen())?.tracking?.distanceMetres).toBe(290);
    expect(await row(order._id)).toMatchObject({ riderLat: NEAR.lat, riderLng: NEAR.lng });

    expect((await move(ravi, order._id, 'delivered')).statusCode).toBe(200);
    expect(await row(order._id)).toMatchObject({
      status: 'delivered',
      riderLat: null,
      riderLng: null,
      riderPositionAt: null,
    });
    await reader.cancel();
    expect(await seen()).toBeUndefined();
    // Nothing after delivery: not listed, no position, no move.
    expect((await listOf(ravi)).orders.map((o) => o._id)).not.toContain(order._id);
    expect((await share(ravi, order._id, NEAR)).statusCode).toBe(409);
    const again = await move(ravi, order._id, 'delivered');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'This order is already delivered.' });
  });

  it('refuses impossible coordinates with a message, changing nothing', async () => {
    const { order } = await delivery();
    await assign(order._id, ravi.userId);
    await move(ravi, order._id, 'out_for_delivery');
    for (const [body, message] of [
      [{ lat: 91, lng: 77 }, 'A latitude lies between -90 and 90'],
      [{ lat: 12, lng: -181 }, 'A longitude lies between -180 and 180'],
      [{ lat: '12', lng: 77 }, 'Send the latitude as a number'],
      [{ lat: 12, lng: 77, speed: 3 }, undefined],
    ] as const) {
      const res = await share(ravi, order._id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      if (message) expect(res.json().message).toContain(message);
    }
    expect((await row(order._id)).riderPositionAt).toBeNull();
  });

  it('clears the position when the kitchen takes the order back to ready (an undo)', async () => {
    const { order } = await delivery();
    await assign(order._id, ravi.userId);
    await move(ravi, order._id, 'out_for_delivery');
    expect((await share(ravi, order._id, NEAR)).statusCode).toBe(204);
    const undo = await injectAs(t.app, staff, 'PATCH', `${api}/staff/orders/${order._id}/status`, {
      status: 'ready',
    });
    expect(undo.statusCode, undo.body).toBe(200);
    expect(await row(order._id)).toMatchObject({ status: 'ready', riderLat: null });
  });

  it('limits how often a rider sends positions (429)', async () => {
    const sam = await signInAs(t.app, { role: 'rider', name: 'Sam' });
    const { order } = await delivery();
    await assign(order._id, sam.userId);
    await move(sam, order._id, 'out_for_delivery');
    const codes: number[] = [];
    for (let i = 0; i < 31; i++) codes.push((await share(sam, order._id, NEAR)).statusCode);
    expect(codes.slice(0, 30).every((c) => c === 204)).toBe(true);
    expect(codes[30]).toBe(429);
  });
});
