import {
  checkoutConflictSchema,
  orderResponseSchema,
  ordersListResponseSchema,
  quoteResponseSchema,
  toMinor,
  type Order,
} from '@ninetonine/contract';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cartItems, offers, orderDayCounters, orders, users } from '../../db/schema/index';
import { cartClient } from '#test/cart-fixtures';
import {
  addToCart,
  createAddress,
  createCoupon,
  newKey,
  ordersClient,
  setRestaurant,
  useCheckoutApp,
} from '#test/order-fixtures';
import { signInAs } from '#test/sign-in';

const orderOf = (res: { statusCode: number; body: string; json(): unknown }, status = 201) => {
  expect(res.statusCode, res.body).toBe(status);
  return orderResponseSchema.parse(res.json()).order;
};

describe('POST /orders', () => {
  const { t, menu, customer } = useCheckoutApp();
  const ordersOf = async (userId: string) =>
    (await t.db.select({ n: count() }).from(orders).where(eq(orders.userId, userId)))[0]!.n;
  const cartLines = async (userId: string) =>
    (await t.db.select({ n: count() }).from(cartItems).where(eq(cartItems.userId, userId)))[0]!.n;
  const quoteTotal = async (api: ReturnType<typeof ordersClient>, body: object) => {
    const res = await api.quote(body);
    return quoteResponseSchema.parse(res.json()).quote.total;
  };

  it('places a delivery order from server prices, snapshots it and empties the cart', async () => {
    const c = await customer();
    const choice = { fulfilment: 'delivery', addressId: c.addressId };
    const total = await quoteTotal(c.api, choice);
    const order = orderOf(
      await c.api.place({
        ...choice,
        paymentMethod: 'cash_on_delivery',
        note: '  Ring twice  ',
        confirmedTotal: total,
      }),
    );
    expect(order).toMatchObject({
      number: expect.stringMatching(/^\d{4}-\d{3,}$/),
      status: 'placed',
      fulfilment: 'delivery',
      paymentMethod: 'cash_on_delivery',
      lines: [
        {
          foodId: menu.food.id,
          name: 'Paneer Tikka',
          size: 'Large',
          unitPrice: 299,
          quantity: 2,
          lineTotal: 598,
          image: `/api/v1/images/${menu.food.imageIds[0]}`,
        },
      ],
      subtotal: 598,
      discount: 0,
      deliveryFee: 40,
      tax: 28.48,
      taxIncluded: true,
      total: 638,
      couponCode: null,
      address: {
        label: 'Home',
        name: 'Asha Rao',
        line1: '4 Lake View Road',
        city: 'Bengaluru',
        postalCode: '560001',
        notes: 'Gate 2',
      },
      pickupAddress: null,
      scheduledFor: null,
      note: 'Ring twice',
      history: [{ status: 'placed', reason: null }],
    });
    expect(order.history[0]!.at).toBe(order.createdAt);
    expect(Date.parse(order.estimatedAt!)).toBeGreaterThan(Date.parse(order.createdAt));
    // Stored in minor units; the cart is empty; reading it back gives the same order.
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order._id));
    expect(row).toMatchObject({ totalMinor: 63_800, subtotalMinor: 59_800, taxMinor: 2_848 });
    expect(await cartLines(c.userId)).toBe(0);
    expect(orderOf(await c.api.get(order._id), 200)).toEqual(order);
    const list = ordersListResponseSchema.parse((await c.api.list()).json());
    expect(list.orders).toEqual([order]);
  });

  it('places a pickup order for a chosen slot, at the restaurant’s address', async () => {
    const c = await customer();
    const { slots } = quoteResponseSchema.parse(
      (await c.api.quote({ fulfilment: 'pickup' })).json(),
    ).quote;
    const choice = { fulfilment: 'pickup', scheduledFor: slots[2]!.start, addressId: c.addressId };
    const order = orderOf(
      await c.api.place({
        ...choice,
        paymentMethod: 'pay_at_pickup',
        confirmedTotal: await quoteTotal(c.api, choice),
      }),
    );
    expect(order).toMatchObject({
      fulfilment: 'pickup',
      paymentMethod: 'pay_at_pickup',
      total: 598,
      deliveryFee: 0,
      address: null,
      pickupAddress: '12 MG Road, Bengaluru',
      scheduledFor: slots[2]!.start,
      estimatedAt: slots[2]!.start,
    });
  });

  it('numbers orders by the restaurant’s day, one after another', async () => {
    const a = await customer();
    const b = await customer();
    const place = async (c: typeof a) =>
      orderOf(
        await c.api.place({
          fulfilment: 'pickup',
          paymentMethod: 'pay_at_pickup',
          confirmedTotal: 598,
        }),
      );
    const first = await place(a);
    const second = await place(b);
    const [day, n] = first.number.split('-');
    expect(second.number).toBe(`${day}-${String(Number(n) + 1).padStart(3, '0')}`);
  });

  it('answers 409 with the new quote when the confirmed total is stale, writing nothing', async () => {
    const c = await customer();
    const coupon = await createCoupon(t.app, { usageLimitTotal: 5 });
    const counters = await t.db.select().from(orderDayCounters);
    const res = await c.api.place({
      fulfilment: 'delivery',
      addressId: c.addressId,
      couponCode: coupon.code,
      paymentMethod: 'cash_on_delivery',
      confirmedTotal: 638,
    });
    expect(res.statusCode).toBe(409);
    const body = checkoutConflictSchema.parse(res.json());
    // 10% off ₹598 = ₹59.80: ₹538.20 of food and ₹40 delivery, ₹578.20 rounded for cash.
    expect(body).toMatchObject({
      code: 'TOTAL_CHANGED',
      message:
        'Your total is now ₹578 (you confirmed ₹638). Please check your order and confirm again.',
      quote: {
        total: 578,
        rounding: -0.2,
        discount: 59.8,
        coupon: { code: coupon.code, applied: true },
      },
    });
    expect(await ordersOf(c.userId)).toBe(0);
    expect(await cartLines(c.userId)).toBe(1);
    const [offer] = await t.db.select().from(offers).where(eq(offers.id, coupon.id));
    expect(offer!.timesUsed).toBe(0);
    expect(await t.db.select().from(orderDayCounters)).toEqual(counters);
  });

  it('answers 409 with the problems when the order cannot be placed as chosen', async () => {
    const c = await customer();
    await cartClient(t.app, c.cookie).clear();
    const res = await c.api.place({
      fulfilment: 'pickup',
      paymentMethod: 'pay_at_pickup',
      confirmedTotal: 0,
    });
    expect(res.statusCode).toBe(409);
    expect(checkoutConflictSchema.parse(res.json())).toMatchObject({
      code: 'CHECKOUT_PROBLEM',
      message: 'Your cart is empty.',
      quote: { problems: [{ code: 'empty_cart' }] },
    });
    const d = await customer();
    await setRestaurant(t.app, { acceptingOrders: false });
    const paused = await d.api.place({
      fulfilment: 'pickup',
      paymentMethod: 'pay_at_pickup',
      confirmedTotal: 598,
    });
    expect(paused.statusCode).toBe(409);
    expect(paused.json()).toMatchObject({ code: 'CHECKOUT_PROBLEM' });
    expect(await ordersOf(d.userId)).toBe(0);
    expect(await cartLines(d.userId)).toBe(1);
  });

  it('refuses a payment method that does not fit the fulfilment (400), writing nothing', async () => {
    const c = await customer();
    const res = await c.api.place({
      fulfilment: 'pickup',
      paymentMethod: 'cash_on_delivery',
      confirmedTotal: 598,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Cash on delivery is for deliveries. Choose pay at pickup.',
      code: 'VALIDATION_FAILED',
    });
    expect(await ordersOf(c.userId)).toBe(0);
  });

  it('returns the same order for a retry with the same key, 422 for a different body', async () => {
    const c = await customer();
    const key = newKey();
    const body = { fulfilment: 'pickup', paymentMethod: 'pay_at_pickup', confirmedTotal: 598 };
    const first = orderOf(await c.api.place(body, key));
    const retry = await c.api.place({ ...body }, key);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(orderOf(retry, 200)).toEqual(first);
    const other = await c.api.place({ ...body, note: 'extra spicy' }, key);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({
      message:
        'This checkout was already used for a different order. Please reload the page and try again.',
      code: 'IDEMPOTENCY_KEY_REUSED',
    });
    expect(await ordersOf(c.userId)).toBe(1);
    // The key is the customer's own: another customer's identical key is a new order.
    const d = await customer();
    expect(orderOf(await d.api.place(body, key))._id).not.toBe(first._id);
  });

  it('redeems a coupon once per customer when it says so', async () => {
    const c = await customer();
    const coupon = await createCoupon(t.app, {
      discountType: 'amount',
      discountValue: toMinor(100),
      usageLimitPerCustomer: 1,
    });
    const body = {
      fulfilment: 'pickup',
      couponCode: coupon.code,
      paymentMethod: 'pay_at_pickup',
      confirmedTotal: 498,
    };
    const order = orderOf(await c.api.place(body));
    expect(order).toMatchObject({ discount: 100, total: 498, couponCode: coupon.code });

    await addToCart(t.app, c.cookie, menu.food.id, 'Large', 2);
    const again = await c.api.place(body);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'COUPON_REFUSED',
      message: `You have already used the code ${coupon.code}.`,
    });
    expect(await ordersOf(c.userId)).toBe(1);
    expect(await cartLines(c.userId)).toBe(1);
    const [offer] = await t.db.select().from(offers).where(eq(offers.id, coupon.id));
    expect(offer!.timesUsed).toBe(1);
  });

  it('places an order with a refused coupon without it, at the total shown without it', async () => {
    const c = await customer();
    const coupon = await createCoupon(t.app, { minOrderMinor: toMinor(1000) });
    const choice = { fulfilment: 'pickup', couponCode: coupon.code };
    const quote = quoteResponseSchema.parse((await c.api.quote(choice)).json()).quote;
    expect(quote).toMatchObject({ total: 598, discount: 0, coupon: { applied: false } });
    const order = orderOf(
      await c.api.place({ ...choice, paymentMethod: 'pay_at_pickup', confirmedTotal: quote.total }),
    );
    expect(order).toMatchObject({ total: 598, discount: 0, couponCode: null });
    const [offer] = await t.db.select().from(offers).where(eq(offers.id, coupon.id));
    expect(offer!.timesUsed).toBe(0);
  });

  it('rounds a cash total to the whole rupee and keeps the rounding on the order', async () => {
    const me = await signInAs(t.app);
    await addToCart(t.app, me.cookie, menu.food.id, 'Regular', 1);
    const api = ordersClient(t.app, me.cookie);
    const body = { fulfilment: 'pickup', paymentMethod: 'pay_at_pickup' };
    // The exact ₹249.50 is not what is due in cash: 409 with the rounded total.
    const exact = await api.place({ ...body, confirmedTotal: 249.5 });
    expect(exact.statusCode).toBe(409);
    expect(checkoutConflictSchema.parse(exact.json()).quote).toMatchObject({
      subtotal: 249.5,
      rounding: 0.5,
      total: 250,
    });
    const order = orderOf(await api.place({ ...body, confirmedTotal: 250 }));
    expect(order).toMatchObject({ subtotal: 249.5, deliveryFee: 0, rounding: 0.5, total: 250 });
    expect(orderOf(await api.get(order._id), 200)).toMatchObject({ rounding: 0.5, total: 250 });
  });

  it('lists only the caller’s orders, newest first, a page at a time', async () => {
    const c = await customer();
    const placed: Order[] = [];
    for (let i = 0; i < 11; i++) {
      if (i > 0) await addToCart(t.app, c.cookie, menu.food.id, 'Regular', 1);
      // ₹249.50 is paid in cash as ₹250 (decision 0051).
      const total = i === 0 ? 598 : 250;
      placed.push(
        orderOf(
          await c.api.place({
            fulfilment: 'pickup',
            paymentMethod: 'pay_at_pickup',
            confirmedTotal: total,
          }),
        ),
      );
    }
    const first = ordersListResponseSchema.parse((await c.api.list(1)).json());
    expect(first.pagination).toEqual({ page: 1, total: 11, totalPages: 2, limit: 10 });
    expect(first.orders.map((o) => o._id)).toEqual(
      placed
        .slice(1)
        .reverse()
        .map((o) => o._id),
    );
    const second = ordersListResponseSchema.parse((await c.api.list(2)).json());
    expect(second.orders.map((o) => o._id)).toEqual([placed[0]!._id]);
    const beyond = ordersListResponseSchema.parse((await c.api.list(3)).json());
    expect(beyond.orders).toEqual([]);
    // The account page's "N orders" counts them too.
    const profile = await t.app.inject({
      url: '/api/v1/auth/user/profile',
      headers: { cookie: c.cookie },
    });
    expect(profile.json().userProfileDetail.orderCount).toBe(11);

    // Someone else sees none of them, and cannot open one.
    const stranger = ordersClient(t.app, (await signInAs(t.app)).cookie);
    expect(ordersListResponseSchema.parse((await stranger.list()).json()).orders).toEqual([]);
    const theirs = await stranger.get(placed[0]!._id);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({
      message: 'We could not find that order.',
      code: 'ORDER_NOT_FOUND',
    });
  });

  it('needs a phone the kitchen can call: asked once, kept on the profile (issue 19 #8)', async () => {
    const me = await signInAs(t.app, { phone: null });
    await addToCart(t.app, me.cookie, menu.food.id, 'Large', 2);
    const api = ordersClient(t.app, me.cookie);
    const pickup = { fulfilment: 'pickup', paymentMethod: 'pay_at_pickup' } as const;
    const confirmedTotal = await quoteTotal(api, { fulfilment: 'pickup' });

    const missing = await api.place({ ...pickup, confirmedTotal });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      message: 'Add a phone number so the kitchen can reach you about this order.',
      code: 'PHONE_REQUIRED',
    });
    const foreign = await api.place({ ...pickup, confirmedTotal, phone: '+44 20 7946 0000' });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe('Enter a 10-digit Indian phone number, e.g. 98450 55555');
    expect(await ordersOf(me.userId)).toBe(0);

    const placed = orderOf(await api.place({ ...pickup, confirmedTotal, phone: '98450 55555' }));
    const [row] = await t.db.select().from(orders).where(eq(orders.id, placed._id));
    expect(row!.contactPhone).toBe('98450 55555');
    const [profile] = await t.db.select().from(users).where(eq(users.id, me.userId));
    expect(profile!.phone).toBe('98450 55555');

    // Next time the profile's phone is used; a delivery may also use its address's.
    await addToCart(t.app, me.cookie, menu.food.id, 'Large', 2);
    orderOf(await api.place({ ...pickup, confirmedTotal }));
    const other = await signInAs(t.app, { phone: null });
    await addToCart(t.app, other.cookie, menu.food.id, 'Large', 2);
    const addressId = await createAddress(t.app, other.userId);
    const otherApi = ordersClient(t.app, other.cookie);
    const delivery = { fulfilment: 'delivery', addressId };
    const byAddress = orderOf(
      await otherApi.place({
        ...delivery,
        paymentMethod: 'cash_on_delivery',
        confirmedTotal: await quoteTotal(otherApi, delivery),
      }),
    );
    const [delivered] = await t.db.select().from(orders).where(eq(orders.id, byAddress._id));
    expect(delivered!.contactPhone).toBe('+91 98765 43210');
  });
});
