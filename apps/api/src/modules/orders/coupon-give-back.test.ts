import { orderResponseSchema, toMinor } from '@ninetonine/contract';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { offerRedemptions, offers } from '../../db/schema/index';
import { createFood } from '#test/cart-fixtures';
import { addToCart, createCoupon, ordersClient, setRestaurant } from '#test/order-fixtures';
import { signInAs, type SignedIn } from '#test/sign-in';
import { useTestApp } from '#test/test-app';
import { createCouponUsesRepository } from './coupon-uses.repository';

describe('a cancelled or rejected order gives its coupon use back (decision 0039)', () => {
  const t = useTestApp({ seed: false });
  let foodId: string;
  let staff: SignedIn;
  beforeAll(async () => {
    await setRestaurant(t.app);
    foodId = (await createFood(t.app, { name: 'Masala Dosa' })).id;
    staff = await signInAs(t.app, { role: 'staff', name: 'Cook' });
  });

  // ₹299 of food for pickup; ₹50 off with the coupon.
  const withCoupon = (code: string) => ({
    fulfilment: 'pickup',
    couponCode: code,
    paymentMethod: 'pay_at_pickup',
    confirmedTotal: 249,
  });

  /** A customer with one Large in the cart. */
  async function customer() {
    const me = await signInAs(t.app);
    await addToCart(t.app, me.cookie, foodId, 'Large', 1);
    return { ...me, api: ordersClient(t.app, me.cookie) };
  }

  /** A customer's order placed with the coupon; its id. */
  async function placeWith(code: string, me?: Awaited<ReturnType<typeof customer>>) {
    const who = me ?? (await customer());
    const res = await who.api.place(withCoupon(code));
    expect(res.statusCode, res.body).toBe(201);
    return { ...who, orderId: orderResponseSchema.parse(res.json()).order._id };
  }

  const coupon = (overrides: Parameters<typeof createCoupon>[1] = {}) =>
    createCoupon(t.app, { discountType: 'amount', discountValue: toMinor(50), ...overrides });

  /** The offer's counter and its redemption rows: they must always agree. */
  async function uses(offerId: string) {
    const [offer] = await t.db.select().from(offers).where(eq(offers.id, offerId));
    const [rows] = await t.db
      .select({ n: count() })
      .from(offerRedemptions)
      .where(eq(offerRedemptions.offerId, offerId));
    return { timesUsed: offer!.timesUsed, redemptions: rows!.n };
  }

  const staffMove = (orderId: string, status: string, reason?: string) =>
    ordersClient(t.app, staff.cookie).setStatus(orderId, { status, reason });

  it("a customer's cancel gives the use back, and the customer may use the code again", async () => {
    const { id, code } = await coupon({ usageLimitTotal: 1, usageLimitPerCustomer: 1 });
    const me = await placeWith(code);
    expect(await uses(id)).toEqual({ timesUsed: 1, redemptions: 1 });

    expect((await me.api.cancel(me.orderId)).statusCode).toBe(200);
    expect(await uses(id)).toEqual({ timesUsed: 0, redemptions: 0 });

    await addToCart(t.app, me.cookie, foodId, 'Large', 1);
    await placeWith(code, me);
    expect(await uses(id)).toEqual({ timesUsed: 1, redemptions: 1 });
  });

  it('a staff rejection gives it back, from placed and from accepted', async () => {
    const { id, code } = await coupon({ usageLimitTotal: 5 });
    const first = await placeWith(code);
    const second = await placeWith(code);
    expect(await uses(id)).toEqual({ timesUsed: 2, redemptions: 2 });

    expect((await staffMove(first.orderId, 'rejected', 'Out of dosa batter')).statusCode).toBe(200);
    expect(await uses(id)).toEqual({ timesUsed: 1, redemptions: 1 });

    expect((await staffMove(second.orderId, 'accepted')).statusCode).toBe(200);
    expect(await uses(id)).toEqual({ timesUsed: 1, redemptions: 1 });
    expect((await staffMove(second.orderId, 'rejected', 'Kitchen closed early')).statusCode).toBe(
      200,
    );
    expect(await uses(id)).toEqual({ timesUsed: 0, redemptions: 0 });
  });

  it('an order moving on toward its customer keeps its use', async () => {
    const { id, code } = await coupon();
    const { orderId } = await placeWith(code);
    for (const status of ['accepted', 'preparing', 'ready', 'picked_up']) {
      expect((await staffMove(orderId, status)).statusCode).toBe(200);
    }
    expect(await uses(id)).toEqual({ timesUsed: 1, redemptions: 1 });
  });

  it('a cancel of an order without a coupon changes no offer', async () => {
    const { id, code } = await coupon();
    await placeWith(code);
    const plain = await customer();
    const res = await plain.api.place({
      fulfilment: 'pickup',
      paymentMethod: 'pay_at_pickup',
      confirmedTotal: 299,
    });
    expect(res.statusCode, res.body).toBe(201);
    const orderId = orderResponseSchema.parse(res.json()).order._id;
    expect((await plain.api.cancel(orderId)).statusCode).toBe(200);
    expect(await uses(id)).toEqual({ timesUsed: 1, redemptions: 1 });
  });

  it('concurrent cancels and rejections of one order give back exactly one use', async () => {
    const { id, code } = await coupon();
    // Another order holds a use too: a second give-back would show as 0 instead of 1.
    await placeWith(code);
    const me = await placeWith(code);
    expect(await uses(id)).toEqual({ timesUsed: 2, redemptions: 2 });

    const answers = await Promise.all([
      ...Array.from({ length: 8 }, () => me.api.cancel(me.orderId)),
      ...Array.from({ length: 8 }, () => staffMove(me.orderId, 'rejected', 'Out of batter')),
    ]);
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(15);
    expect(await uses(id)).toEqual({ timesUsed: 1, redemptions: 1 });
  });

  it('a cancel racing new redemptions of a coupon at its limit: the count stays within 0..limit', async () => {
    const limit = 3;
    const { id, code } = await coupon({ usageLimitTotal: limit });
    const holders = await Promise.all(Array.from({ length: limit }, () => placeWith(code)));
    expect(await uses(id)).toEqual({ timesUsed: limit, redemptions: limit });
    const newcomers = await Promise.all(Array.from({ length: 12 }, () => customer()));

    const [cancels, places] = await Promise.all([
      Promise.all(holders.map((h) => h.api.cancel(h.orderId))),
      Promise.all(newcomers.map((c) => c.api.place(withCoupon(code)))),
    ]);
    expect(cancels.map((r) => r.statusCode)).toEqual(holders.map(() => 200));
    const won = places.filter((r) => r.statusCode === 201).length;
    for (const res of places.filter((r) => r.statusCode !== 201)) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'COUPON_REFUSED' });
    }
    // However the race fell, every use counted belongs to a live order, and no more than the limit.
    expect(won).toBeLessThanOrEqual(limit);
    expect(await uses(id)).toEqual({ timesUsed: won, redemptions: won });
  });

  it('at its limit, a use given back is a use a newcomer can take, and no more', async () => {
    const { id, code } = await coupon({ usageLimitTotal: 1 });
    const holder = await placeWith(code);
    const late = await customer();
    const refused = await late.api.place(withCoupon(code));
    expect(refused.statusCode).toBe(409);

    expect((await holder.api.cancel(holder.orderId)).statusCode).toBe(200);
    const [a, b] = await Promise.all([late.api.place(withCoupon(code)), placeAgain()]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    expect(await uses(id)).toEqual({ timesUsed: 1, redemptions: 1 });

    async function placeAgain() {
      const other = await customer();
      return other.api.place(withCoupon(code));
    }
  });

  it('giving back is once per order and never takes the counter below zero', async () => {
    const { id, code } = await coupon();
    const { orderId } = await placeWith(code);
    // A counter already at zero (set by hand) while the order still holds its row.
    await t.db.update(offers).set({ timesUsed: 0 }).where(eq(offers.id, id));
    const repo = createCouponUsesRepository();
    expect(await repo.giveBack(t.db, orderId, new Date())).toBe(true);
    expect(await repo.giveBack(t.db, orderId, new Date())).toBe(false);
    expect(await uses(id)).toEqual({ timesUsed: 0, redemptions: 0 });
  });
});
