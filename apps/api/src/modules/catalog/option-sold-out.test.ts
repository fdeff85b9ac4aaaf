import {
  EVERY_DAY_9_TO_9,
  quoteResponseSchema,
  type RestaurantResponse,
  type StaffFood,
} from '@ninetonine/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { foodOptions } from '../../db/schema/index';
import { cartClient } from '#test/cart-fixtures';
import { createAddress, ordersClient, setRestaurant } from '#test/order-fixtures';
import { signInAs } from '#test/sign-in';
import { useStaffMenu } from '#test/staff-menu';
import { useTestApp } from '#test/test-app';

/** Decision 0081: one option sold out for today, from the board or the menu, back by itself. */
describe('an option sold out for today', () => {
  const t = useTestApp();
  const menu = useStaffMenu(t);
  beforeAll(() => setRestaurant(t.app));

  let counter = 0;
  async function dosa() {
    counter += 1;
    const res = await menu.create(
      menu.newFood({
        name: `Option Dosa ${counter}`,
        variants: [{ size: 'Regular', price: 120 }],
        optionGroups: [
          {
            name: 'Add-ons',
            minPicks: 0,
            maxPicks: 2,
            options: [
              { name: 'Extra ghee', priceDelta: 20 },
              { name: 'Podi', priceDelta: 10 },
            ],
          },
        ],
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const food = res.json<{ food: StaffFood }>().food;
    const [ghee, podi] = food.optionGroups[0]!.options;
    return { food, ghee: ghee!._id, podi: podi!._id };
  }

  const setOption = (foodId: string, optionId: string, availability: string, who = menu.as()) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/v1/staff/foods/${foodId}/options/${optionId}/availability`,
      headers: who,
      payload: { availability },
    });
  const shown = async (foodId: string) =>
    (await t.app.inject({ url: `/api/v1/foods/getFood/${foodId}` })).json().food.optionGroups[0]
      .options as { name: string; available: boolean }[];

  it('the storefront shows it sold out, the cart refuses it, checkout refuses a cart holding it', async () => {
    const { food, ghee, podi } = await dosa();
    const me = await signInAs(t.app);
    const cart = cartClient(t.app, me.cookie);
    const add = (optionIds: string[]) =>
      cart.add({ foodId: food._id, selectedVariant: { size: 'Regular' }, quantity: 1, optionIds });
    // In the cart before it sold out.
    expect((await add([ghee])).statusCode).toBe(200);

    const res = await setOption(food._id, ghee, 'sold-out-today');
    expect(res.statusCode, res.body).toBe(200);
    expect(await shown(food._id)).toMatchObject([
      { name: 'Extra ghee', available: false },
      { name: 'Podi', available: true },
    ]);

    const refused = await add([ghee, podi]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('Extra ghee is not available right now');
    // The dish without it is still fine.
    expect((await add([podi])).statusCode).toBe(200);

    const addressId = await createAddress(t.app, me.userId);
    const api = ordersClient(t.app, me.cookie);
    const quote = quoteResponseSchema.parse(
      (await api.quote({ fulfilment: 'delivery', addressId })).json(),
    ).quote;
    expect(quote.problems[0]).toMatchObject({ code: 'unavailable_lines' });
    const placed = await api.place({
      fulfilment: 'delivery',
      addressId,
      paymentMethod: 'cash_on_delivery',
      confirmedTotal: quote.total,
    });
    expect(placed.statusCode).toBe(409);
    expect(placed.json().message).toContain('not available right now');

    const [entry] = await menu.auditOf(food._id, 'food.option_availability');
    expect(entry).toMatchObject({
      after: { option: 'Extra ghee', availability: 'sold-out-today' },
    });
  });

  it('comes back by itself at the next opening, and staff can put it back sooner', async () => {
    const { food, ghee, podi } = await dosa();
    await setOption(food._id, ghee, 'sold-out-today');
    const [row] = await t.db.select().from(foodOptions).where(eq(foodOptions.id, ghee));
    expect(row!.isAvailable).toBe(false);
    expect(row!.availableAgainAt!.getTime()).toBeGreaterThan(Date.now());
    // The next opening arrives: nobody touches it.
    await t.db
      .update(foodOptions)
      .set({ availableAgainAt: new Date(Date.now() - 1000) })
      .where(eq(foodOptions.id, ghee));
    await t.app.catalog.changed();
    expect((await shown(food._id))[0]).toMatchObject({ available: true });

    await setOption(food._id, podi, 'sold-out-today');
    expect((await shown(food._id))[1]).toMatchObject({ available: false });
    expect((await setOption(food._id, podi, 'available')).statusCode).toBe(200);
    expect((await shown(food._id))[1]).toMatchObject({ available: true });
  });

  it('ends at the next opening whatever the hours (issue 34, item 2): the one GET /restaurant names', async () => {
    const { food, ghee } = await dosa();
    const closed: { opens: string; closes: string }[] = [];
    const lunchOnWednesdays = Array.from({ length: 7 }, (_, day) =>
      day === 3 ? [{ opens: '11:00', closes: '15:00' }] : closed,
    );
    const weeks = [EVERY_DAY_9_TO_9, lunchOnWednesdays, Array.from({ length: 7 }, () => closed)];
    try {
      for (const openingHours of weeks) {
        await setRestaurant(t.app, { openingHours });
        expect((await setOption(food._id, ghee, 'available')).statusCode).toBe(200);
        const before = Date.now();
        expect((await setOption(food._id, ghee, 'sold-out-today')).statusCode).toBe(200);
        const after = Date.now();
        const [row] = await t.db.select().from(foodOptions).where(eq(foodOptions.id, ghee));
        const { nextOpeningAt } = (
          await t.app.inject({ url: '/api/v1/restaurant' })
        ).json<RestaurantResponse>().status;
        const end = row!.availableAgainAt!.getTime();
        if (nextOpeningAt) {
          expect(new Date(end).toISOString()).toBe(nextOpeningAt);
        } else {
          // No opening ahead at all: back a day later, never sold out for good.
          expect(end).toBeGreaterThanOrEqual(before + 86_400_000);
          expect(end).toBeLessThanOrEqual(after + 86_400_000);
        }
      }
    } finally {
      await setRestaurant(t.app);
    }
  });

  it('refuses customers, unknown options, another dish’s option and other states', async () => {
    const a = await dosa();
    const b = await dosa();
    const customer = await signInAs(t.app);
    expect(
      (await setOption(a.food._id, a.ghee, 'sold-out-today', menu.as(customer))).statusCode,
    ).toBe(403);
    expect((await setOption(a.food._id, b.ghee, 'sold-out-today')).statusCode).toBe(404);
    expect((await setOption(a.food._id, 'nope', 'sold-out-today')).statusCode).toBe(404);
    expect((await setOption(a.food._id, a.ghee, 'sold-out')).statusCode).toBe(400);
    expect(await shown(a.food._id)).toMatchObject([{ available: true }, { available: true }]);
    expect(await shown(b.food._id)).toMatchObject([{ available: true }, { available: true }]);
  });
});
