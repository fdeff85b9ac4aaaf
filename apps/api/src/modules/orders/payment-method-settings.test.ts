import {
  API_BASE_PATH,
  orderResponseSchema,
  quoteResponseSchema,
  staffSettingsResponseSchema,
} from '@ninetonine/contract';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cartItems, orders } from '../../db/schema/index';
import { addToCart, ordersClient, setRestaurant, useCheckoutApp } from '#test/order-fixtures';
import { signInAs } from '#test/sign-in';
import { usePaymentsApp } from '#test/payment-fixtures';
import { csrfHeaders } from '#test/test-app';

/**
 * The ways to pay an admin turned on, at checkout (issue 20, item 6; decision 0063). This app
 * has no provider keys: online is never offered.
 */
describe('ways to pay at checkout', () => {
  const { t, customer } = useCheckoutApp();
  const countOf = async (table: typeof orders | typeof cartItems, userId: string) =>
    (await t.db.select({ n: count() }).from(table).where(eq(table.userId, userId)))[0]!.n;
  const methodsFor = async (c: Awaited<ReturnType<typeof customer>>, fulfilment: string) => {
    const res = await c.api.quote({ fulfilment, addressId: c.addressId });
    expect(res.statusCode, res.body).toBe(200);
    return quoteResponseSchema.parse(res.json()).quote.paymentMethods;
  };

  it('offers the methods that are on and configured, for the fulfilment chosen', async () => {
    const c = await customer();
    expect(await methodsFor(c, 'delivery')).toEqual(['cash_on_delivery']);
    expect(await methodsFor(c, 'pickup')).toEqual(['pay_at_pickup']);
    // Only online left for pickups (as if the keys were taken away after): nothing to offer.
    await setRestaurant(t.app, { paymentMethodsEnabled: ['cash_on_delivery', 'online'] });
    expect(await methodsFor(c, 'pickup')).toEqual([]);
    expect(await methodsFor(c, 'delivery')).toEqual(['cash_on_delivery']);
  });

  it('refuses a method that is off with a 409 and the fresh quote, writing nothing', async () => {
    const c = await customer();
    await setRestaurant(t.app, { paymentMethodsEnabled: ['cash_on_delivery', 'online'] });
    const res = await c.api.place({
      fulfilment: 'pickup',
      paymentMethod: 'pay_at_pickup',
      confirmedTotal: 598,
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({
      message: 'Pay at pickup is not available right now.',
      code: 'CHECKOUT_PROBLEM',
      quote: { paymentMethods: [] },
    });
    const online = await c.api.place({
      fulfilment: 'delivery',
      addressId: c.addressId,
      paymentMethod: 'online',
      confirmedTotal: 598,
    });
    expect(online.statusCode).toBeGreaterThanOrEqual(400);
    expect(online.statusCode).toBeLessThan(500);
    expect(online.json().message).toMatch(/^Online payment is not available right now\./);
    expect(await countOf(orders, c.userId)).toBe(0);
    expect(await countOf(cartItems, c.userId)).toBe(1);

    // Turned on again, the same checkout goes through.
    await setRestaurant(t.app);
    const placed = await c.api.place({
      fulfilment: 'pickup',
      paymentMethod: 'pay_at_pickup',
      confirmedTotal: 598,
    });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(orderResponseSchema.parse(placed.json()).order.paymentMethod).toBe('pay_at_pickup');
  });
});

describe('ways to pay with the provider’s keys set', () => {
  const ctx = usePaymentsApp();
  const app = () => ctx.t.app;

  it('lets an admin turn online on and cash off; checkout then offers and takes online only', async () => {
    const admin = await signInAs(app(), { role: 'admin' });
    const settings = (payload: object) =>
      app().inject({
        method: 'PATCH',
        url: `${API_BASE_PATH}/staff/settings`,
        headers: { ...csrfHeaders, cookie: admin.cookie },
        payload,
      });
    const read = await app().inject({
      url: `${API_BASE_PATH}/staff/settings`,
      headers: { cookie: admin.cookie },
    });
    expect(staffSettingsResponseSchema.parse(read.json()).onlinePaymentConfigured).toBe(true);
    // Off, then on again: with the keys set, online may be turned on.
    expect(
      (await settings({ paymentMethodsEnabled: ['pay_at_pickup', 'cash_on_delivery'] })).statusCode,
    ).toBe(200);
    const onlineOnly = await settings({ paymentMethodsEnabled: ['online'] });
    expect(onlineOnly.statusCode, onlineOnly.body).toBe(200);

    const me = await signInAs(app());
    await addToCart(app(), me.cookie, ctx.foodId, 'Regular', 1);
    const api = ordersClient(app(), me.cookie);
    const quote = quoteResponseSchema.parse(
      (await api.quote({ fulfilment: 'pickup', paymentMethod: 'online' })).json(),
    ).quote;
    expect(quote.paymentMethods).toEqual(['online']);
    const cash = await api.place({
      fulfilment: 'pickup',
      paymentMethod: 'pay_at_pickup',
      confirmedTotal: 250,
    });
    expect(cash.statusCode, cash.body).toBe(409);
    expect(cash.json().message).toBe(
      'Pay at pickup is not available right now. Please choose online.',
    );
    const online = await api.place({
      fulfilment: 'pickup',
      paymentMethod: 'online',
      confirmedTotal: quote.total,
    });
    expect(online.statusCode, online.body).toBe(201);
    await setRestaurant(app());
  });
});
