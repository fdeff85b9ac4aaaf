import {
  API_BASE_PATH,
  isFinalStatus,
  localMidnight,
  STAFF_DONE_PAGE,
  staffOrdersResponseSchema,
  type OrderStatus,
} from '@ninetonine/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createFood } from '#test/cart-fixtures';
import { setRestaurant } from '#test/order-fixtures';
import { insertOrderAt } from '#test/past-order-fixtures';
import { signInAs } from '#test/sign-in';
import { useTestApp } from '#test/test-app';

const BOARD = `${API_BASE_PATH}/staff/orders`;
const DAY = '2026-03-10';
/** A busy day (issue 36, item 4): 550 orders, of which the kitchen still works on 20. */
const ORDERS_A_DAY = 550;
const UNFINISHED: OrderStatus[] = ['placed', 'accepted', 'preparing', 'ready'];
const FINISHED: OrderStatus[] = ['delivered', 'picked_up', 'cancelled', 'rejected'];

describe('the kitchen board at 550 orders a day: finished orders a page at a time', () => {
  const t = useTestApp({ seed: false });
  let staff: { cookie: string };
  const unfinishedIds: string[] = [];
  const finishedIds: string[] = [];
  let deliveredCount = 0;

  beforeAll(async () => {
    await setRestaurant(t.app);
    const food = await createFood(t.app, { name: 'Masala Dosa' });
    staff = await signInAs(t.app, { role: 'staff', name: 'Cook' });
    const customer = await signInAs(t.app, { name: 'Asha Rao' });
    const start = localMidnight(DAY, 'Asia/Kolkata').getTime();
    for (let i = 0; i < ORDERS_A_DAY; i++) {
      // Every order of the day a minute and a bit apart, the last 20 still in the kitchen.
      const status = i >= ORDERS_A_DAY - 20 ? UNFINISHED[i % UNFINISHED.length]! : FINISHED[i % 4]!;
      const order = await insertOrderAt(t.app, {
        userId: customer.userId,
        at: new Date(start + 9 * 3_600_000 + i * 78_000),
        fulfilment: status === 'delivered' ? 'delivery' : 'pickup',
        lines: [{ foodId: food.id, name: 'Masala Dosa', unitPriceMinor: 12_000, quantity: 1 }],
        status,
      });
      (isFinalStatus(status) ? finishedIds : unfinishedIds).push(order.id);
      if (status === 'delivered') deliveredCount += 1;
    }
  }, 120_000);

  const board = async (query: Record<string, string>) => {
    const res = await t.app.inject({
      method: 'GET',
      url: BOARD,
      query: { from: DAY, ...query },
      headers: { cookie: staff.cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    return staffOrdersResponseSchema.parse(res.json());
  };

  it('answers every unfinished order and one small page of the finished ones', async () => {
    const first = await board({});
    expect(first.orders).toHaveLength(20 + STAFF_DONE_PAGE);
    const finished = first.orders.filter((o) => isFinalStatus(o.status));
    const unfinished = first.orders.filter((o) => !isFinalStatus(o.status));
    expect(unfinished.map((o) => o._id).sort()).toEqual([...unfinishedIds].sort());
    expect(finished).toHaveLength(STAFF_DONE_PAGE);
    // The newest placed first, as one list.
    const placed = first.orders.map((o) => Date.parse(o.createdAt));
    expect(placed).toEqual([...placed].sort((a, b) => b - a));
    expect(finished.map((o) => o._id)).toEqual(finishedIds.slice(-STAFF_DONE_PAGE).reverse());
    expect(first.doneTotal).toBe(ORDERS_A_DAY - 20);
    expect(first.doneCursor).toEqual(expect.any(String));
    expect(first.truncated).toBe(false);
  });

  it('"show more" walks every finished order once, newest first, without the unfinished ones', async () => {
    let page = await board({ doneLimit: '100' });
    const seen = page.orders.filter((o) => isFinalStatus(o.status)).map((o) => o._id);
    let pages = 1;
    while (page.doneCursor) {
      page = await board({ doneLimit: '100', doneAfter: page.doneCursor });
      pages += 1;
      expect(page.orders.length).toBeLessThanOrEqual(100);
      expect(page.orders.every((o) => isFinalStatus(o.status))).toBe(true);
      expect(page.doneTotal).toBe(ORDERS_A_DAY - 20);
      seen.push(...page.orders.map((o) => o._id));
    }
    expect(pages).toBe(Math.ceil((ORDERS_A_DAY - 20) / 100));
    expect(seen).toEqual([...finishedIds].reverse());
  });

  it('narrows the finished orders as the rest: by status and by fulfilment', async () => {
    const delivered = await board({ status: 'delivered', doneLimit: '5' });
    expect(delivered.orders).toHaveLength(5);
    expect(delivered.orders.every((o) => o.status === 'delivered')).toBe(true);
    expect(delivered.doneTotal).toBe(deliveredCount);
    const active = await board({ status: 'placed,accepted' });
    expect(active.orders.every((o) => !isFinalStatus(o.status))).toBe(true);
    expect(active.doneTotal).toBe(0);
    expect(active.doneCursor).toBeNull();
  });

  it('refuses a page size or a cursor it cannot use with a 400 and a message', async () => {
    const unknownOrder = Buffer.from('d1:0b6f1c9e-0000-4000-8000-000000000000').toString(
      'base64url',
    );
    const refused: Record<string, string>[] = [
      { doneLimit: '0' },
      { doneLimit: '101' },
      { doneLimit: 'many' },
      { doneLimit: '2.5' },
      { doneAfter: 'not a cursor!' },
      { doneAfter: 'bm90LWEtY3Vyc29y' },
      { doneAfter: unknownOrder },
    ];
    for (const query of refused) {
      const res = await t.app.inject({
        method: 'GET',
        url: BOARD,
        query: { from: DAY, ...query },
        headers: { cookie: staff.cookie },
      });
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect((res.json() as { message: string }).message).toEqual(expect.any(String));
    }
  });
});
