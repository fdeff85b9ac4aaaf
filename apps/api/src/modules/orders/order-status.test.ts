import { orderResponseSchema, type Order, type OrderStatus } from '@ninetonine/contract';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderStatusHistory } from '../../db/schema/index';
import { createFood } from '#test/cart-fixtures';
import { addToCart, createAddress, ordersClient, setRestaurant } from '#test/order-fixtures';
import { signInAs } from '#test/sign-in';
import { useTestApp } from '#test/test-app';

describe('order status: customer cancel and the kitchen’s state machine', () => {
  const t = useTestApp({ seed: false });
  let food: Awaited<ReturnType<typeof createFood>>;
  let staff: ReturnType<typeof ordersClient>;
  beforeAll(async () => {
    await setRestaurant(t.app);
    food = await createFood(t.app, { name: 'Veg Biryani' });
    staff = ordersClient(t.app, (await signInAs(t.app, { role: 'staff' })).cookie);
  });

  /** A customer with one placed order (Large, ₹299, delivered or picked up). */
  async function placed(fulfilment: 'delivery' | 'pickup' = 'pickup') {
    const me = await signInAs(t.app);
    await addToCart(t.app, me.cookie, food.id, 'Large', 1);
    const api = ordersClient(t.app, me.cookie);
    const res = await api.place(
      fulfilment === 'pickup'
        ? { fulfilment, paymentMethod: 'pay_at_pickup', confirmedTotal: 299 }
        : {
            fulfilment,
            addressId: await createAddress(t.app, me.userId),
            paymentMethod: 'cash_on_delivery',
            // ₹40 delivery below ₹1,000 of food.
            confirmedTotal: 339,
          },
    );
    expect(res.statusCode, res.body).toBe(201);
    return { ...me, api, order: orderResponseSchema.parse(res.json()).order };
  }
  const move = async (id: string, status: OrderStatus, reason?: string) => {
    const res = await staff.setStatus(id, reason ? { status, reason } : { status });
    return {
      res,
      order: res.statusCode === 200 ? orderResponseSchema.parse(res.json()).order : null,
    };
  };
  const statuses = (o: Order | null) => o?.history.map((h) => h.status);

  it('lets the customer cancel until the kitchen accepts, and says why not after', async () => {
    const c = await placed();
    const res = await c.api.cancel(c.order._id);
    expect(res.statusCode, res.body).toBe(200);
    const cancelled = orderResponseSchema.parse(res.json()).order;
    expect(cancelled.status).toBe('cancelled');
    expect(statuses(cancelled)).toEqual(['placed', 'cancelled']);
    const again = await c.api.cancel(c.order._id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: 'This order is already cancelled.',
      code: 'TRANSITION_REFUSED',
    });

    const d = await placed();
    expect((await move(d.order._id, 'accepted')).res.statusCode).toBe(200);
    const late = await d.api.cancel(d.order._id);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({
      message:
        'The kitchen has already accepted this order, so it can no longer be cancelled. Please call us.',
      code: 'TRANSITION_REFUSED',
    });
    expect(orderResponseSchema.parse((await d.api.get(d.order._id)).json()).order.status).toBe(
      'accepted',
    );
  });

  it('cannot cancel someone else’s order (404), which stays as it was', async () => {
    const c = await placed();
    const stranger = ordersClient(t.app, (await signInAs(t.app)).cookie);
    const res = await stranger.cancel(c.order._id);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'ORDER_NOT_FOUND' });
    expect(orderResponseSchema.parse((await c.api.get(c.order._id)).json()).order.status).toBe(
      'placed',
    );
  });

  it('moves a delivery through the kitchen, storing each step with its time', async () => {
    const c = await placed('delivery');
    let last: Order | null = null;
    for (const status of [
      'accepted',
      'preparing',
      'ready',
      'out_for_delivery',
      'delivered',
    ] as const) {
      const { res, order } = await move(c.order._id, status);
      expect(res.statusCode, res.body).toBe(200);
      expect(order!.status).toBe(status);
      last = order;
    }
    expect(statuses(last)).toEqual([
      'placed',
      'accepted',
      'preparing',
      'ready',
      'out_for_delivery',
      'delivered',
    ]);
    const rows = await t.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, c.order._id))
      .orderBy(asc(orderStatusHistory.at));
    expect(rows).toHaveLength(6);
    for (let i = 1; i < rows.length; i++) {
      expect(rows[i]!.at.getTime()).toBeGreaterThanOrEqual(rows[i - 1]!.at.getTime());
    }
    const { res } = await move(c.order._id, 'preparing');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'This order is already delivered.',
      code: 'TRANSITION_REFUSED',
    });
  });

  it('refuses steps the state machine does not have, for this fulfilment', async () => {
    const c = await placed('pickup');
    const skip = await move(c.order._id, 'ready');
    expect(skip.res.statusCode).toBe(409);
    expect(skip.res.json()).toEqual({
      message: 'An order that is placed cannot become ready.',
      code: 'TRANSITION_REFUSED',
    });
    const cancelByStaff = await move(c.order._id, 'cancelled');
    expect(cancelByStaff.res.statusCode).toBe(409);
    for (const s of ['accepted', 'preparing', 'ready'] as const) await move(c.order._id, s);
    const ride = await move(c.order._id, 'out_for_delivery');
    expect(ride.res.statusCode).toBe(409);
    expect(ride.res.json()).toMatchObject({
      message: 'An order that is ready cannot become out for delivery.',
    });
    const collected = await move(c.order._id, 'picked_up');
    expect(collected.order!.status).toBe('picked_up');
  });

  it('rejects only with a reason, which the customer sees', async () => {
    const c = await placed();
    const bare = await staff.setStatus(c.order._id, { status: 'rejected' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json()).toEqual({
      message: 'Tell the customer why the order is rejected',
      code: 'VALIDATION_FAILED',
    });
    const { order } = await move(c.order._id, 'rejected', 'We ran out of rice');
    expect(order!.history.at(-1)).toMatchObject({
      status: 'rejected',
      reason: 'We ran out of rice',
    });
    const seen = orderResponseSchema.parse((await c.api.get(c.order._id)).json()).order;
    expect(seen.history.at(-1)).toMatchObject({ status: 'rejected', reason: 'We ran out of rice' });
  });

  it('keeps the kitchen’s calls to staff: 401 signed out, 403 customers, 404 unknown', async () => {
    const c = await placed();
    const anonymous = await ordersClient(t.app).setStatus(c.order._id, { status: 'accepted' });
    expect(anonymous.statusCode).toBe(401);
    const customer = await c.api.setStatus(c.order._id, { status: 'accepted' });
    expect(customer.statusCode).toBe(403);
    expect(customer.json()).toMatchObject({ code: 'FORBIDDEN' });
    const unknown = await staff.setStatus('no-such-order', { status: 'accepted' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'ORDER_NOT_FOUND' });
    expect(orderResponseSchema.parse((await c.api.get(c.order._id)).json()).order.status).toBe(
      'placed',
    );
  });
});
