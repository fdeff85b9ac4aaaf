import { DAY_MS, orderResponseSchema, type OrderStatus } from '@ninetonine/contract';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders, orderStatusHistory } from '../../db/schema/index';
import { createFood } from '#test/cart-fixtures';
import { ordersClient, placePickupOrder, setRestaurant } from '#test/order-fixtures';
import { signInAs } from '#test/sign-in';
import { useTestApp } from '#test/test-app';

describe('the board’s moves: one change per tap, undo, a scheduled order’s day', () => {
  const t = useTestApp({ seed: false });
  let foodId: string;
  let staff: ReturnType<typeof ordersClient>;
  beforeAll(async () => {
    await setRestaurant(t.app);
    foodId = (await createFood(t.app, { name: 'Masala Dosa' })).id;
    staff = ordersClient(t.app, (await signInAs(t.app, { role: 'staff' })).cookie);
  });

  async function placed() {
    const me = await signInAs(t.app);
    return placePickupOrder(t.app, me.cookie, foodId);
  }
  const move = async (id: string, body: { status: OrderStatus; from?: OrderStatus }) => {
    const res = await staff.setStatus(id, body);
    return { status: res.statusCode, body: res.json() as { message?: string } };
  };
  const statusOf = async (id: string) =>
    (await t.app.db.select().from(orders).where(eq(orders.id, id)))[0]!.status;

  it('makes one change of two taps sent from the same status (the second is 409)', async () => {
    const order = await placed();
    const [a, b] = await Promise.all([
      move(order._id, { status: 'accepted', from: 'placed' }),
      move(order._id, { status: 'accepted', from: 'placed' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    // A double tap on the card's next button: the second asks for the next step from "placed".
    const next = await move(order._id, { status: 'preparing', from: 'placed' });
    expect(next).toEqual({
      status: 409,
      body: {
        message: `Order ${order.number} was moved by someone else meanwhile: it is already accepted.`,
        code: 'TRANSITION_REFUSED',
      },
    });
    expect(await statusOf(order._id)).toBe('accepted');
  });

  it('undoes only the last kitchen step, only shortly after it, never a rejection', async () => {
    const order = await placed();
    expect((await move(order._id, { status: 'accepted' })).status).toBe(200);
    expect((await move(order._id, { status: 'preparing' })).status).toBe(200);
    // Two steps back in one is not an undo.
    expect((await move(order._id, { status: 'placed' })).status).toBe(409);
    const undone = await staff.setStatus(order._id, { status: 'accepted', from: 'preparing' });
    expect(undone.statusCode, undone.body).toBe(200);
    expect(orderResponseSchema.parse(undone.json()).order.history.map((h) => h.status)).toEqual([
      'placed',
      'accepted',
      'preparing',
      'accepted',
    ]);
    // The step before "accepted" now was "preparing", not "placed": no second undo.
    expect(await move(order._id, { status: 'placed' })).toMatchObject({
      status: 409,
      body: { message: 'An order that is accepted cannot go back to placed.' },
    });

    expect((await move(order._id, { status: 'preparing' })).status).toBe(200);
    // Three minutes later the step stands.
    await t.app.db
      .update(orderStatusHistory)
      .set({ at: sql`${orderStatusHistory.at} - interval '3 minutes'` })
      .where(eq(orderStatusHistory.orderId, order._id));
    expect(await move(order._id, { status: 'accepted' })).toMatchObject({
      status: 409,
      body: { message: expect.stringMatching(/^It is too late to undo/) },
    });

    const rejected = await placed();
    const res = await staff.setStatus(rejected._id, { status: 'rejected', reason: 'Closed early' });
    expect(res.statusCode).toBe(200);
    expect((await move(rejected._id, { status: 'placed' })).status).toBe(409);
    expect(await statusOf(rejected._id)).toBe('rejected');
  });

  it('cooks tomorrow’s order ahead but does not finish it before its day', async () => {
    const order = await placed();
    await t.app.db
      .update(orders)
      .set({ scheduledFor: new Date(Date.now() + 2 * DAY_MS) })
      .where(eq(orders.id, order._id));
    expect((await move(order._id, { status: 'accepted' })).status).toBe(200);
    expect((await move(order._id, { status: 'preparing' })).status).toBe(200);
    const early = await move(order._id, { status: 'ready' });
    expect(early.status).toBe(409);
    expect(early.body.message).toMatch(
      new RegExp(
        `^Order ${order.number} is booked for .+: it can be accepted and cooked ahead, but not marked ready, sent or handed over before that day\\.$`,
      ),
    );
    expect(await statusOf(order._id)).toBe('preparing');

    // On its day it goes on as usual.
    await t.app.db.update(orders).set({ scheduledFor: new Date() }).where(eq(orders.id, order._id));
    expect((await move(order._id, { status: 'ready' })).status).toBe(200);
  });
});
