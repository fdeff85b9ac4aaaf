import { quoteResponseSchema } from '@ninetonine/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createFood } from '#test/cart-fixtures';
import { customerWithCart, setRestaurant } from '#test/order-fixtures';
import { statementsSent } from '#test/sql-statements';
import { useTestApp } from '#test/test-app';

/**
 * Round trips to the database per quote and per order (issue 36, item 2; decision 0095): what
 * bench/place-orders.mjs measures under load, counted here so that a change that adds some is
 * seen. Transaction control counts (on PostgreSQL each statement is a round trip).
 */
describe('round trips of checkout', () => {
  const t = useTestApp({ seed: false });
  let foodId: string;
  beforeAll(async () => {
    foodId = (await createFood(t.app, { name: 'Paneer Tikka' })).id;
    await setRestaurant(t.app);
  });

  it('quotes and places a pickup order in few statements', async () => {
    const c = await customerWithCart(t.app, foodId);
    // The first quote after a settings change reads them; the ones after it may not.
    await c.api.quote({ fulfilment: 'pickup' });
    let total = 0;
    const quote = await statementsSent(async () => {
      const res = await c.api.quote({ fulfilment: 'pickup' });
      expect(res.statusCode, res.body).toBe(200);
      total = quoteResponseSchema.parse(res.json()).quote.total;
    });
    const order = await statementsSent(async () => {
      const res = await c.api.place({
        fulfilment: 'pickup',
        paymentMethod: 'pay_at_pickup',
        confirmedTotal: total,
        phone: '98450 55555',
      });
      expect(res.statusCode, res.body).toBe(201);
    });
    console.log(`quote: ${quote.length}\n  ${quote.join('\n  ')}`);
    console.log(`order: ${order.length}\n  ${order.join('\n  ')}`);
    expect(quote.length).toBeLessThanOrEqual(100);
    expect(order.length).toBeLessThanOrEqual(100);
  });
});
