import { orderResponseSchema, toMinor } from '@ninetonine/contract';
import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  cartItems,
  offerRedemptions,
  offers,
  orderDayCounters,
  orderLines,
  orders,
  orderStatusHistory,
} from '../../db/schema/index';
import { createFood } from '#test/cart-fixtures';
import {
  createCoupon,
  customerWithCart,
  newKey,
  ordersClient,
  setRestaurant,
} from '#test/order-fixtures';
import { useTestApp } from '#test/test-app';

/**
 * Placing an order is one unit of work: the database itself fails its LAST write (emptying the
 * cart, as a lost connection would), and nothing of the order may remain.
 */
describe('placing an order commits whole or not at all', () => {
  const t = useTestApp({ seed: false });
  const rows = async (table: typeof orders | typeof orderLines | typeof orderStatusHistory) =>
    (await t.db.select({ n: count() }).from(table))[0]!.n;

  it('leaves no order, lines, history, coupon use or number behind, and the cart intact', async () => {
    await setRestaurant(t.app);
    const food = await createFood(t.app);
    const me = await customerWithCart(t.app, food.id);
    const { addressId } = me;
    const coupon = await createCoupon(t.app, {
      discountType: 'amount',
      discountValue: toMinor(100),
      usageLimitTotal: 1,
    });
    await t.db.execute(
      sql.raw(`create or replace function fail_checkout_cart() returns trigger language plpgsql
        as $$ begin raise exception 'injected failure: fail_checkout_cart'; end $$`),
    );
    await t.db.execute(
      sql.raw(`create trigger fail_checkout_cart before delete on cart_items
        for each row execute function fail_checkout_cart()`),
    );
    const body = {
      fulfilment: 'delivery',
      addressId,
      couponCode: coupon.code,
      paymentMethod: 'cash_on_delivery',
      // ₹598 − ₹100 + ₹40 delivery.
      confirmedTotal: 538,
    };
    const api = ordersClient(t.app, me.cookie);
    const key = newKey();
    const failed = await api.place(body, key);
    expect(failed.statusCode).toBe(500);
    expect(failed.json()).toEqual({
      message: 'Something went wrong on our side. Please try again.',
      code: 'INTERNAL',
    });

    expect([await rows(orders), await rows(orderLines), await rows(orderStatusHistory)]).toEqual([
      0, 0, 0,
    ]);
    const [offer] = await t.db.select().from(offers).where(eq(offers.id, coupon.id));
    expect(offer!.timesUsed).toBe(0);
    expect((await t.db.select({ n: count() }).from(offerRedemptions))[0]!.n).toBe(0);
    expect(await t.db.select().from(orderDayCounters)).toEqual([]);
    const cart = await t.db.select().from(cartItems).where(eq(cartItems.userId, me.userId));
    expect(cart).toMatchObject([{ foodId: food.id, size: 'Large', quantity: 2 }]);

    // Once the database works again, the same request (same key) goes through, as the first order.
    await t.db.execute(sql.raw('drop trigger fail_checkout_cart on cart_items'));
    const placed = await api.place(body, key);
    expect(placed.statusCode, placed.body).toBe(201);
    const order = orderResponseSchema.parse(placed.json()).order;
    expect(order).toMatchObject({ total: 538, couponCode: coupon.code });
    expect(order.number).toMatch(/-001$/);
  });
});
