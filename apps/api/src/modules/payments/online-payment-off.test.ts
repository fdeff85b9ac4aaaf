import { API_BASE_PATH, RAZORPAY_WEBHOOK_PATH } from '@ninetonine/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createFood } from '#test/cart-fixtures';
import { addToCart, ordersClient, setRestaurant } from '#test/order-fixtures';
import { signInAs } from '#test/sign-in';
import { csrfHeaders, useTestApp } from '#test/test-app';

describe('without Razorpay keys online payment is not offered, and nothing else changes', () => {
  const t = useTestApp({ seed: false });
  let foodId: string;
  beforeAll(async () => {
    await setRestaurant(t.app);
    foodId = (await createFood(t.app)).id;
  });

  it('quotes only payment on handover, and refuses an online order without writing it', async () => {
    const me = await signInAs(t.app);
    await addToCart(t.app, me.cookie, foodId, 'Regular', 1);
    const api = ordersClient(t.app, me.cookie);
    const quote = (await api.quote({ fulfilment: 'pickup', paymentMethod: 'online' })).json();
    expect(quote.quote.paymentMethods).toEqual(['pay_at_pickup']);
    const refused = await api.place({
      fulfilment: 'pickup',
      paymentMethod: 'online',
      confirmedTotal: quote.quote.total,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/Online payment is not available/);
    expect((await api.list()).json().orders).toEqual([]);
    const placed = await api.place({
      fulfilment: 'pickup',
      paymentMethod: 'pay_at_pickup',
      confirmedTotal: 250,
    });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().payment).toBeUndefined();
    expect(placed.json().order.payment).toMatchObject({
      status: 'due_on_handover',
      provider: null,
    });
  });

  it('has no payment routes', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${API_BASE_PATH}${RAZORPAY_WEBHOOK_PATH}`,
      headers: { ...csrfHeaders, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(404);
  });
});
