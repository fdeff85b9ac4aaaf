import { couponNotLiveMessage, orderResponseSchema, toMinor } from '@ninetonine/contract';
import { and, count, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { cartItems, offerRedemptions, offers, orders } from '../../db/schema/index';
import { createFood } from '#test/cart-fixtures';
import { addToCart, createCoupon, newKey, ordersClient, setRestaurant } from '#test/order-fixtures';
import { signInAs } from '#test/sign-in';
import { useTestApp } from '#test/test-app';
import { createOrderStatusRepository } from './order-status.repository';
import { createOrdersRepository } from './orders.repository';

describe('placing orders under concurrency', () => {
  const t = useTestApp({ seed: false });
  let food: Awaited<ReturnType<typeof createFood>>;
  beforeAll(async () => {
    await setRestaurant(t.app);
    food = await createFood(t.app, { name: 'Chole Bhature' });
  });

  it('50 parallel requests with one key make exactly one order, and all answer it', async () => {
    const me = await signInAs(t.app);
    await addToCart(t.app, me.cookie, food.id, 'Large', 2);
    const api = ordersClient(t.app, me.cookie);
    const key = newKey();
    const body = { fulfilment: 'pickup', paymentMethod: 'pay_at_pickup', confirmedTotal: 598 };
    const answers = await Promise.all(Array.from({ length: 50 }, () => api.place(body, key)));
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 200)).toHaveLength(49);
    const ids = new Set(answers.map((r) => orderResponseSchema.parse(r.json()).order._id));
    expect(ids.size).toBe(1);
    const rows = await t.db.select().from(orders).where(eq(orders.userId, me.userId));
    expect(rows.map((r) => r.id)).toEqual([...ids]);
    expect(rows[0]).toMatchObject({ idempotencyKey: key, totalMinor: 59_800 });
  });

  it('lets the unique index decide a race: a second insert with the same key writes nothing', async () => {
    // Checkout serialises one customer's requests, so this is the backstop behind that lock:
    // whoever inserts second gets null and reads the winner's order.
    const me = await signInAs(t.app);
    await addToCart(t.app, me.cookie, food.id, 'Large', 1);
    const key = newKey();
    const body = { fulfilment: 'pickup', paymentMethod: 'pay_at_pickup', confirmedTotal: 299 };
    const res = await ordersClient(t.app, me.cookie).place(body, key);
    expect(res.statusCode).toBe(201);
    const [winner] = await t.db.select().from(orders).where(eq(orders.idempotencyKey, key));
    const { id, status, createdAt, updatedAt, ...rest } = winner!;
    const repo = createOrdersRepository();
    const loser = await createOrderStatusRepository().insertOrder(
      t.db,
      { ...rest, number: `${rest.number}-b` },
      new Date(),
    );
    expect(loser).toBeNull();
    expect(await repo.findByKey(t.db, me.userId, key)).toMatchObject({ id, status, createdAt });
    expect(updatedAt).toEqual(createdAt);
  });

  it('64 customers racing for a coupon limited to 10: exactly 10 get it, the rest keep their cart', async () => {
    const coupon = await createCoupon(t.app, {
      discountType: 'amount',
      discountValue: toMinor(50),
      usageLimitTotal: 10,
    });
    const customers = await Promise.all(
      Array.from({ length: 64 }, async () => {
        const me = await signInAs(t.app);
        await addToCart(t.app, me.cookie, food.id, 'Large', 1);
        return { ...me, api: ordersClient(t.app, me.cookie) };
      }),
    );
    const body = {
      fulfilment: 'pickup',
      couponCode: coupon.code,
      paymentMethod: 'pay_at_pickup',
      confirmedTotal: 249,
    };
    // Every customer saw the coupon apply before the rush.
    const quote = await customers[0]!.api.quote({ fulfilment: 'pickup', couponCode: coupon.code });
    expect(quote.json()).toMatchObject({ quote: { total: 249, coupon: { applied: true } } });

    const answers = await Promise.all(customers.map((c) => c.api.place(body)));
    const won = answers.filter((r) => r.statusCode === 201);
    const lost = answers.filter((r) => r.statusCode !== 201);
    expect(won).toHaveLength(10);
    expect(lost).toHaveLength(54);
    for (const res of lost) {
      expect(res.statusCode).toBe(409);
      // With the fresh quote: the same order without the coupon.
      expect(res.json()).toMatchObject({
        message: couponNotLiveMessage(coupon.code),
        code: 'COUPON_REFUSED',
        quote: { discount: 0, total: 299, coupon: { code: coupon.code, applied: false } },
      });
    }
    const userIds = customers.map((c) => c.userId);
    const [offer] = await t.db.select().from(offers).where(eq(offers.id, coupon.id));
    expect(offer!.timesUsed).toBe(10);
    const [redemptions] = await t.db
      .select({ n: count() })
      .from(offerRedemptions)
      .where(eq(offerRedemptions.offerId, coupon.id));
    expect(redemptions!.n).toBe(10);
    const placed = await t.db
      .select({ userId: orders.userId, couponCode: orders.couponCode, total: orders.totalMinor })
      .from(orders)
      .where(inArray(orders.userId, userIds));
    expect(placed).toHaveLength(10);
    for (const o of placed) expect(o).toMatchObject({ couponCode: coupon.code, total: 24_900 });
    // Nothing written for the others: their carts are as they were.
    const winners = new Set(placed.map((o) => o.userId));
    const losers = userIds.filter((id) => !winners.has(id));
    const [kept] = await t.db
      .select({ n: count() })
      .from(cartItems)
      .where(and(inArray(cartItems.userId, losers), eq(cartItems.foodId, food.id)));
    expect(kept!.n).toBe(54);
  });
});
