import {
  API_BASE_PATH,
  cashNotForAreaText,
  orderResponseSchema,
  quoteResponseSchema,
  restaurantResponseSchema,
  riderOrdersResponseSchema,
  staffOrderResponseSchema,
  staffSettingsResponseSchema,
  toMinor,
  UPI_ID_HINT,
  upiPayUri,
} from '@ninetonine/contract';
import { count, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, cartItems, orders } from '../../db/schema/index';
import { createFood } from '#test/cart-fixtures';
import {
  addToCart,
  createAddress,
  customerWithCart,
  ordersClient,
  setRestaurant,
} from '#test/order-fixtures';
import { usePaymentsApp } from '#test/payment-fixtures';
import { injectAs, signInAs, type SignedIn } from '#test/sign-in';
import { csrfHeaders, useTestApp } from '#test/test-app';

const api = API_BASE_PATH;
/** 2 Large (₹299 each) and the ₹40 delivery fee: what every customer here orders. */
const TOTAL = 638;

/**
 * Cash on delivery's limits (issue 32 part 3, decision 0090): an area without cash, a cap
 * above which only online is offered, the UPI id and the rider's QR. This app has no provider
 * keys, so online is never offered: a refused cash delivery has no way to pay but pickup.
 */
describe('cash on delivery: an area’s switch and the cap', () => {
  const t = useTestApp({ seed: false });
  let foodId: string;
  let admin: SignedIn;
  beforeAll(async () => {
    foodId = (await createFood(t.app, { name: 'Paneer Tikka' })).id;
    admin = await signInAs(t.app, { role: 'admin' });
  });
  beforeEach(async () => {
    await setRestaurant(t.app);
    const on = await injectAs(t.app, admin, 'PATCH', `${api}/staff/delivery-areas/bengaluru`, {
      cashOnDelivery: true,
    });
    expect(on.statusCode, on.body).toBe(200);
  });

  const customer = () => customerWithCart(t.app, foodId);
  const quoteOf = async (c: Awaited<ReturnType<typeof customer>>) => {
    const res = await c.api.quote({ fulfilment: 'delivery', addressId: c.addressId });
    expect(res.statusCode, res.body).toBe(200);
    return quoteResponseSchema.parse(res.json()).quote;
  };
  const placeCash = (c: Awaited<ReturnType<typeof customer>>) =>
    c.api.place({
      fulfilment: 'delivery',
      addressId: c.addressId,
      paymentMethod: 'cash_on_delivery',
      confirmedTotal: TOTAL,
    });
  const countOf = async (table: typeof orders | typeof cartItems, userId: string) =>
    (await t.db.select({ n: count() }).from(table).where(eq(table.userId, userId)))[0]!.n;

  it('offers cash up to the cap, and above it says to pay online, placing nothing', async () => {
    const c = await customer();
    expect(await quoteOf(c)).toMatchObject({
      total: TOTAL,
      paymentMethods: ['cash_on_delivery'],
      cashRefusal: null,
    });
    // At the cap exactly, cash is still offered.
    await setRestaurant(t.app, { cashOnDeliveryMaxMinor: toMinor(TOTAL) });
    expect((await quoteOf(c)).paymentMethods).toEqual(['cash_on_delivery']);

    await setRestaurant(t.app, { cashOnDeliveryMaxMinor: toMinor(500) });
    expect(await quoteOf(c)).toMatchObject({
      paymentMethods: [],
      cashRefusal: 'Pay online for orders above ₹500',
    });
    const res = await placeCash(c);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({
      message:
        'Pay online for orders above ₹500, and online payment is not available right now. Please choose pickup.',
      code: 'CHECKOUT_PROBLEM',
      quote: { paymentMethods: [], cashRefusal: 'Pay online for orders above ₹500' },
    });
    expect(await countOf(orders, c.userId)).toBe(0);
    expect(await countOf(cartItems, c.userId)).toBe(1);

    // A pickup is not limited by the cap.
    const pickup = await c.api.quote({ fulfilment: 'pickup' });
    expect(quoteResponseSchema.parse(pickup.json()).quote).toMatchObject({
      paymentMethods: ['pay_at_pickup'],
      cashRefusal: null,
    });
  });

  it('takes no cash for an area turned off, and places cash again once it is on', async () => {
    const off = await injectAs(t.app, admin, 'PATCH', `${api}/staff/delivery-areas/bengaluru`, {
      cashOnDelivery: false,
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ area: { cashOnDelivery: false } });
    const c = await customer();
    expect(await quoteOf(c)).toMatchObject({ paymentMethods: [], cashRefusal: cashNotForAreaText });
    const refused = await placeCash(c);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().message).toBe(
      `${cashNotForAreaText}, and online payment is not available right now. Please choose pickup.`,
    );
    expect(await countOf(orders, c.userId)).toBe(0);

    await injectAs(t.app, admin, 'PATCH', `${api}/staff/delivery-areas/bengaluru`, {
      cashOnDelivery: true,
    });
    const placed = await placeCash(c);
    expect(placed.statusCode, placed.body).toBe(201);
    expect(orderResponseSchema.parse(placed.json()).order.paymentMethod).toBe('cash_on_delivery');
  });

  it('says nothing about limits when cash on delivery is off in the settings, and refuses it', async () => {
    await setRestaurant(t.app, {
      paymentMethodsEnabled: ['pay_at_pickup', 'online'],
      cashOnDeliveryMaxMinor: toMinor(100),
    });
    const c = await customer();
    expect(await quoteOf(c)).toMatchObject({ paymentMethods: [], cashRefusal: null });
    const res = await placeCash(c);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toBe('Cash on delivery is not available right now.');
    expect(await countOf(orders, c.userId)).toBe(0);
  });

  it('makes new areas take cash unless told otherwise, and refuses a switch that is not true or false', async () => {
    const made = await injectAs(t.app, admin, 'POST', `${api}/staff/delivery-areas`, {
      name: 'Mysuru',
      postcodes: ['570*'],
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({ area: { cashOnDelivery: true } });
    const bad = await injectAs(t.app, admin, 'PATCH', `${api}/staff/delivery-areas/bengaluru`, {
      cashOnDelivery: 'no',
    });
    expect(bad.statusCode, bad.body).toBe(400);
    expect(bad.json().message).toMatch(/Cash on delivery is on \(true\) or off \(false\)/);
  });
});

describe('cash on delivery’s settings: the cap and the UPI id', () => {
  const t = useTestApp({ seed: false });
  let admin: SignedIn;
  beforeAll(async () => {
    await setRestaurant(t.app);
    admin = await signInAs(t.app, { role: 'admin' });
  });
  const patch = (payload: object) =>
    injectAs(t.app, admin, 'PATCH', `${api}/staff/settings`, payload);
  const read = async () =>
    staffSettingsResponseSchema.parse(
      (await injectAs(t.app, admin, 'GET', `${api}/staff/settings`)).json(),
    );

  it('stores a cap and a UPI id; the UPI id stays off the public settings', async () => {
    const res = await patch({ cashOnDeliveryMax: 1500, upiId: ' NineToNine@OKAXIS ' });
    expect(res.statusCode, res.body).toBe(200);
    const settings = staffSettingsResponseSchema.parse(res.json());
    expect(settings.upiId).toBe('ninetonine@okaxis');
    expect(settings.settings.cashOnDeliveryMax).toBe(1500);
    const pub = await t.app.inject({ url: `${api}/restaurant` });
    expect(restaurantResponseSchema.parse(pub.json()).settings.cashOnDeliveryMax).toBe(1500);
    expect(pub.body).not.toContain('ninetonine@okaxis');
    // The audit entry keeps who changed the UPI id.
    const entries = await t.db
      .select({ after: auditLog.after })
      .from(auditLog)
      .where(eq(auditLog.entityType, 'settings'));
    expect(entries.map((e) => e.after)).toContainEqual(
      expect.objectContaining({ upiId: 'ninetonine@okaxis', cashOnDeliveryMax: 1500 }),
    );

    const cleared = await patch({ cashOnDeliveryMax: null, upiId: '' });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect((await read()).settings.cashOnDeliveryMax).toBeNull();
  });

  it('refuses a bad UPI id or cap with a 400 and its message, changing nothing', async () => {
    expect((await patch({ upiId: 'shop@ybl', cashOnDeliveryMax: 900 })).statusCode).toBe(200);
    const before = await read();
    for (const [payload, message] of [
      [{ upiId: 'ninetonine', phone: '+91 80 1111 2222' }, UPI_ID_HINT],
      [{ upiId: 'nine to nine@ybl' }, UPI_ID_HINT],
      [{ upiId: 'ninetonine@@ybl' }, UPI_ID_HINT],
      [{ upiId: `${'a'.repeat(70)}@ybl` }, 'Keep the UPI id under 64 characters'],
      [{ upiId: 42 }, UPI_ID_HINT],
      [{ cashOnDeliveryMax: -1 }, 'The cash on delivery limit must be at least 0'],
      [{ cashOnDeliveryMax: 10.005 }, 'The cash on delivery limit can have at most two decimals'],
    ] as const) {
      const res = await patch(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    const after = await read();
    expect(after).toEqual(before);
    expect(after.upiId).toBe('shop@ybl');
  });
});

describe('the rider’s UPI QR for cash due on delivery', () => {
  const t = useTestApp({ seed: false });
  let foodId: string;
  let staff: SignedIn;
  let rider: SignedIn;
  beforeAll(async () => {
    await setRestaurant(t.app, {
      legalName: 'Nine & Nine Foods Pvt Ltd',
      upiId: 'ninetonine@okaxis',
    });
    foodId = (await createFood(t.app, { name: 'Paneer Tikka' })).id;
    staff = await signInAs(t.app, { role: 'staff', name: 'Cook' });
    rider = await signInAs(t.app, { role: 'rider', name: 'Ravi Kumar' });
  });

  /** A cash delivery made ready and taken by the rider. */
  async function readyDelivery() {
    const c = await customerWithCart(t.app, foodId);
    const res = await c.api.place({
      fulfilment: 'delivery',
      addressId: c.addressId,
      paymentMethod: 'cash_on_delivery',
      confirmedTotal: TOTAL,
    });
    expect(res.statusCode, res.body).toBe(201);
    const order = orderResponseSchema.parse(res.json()).order;
    for (const status of ['accepted', 'preparing', 'ready']) {
      const moved = await injectAs(
        t.app,
        staff,
        'PATCH',
        `${api}/staff/orders/${order._id}/status`,
        {
          status,
        },
      );
      expect(moved.statusCode, moved.body).toBe(200);
    }
    const taken = await injectAs(t.app, rider, 'POST', `${api}/rider/orders/${order._id}/take`);
    expect(taken.statusCode, taken.body).toBe(200);
    return order;
  }
  const riderOrders = async () =>
    riderOrdersResponseSchema.parse(
      (await injectAs(t.app, rider, 'GET', `${api}/rider/orders`)).json(),
    ).orders;

  it('gives the rider and the ticket a upi://pay link for exactly the cash to collect, and its QR', async () => {
    const order = await readyDelivery();
    const uri = upiPayUri({
      vpa: 'ninetonine@okaxis',
      payeeName: 'Nine & Nine Foods Pvt Ltd',
      amountMinor: toMinor(TOTAL),
      reference: order.number,
    });
    expect(uri).toContain('&am=638.00&cu=INR&');
    const mine = (await riderOrders()).find((o) => o._id === order._id)!;
    expect(mine.cashToCollect).toBe(TOTAL);
    expect(mine.upi).toMatchObject({ uri, amount: TOTAL });
    expect(mine.upi!.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(mine.upi!.qrCode.split(',')[1]!, 'base64').toString()).toContain('<svg');

    const ticket = await injectAs(t.app, staff, 'GET', `${api}/staff/orders/${order._id}`);
    expect(staffOrderResponseSchema.parse(ticket.json()).order.upi).toEqual(mine.upi);

    // Delivered, nothing is due any more: the board's order has no QR.
    await injectAs(t.app, rider, 'PATCH', `${api}/rider/orders/${order._id}/status`, {
      status: 'out_for_delivery',
    });
    const done = await injectAs(t.app, rider, 'PATCH', `${api}/rider/orders/${order._id}/status`, {
      status: 'delivered',
    });
    expect(done.statusCode, done.body).toBe(200);
    const after = await injectAs(t.app, staff, 'GET', `${api}/staff/orders/${order._id}`);
    expect(staffOrderResponseSchema.parse(after.json()).order.upi).toBeUndefined();
  });

  it('shows no QR without a UPI id, and names the restaurant when there is no legal name', async () => {
    await setRestaurant(t.app, { upiId: '' });
    const order = await readyDelivery();
    expect((await riderOrders()).find((o) => o._id === order._id)!.upi).toBeUndefined();
    await setRestaurant(t.app, { upiId: 'ninetonine@okaxis', legalName: '' });
    const again = (await riderOrders()).find((o) => o._id === order._id)!;
    expect(new URL(again.upi!.uri).searchParams.get('pn')).toBe('NineToNine');
  });
});

describe('cash on delivery’s limits with online payment configured', () => {
  const ctx = usePaymentsApp();
  const app = () => ctx.t.app;

  it('offers only online above the cap, refuses cash, and keeps an unpaid online order from switching to it', async () => {
    // One Regular (₹249.50) and ₹40 delivery: ₹289.50 online, ₹290 in cash.
    await setRestaurant(app(), { cashOnDeliveryMaxMinor: toMinor(250) });
    const me = await signInAs(app());
    await addToCart(app(), me.cookie, ctx.foodId, 'Regular', 1);
    const addressId = await createAddress(app(), me.userId);
    const client = ordersClient(app(), me.cookie);
    const choice = { fulfilment: 'delivery', addressId };
    const quote = quoteResponseSchema.parse(
      (await client.quote({ ...choice, paymentMethod: 'online' })).json(),
    ).quote;
    expect(quote).toMatchObject({
      total: 289.5,
      paymentMethods: ['online'],
      cashRefusal: 'Pay online for orders above ₹250',
    });
    const cash = await client.place({
      ...choice,
      paymentMethod: 'cash_on_delivery',
      confirmedTotal: 290,
    });
    expect(cash.statusCode, cash.body).toBe(409);
    expect(cash.json().message).toBe('Pay online for orders above ₹250. Please pay online.');

    const online = await client.place({
      ...choice,
      paymentMethod: 'online',
      confirmedTotal: 289.5,
    });
    expect(online.statusCode, online.body).toBe(201);
    const order = orderResponseSchema.parse(online.json()).order;
    const post = () =>
      app().inject({
        method: 'POST',
        url: `${api}/orders/${order._id}/pay-on-handover`,
        headers: { ...csrfHeaders, cookie: me.cookie },
      });
    const refused = await post();
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().message).toBe('Pay online for orders above ₹250. Please pay online.');
    const [row] = await ctx.t.db.select().from(orders).where(eq(orders.id, order._id));
    expect(row).toMatchObject({ status: 'awaiting_payment', paymentMethod: 'online' });

    // Without the cap the same switch goes through (as before decision 0090).
    await setRestaurant(app());
    const switched = await post();
    expect(switched.statusCode, switched.body).toBe(200);
    expect(orderResponseSchema.parse(switched.json()).order.paymentMethod).toBe('cash_on_delivery');
  });
});
