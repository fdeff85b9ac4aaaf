import {
  API_BASE_PATH,
  DISH_RATING_MIN_COUNT,
  getFoodResponseSchema,
  orderRatingResponseSchema,
  ratingSummaryResponseSchema,
  staffOrderRatingResponseSchema,
  type OrderStatus,
} from '@ninetonine/contract';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { foods, orderRatings } from '../../db/schema/index';
import { createFood } from '#test/cart-fixtures';
import { verifiedCustomer } from '#test/order-mail-fixtures';
import { setRestaurant } from '#test/order-fixtures';
import { mailsTo } from '#test/outbox';
import { insertOrderAt } from '#test/past-order-fixtures';
import { injectAs, signInAs, type SignedIn } from '#test/sign-in';
import { useTestApp } from '#test/test-app';

describe('ratings and feedback (issue 32, item 2; decision 0086)', () => {
  const t = useTestApp({ seed: false });
  let dal: { id: string };
  let naan: { id: string };
  let staff: SignedIn;
  beforeAll(async () => {
    await setRestaurant(t.app);
    dal = await createFood(t.app, { name: 'Dal Makhani' });
    naan = await createFood(t.app, { name: 'Butter Naan' });
    staff = await signInAs(t.app, { role: 'staff', name: 'Cook' });
  });

  const orderFor = (who: SignedIn, status: OrderStatus = 'delivered', foodIds = [dal.id]) =>
    insertOrderAt(t.app, {
      userId: who.userId,
      at: new Date(),
      status,
      lines: foodIds.map((foodId, i) => ({
        foodId,
        name: `Dish ${i}`,
        unitPriceMinor: 20000,
        quantity: 1,
      })),
    });
  const rate = (who: SignedIn | null, orderId: string, body: unknown) =>
    injectAs(t.app, who, 'PUT', `${API_BASE_PATH}/orders/${orderId}/rating`, body);
  const readRating = (who: SignedIn, orderId: string) =>
    injectAs(t.app, who, 'GET', `${API_BASE_PATH}/orders/${orderId}/rating`);
  const shownRating = async (foodId: string) => {
    const res = await injectAs(t.app, null, 'GET', `${API_BASE_PATH}/foods/getFood/${foodId}`);
    return getFoodResponseSchema.parse(res.json()).food.rating;
  };

  it('lets the buyer rate a delivered order once, edit it, and reads it back with the dishes as ordered', async () => {
    const me = await signInAs(t.app);
    const order = await orderFor(me, 'delivered', [dal.id, naan.id]);
    const before = orderRatingResponseSchema.parse((await readRating(me, order.id)).json());
    expect(before).toMatchObject({ rating: null, canRate: true });
    expect(before.dishes.map((d) => d.name).sort()).toEqual(['Dish 0', 'Dish 1']);

    const first = await rate(me, order.id, {
      stars: 2,
      comment: '  Cold on arrival  ',
      dishes: [
        { foodId: dal.id, liked: false },
        { foodId: naan.id, liked: true },
      ],
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().rating).toMatchObject({ stars: 2, comment: 'Cold on arrival' });

    // A second rating of the same order changes the first (one per order).
    const second = await rate(me, order.id, {
      stars: 4,
      dishes: [{ foodId: dal.id, liked: true }],
    });
    expect(second.statusCode, second.body).toBe(200);
    const [row] = await t.app.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(orderRatings)
      .where(eq(orderRatings.orderId, order.id));
    expect(row?.n).toBe(1);
    // Editing the dish keeps the vote under the name it was ordered by.
    await t.app.db.update(foods).set({ name: 'Dal Makhani (new)' }).where(eq(foods.id, dal.id));
    const after = orderRatingResponseSchema.parse((await readRating(me, order.id)).json());
    expect(after.rating).toMatchObject({
      stars: 4,
      comment: '',
      dishes: [{ foodId: dal.id, name: 'Dish 0', liked: true }],
    });
  });

  it('refuses anyone but the buyer, an order not delivered or collected, a dish not in the order, bad stars', async () => {
    const me = await signInAs(t.app);
    const other = await signInAs(t.app);
    const order = await orderFor(me);
    expect((await rate(other, order.id, { stars: 5 })).statusCode).toBe(404);
    expect((await readRating(other, order.id)).statusCode).toBe(404);
    expect((await rate(null, order.id, { stars: 5 })).statusCode).toBe(401);

    const cooking = await orderFor(me, 'preparing');
    const res = await rate(me, cooking.id, { stars: 5 });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/delivered or collected/);
    expect(orderRatingResponseSchema.parse((await readRating(me, cooking.id)).json()).canRate).toBe(
      false,
    );
    for (const status of ['cancelled', 'rejected'] as const) {
      expect((await rate(me, (await orderFor(me, status)).id, { stars: 1 })).statusCode).toBe(409);
    }

    const refusals = [
      { stars: 0 },
      { stars: 6 },
      { stars: 3.5 },
      { stars: 3, comment: 'x'.repeat(501) },
      { stars: 3, comment: 'bad\u0000byte' },
      {
        stars: 3,
        dishes: [
          { foodId: dal.id, liked: true },
          { foodId: dal.id, liked: false },
        ],
      },
    ];
    for (const body of refusals) {
      const bad = await rate(me, order.id, body);
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
      expect(bad.json().message).toBeTruthy();
    }
    const notInOrder = await rate(me, order.id, {
      stars: 3,
      dishes: [{ foodId: naan.id, liked: true }],
    });
    expect(notInOrder.statusCode).toBe(409);
    // Nothing was kept by any refusal.
    expect(
      orderRatingResponseSchema.parse((await readRating(me, order.id)).json()).rating,
    ).toBeNull();
  });

  it('refuses a change once the rating is 7 days old', async () => {
    const me = await signInAs(t.app);
    const order = await orderFor(me, 'picked_up');
    expect((await rate(me, order.id, { stars: 5 })).statusCode).toBe(200);
    // Test-only: the rating given eight days ago.
    await t.app.db
      .update(orderRatings)
      .set({ createdAt: sql`now() - interval '8 days'` })
      .where(eq(orderRatings.orderId, order.id));
    const late = await rate(me, order.id, { stars: 1 });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/7 days/);
    const read = orderRatingResponseSchema.parse((await readRating(me, order.id)).json());
    expect(read).toMatchObject({ canRate: false, rating: { stars: 5 } });
  });

  it('shows a dish rating on the menu only once enough customers rated it', async () => {
    const dish = await createFood(t.app, { name: 'Paneer Tikka' });
    // Seen once before any rating: the cached answer must be dropped when the rating shows.
    expect(await shownRating(dish.id)).toBeNull();
    for (let i = 0; i < DISH_RATING_MIN_COUNT; i++) {
      const buyer = await signInAs(t.app);
      const order = await orderFor(buyer, 'delivered', [dish.id]);
      const liked = i % 4 !== 0; // 3 of 10 say 👎
      expect(
        (await rate(buyer, order.id, { stars: 4, dishes: [{ foodId: dish.id, liked }] }))
          .statusCode,
      ).toBe(200);
      if (i === DISH_RATING_MIN_COUNT - 2) expect(await shownRating(dish.id)).toBeNull();
    }
    expect(await shownRating(dish.id)).toEqual({ upPercent: 70, count: 10 });

    const summary = await injectAs(
      t.app,
      staff,
      'GET',
      `${API_BASE_PATH}/staff/ratings/summary?weeks=2`,
    );
    expect(summary.statusCode, summary.body).toBe(200);
    const body = ratingSummaryResponseSchema.parse(summary.json());
    expect(body.weeks).toHaveLength(2);
    expect(body.weeks[1]!.count).toBeGreaterThanOrEqual(10);
    expect(body.worstDishes).toContainEqual({
      foodId: dish.id,
      name: 'Paneer Tikka',
      up: 7,
      count: 10,
    });
    const bad = await injectAs(
      t.app,
      staff,
      'GET',
      `${API_BASE_PATH}/staff/ratings/summary?weeks=99`,
    );
    expect(bad.statusCode).toBe(400);
    const customer = await signInAs(t.app);
    expect(
      (await injectAs(t.app, customer, 'GET', `${API_BASE_PATH}/staff/ratings/summary`)).statusCode,
    ).toBe(403);
  });

  it('lets staff read the feedback and reply privately: the reply lands in the mail outbox', async () => {
    const me = await verifiedCustomer(t.app);
    const order = await orderFor(me);
    const staffRating = (id: string) =>
      injectAs(t.app, staff, 'GET', `${API_BASE_PATH}/staff/orders/${id}/rating`);
    const reply = (id: string, body: unknown, who: SignedIn = staff) =>
      injectAs(t.app, who, 'POST', `${API_BASE_PATH}/staff/orders/${id}/rating/replies`, body);

    expect(staffRatingResponse(await staffRating(order.id)).rating).toBeNull();
    expect((await reply(order.id, { text: 'Sorry about that' })).statusCode).toBe(409);
    await rate(me, order.id, { stars: 1, comment: 'Very late' });

    expect(staffRatingResponse(await staffRating(order.id)).rating).toMatchObject({
      stars: 1,
      comment: 'Very late',
      replies: [],
    });
    // The board's card carries the stars (a low one marks it).
    const onBoard = await injectAs(
      t.app,
      staff,
      'GET',
      `${API_BASE_PATH}/staff/orders/${order.id}`,
    );
    expect(onBoard.json().order.rating).toBe(1);
    expect((await reply(order.id, { text: '' })).statusCode).toBe(400);
    expect((await reply(order.id, { text: 'Hi' }, me)).statusCode).toBe(403);
    const sent = await reply(order.id, { text: 'Sorry, <b>the rain</b>. Next one is on us.' });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(staffRatingResponse(sent).rating!.replies).toEqual([
      { text: 'Sorry, <b>the rain</b>. Next one is on us.', at: expect.any(String), by: 'Cook' },
    ]);
    await t.app.mailQueue.settle();
    const [mail] = mailsTo(t.outboxDir, me.email);
    expect(mail!.subject).toMatch(new RegExp(`replied to your rating of order ${order.number}`));
    expect(mail!.text).toContain('Sorry, <b>the rain</b>. Next one is on us.');
    expect((await staffRating('no-such-order')).statusCode).toBe(404);
  });

  it('prompts for the latest delivered order not rated yet, and no more once rated', async () => {
    const me = await signInAs(t.app);
    const prompt = async () =>
      (await injectAs(t.app, me, 'GET', `${API_BASE_PATH}/ratings/prompt`)).json().order;
    expect(await prompt()).toBeNull();
    await orderFor(me, 'preparing');
    expect(await prompt()).toBeNull();
    const order = await orderFor(me);
    expect(await prompt()).toMatchObject({ id: order.id, number: order.number });
    await rate(me, order.id, { stars: 5 });
    expect(await prompt()).toBeNull();
  });
});

const staffRatingResponse = (res: { json(): unknown }) =>
  staffOrderRatingResponseSchema.parse(res.json());
