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

  it('quotes in 3 statements and places a pickup order in 14 (were 3 and 20, issue 36)', async () => {
    const c = await customerWithCart(t.app, foodId);
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
    // The session, the settings and the cart with its prices (decision 0095).
    expect(quote.length, quote.join('\n')).toBeLessThanOrEqual(3);
    // Up to the transaction's end (the emptied cart, then PostgreSQL's commit): what follows it
    // (the job queues woken, push) runs after the answer. PGlite sends no begin or commit.
    const end = order.findLastIndex((q) => q.startsWith('delete from "cart_items"'));
    const committed = order[end + 1] === 'commit';
    const placing = order.slice(0, end + (committed ? 2 : 1));
    expect(placing.length, placing.join('\n')).toBeLessThanOrEqual(committed ? 14 : 12);
  });
});
