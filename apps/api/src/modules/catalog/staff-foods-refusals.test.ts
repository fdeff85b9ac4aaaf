import type { StaffFood } from '@ninetonine/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { multipartForm } from '#test/multipart';
import { signInAs } from '#test/sign-in';
import { useStaffMenu } from '#test/staff-menu';
import { useTestApp } from '#test/test-app';

describe('the staff menu refuses what it must, and is for staff only', () => {
  const t = useTestApp();
  const menu = useStaffMenu(t);
  const { as, newFood, create, update, storefront, foodCount } = menu;

  // Foods whose names the refusals below collide with, and the list searches for.
  beforeAll(async () => {
    for (const name of ['Ghee Roast Dosa', 'Onion Uttapam']) {
      expect((await create(newFood({ name }))).statusCode).toBe(201);
    }
  });

  describe('refuses bad input with a 4xx and creates nothing', () => {
    const cases: [string, () => unknown, number, RegExp][] = [
      ['no sizes', () => newFood({ variants: [] }), 400, /at least one size/],
      ['a zero price', () => newFood({ variants: [{ size: 'R', price: 0 }] }), 400, /more than 0/],
      [
        'three decimals',
        () => newFood({ variants: [{ size: 'R', price: 10.555 }] }),
        400,
        /two decimals/,
      ],
      [
        'a discount not below the price',
        () => newFood({ variants: [{ size: 'R', price: 100, priceAfterDiscount: 100 }] }),
        400,
        /below the price/,
      ],
      [
        'two sizes of one name',
        () =>
          newFood({
            variants: [
              { size: 'R', price: 1 },
              { size: 'r', price: 2 },
            ],
          }),
        400,
        /own name/,
      ],
      ['an empty name', () => newFood({ name: '   ' }), 400, /Enter a name/],
      ['an unknown category', () => newFood({ categoryId: 'nope' }), 400, /category that exists/],
      [
        'an unknown picture',
        () => newFood({ imageIds: ['a'.repeat(64)] }),
        400,
        /picture was not found/,
      ],
      [
        'the name of a food in the category (any case)',
        () => newFood({ name: 'ghee ROAST dosa' }),
        409,
        /already has this name/,
      ],
      ['a client-set price field', () => ({ ...newFood(), price: 1 }), 400, /Invalid food/],
    ];
    it.each(cases)('%s', async (_name, body, status, message) => {
      const before = await foodCount();
      const res = await create(body());
      expect(res.statusCode).toBe(status);
      expect(res.json().message).toMatch(message);
      expect(await foodCount()).toBe(before);
    });

    it('a form without the food field, or with broken JSON', async () => {
      const form = await multipartForm([{ name: 'food', value: '{"name":' }]);
      const broken = await t.app.inject({
        method: 'POST',
        url: '/api/v1/foods/createFood',
        headers: { ...as(), ...form.headers },
        payload: form.payload,
      });
      expect(broken.statusCode).toBe(400);
      const json = await t.app.inject({
        method: 'POST',
        url: '/api/v1/foods/createFood',
        headers: as(),
        payload: newFood(),
      });
      expect(json.statusCode).toBe(415);
    });
  });

  it('refuses bad updates and changes nothing', async () => {
    const { food } = (await create(newFood({ name: 'Rava Dosa' }))).json<{ food: StaffFood }>();
    for (const body of [
      { name: 'No version' },
      { version: 1, variants: [] },
      { version: 1, variants: [{ size: 'R', price: 5, priceAfterDiscount: 6 }] },
      { version: 1, name: 'Ghee Roast Dosa' },
      { version: 1, isAvailable: false },
    ]) {
      const res = await update(food._id, body);
      expect(res.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
    const now = (
      await t.app.inject({ url: `/api/v1/staff/foods/${food._id}`, headers: as() })
    ).json().food;
    expect(now).toMatchObject({ name: 'Rava Dosa', version: 1, variants: food.variants });
    expect((await update('missing-id', { version: 1, name: 'X' })).statusCode).toBe(404);
  });

  it('lists foods for staff: search, category and pages, sold-out ones included', async () => {
    const res = await t.app.inject({
      url: `/api/v1/staff/foods?category=${menu.categories[0]!._id}&limit=2&page=1`,
      headers: as(),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ foods: StaffFood[]; pagination: { total: number } }>();
    expect(body.foods).toHaveLength(2);
    expect(body.foods.every((f) => f.category._id === menu.categories[0]!._id)).toBe(true);
    expect(body.foods[0]!.version).toBeGreaterThanOrEqual(1);
    const search = await t.app.inject({
      url: '/api/v1/staff/foods?search=onion%20uttapam',
      headers: as(),
    });
    expect(search.json().foods[0].name).toBe('Onion Uttapam');
  });

  it('is for staff only: 401 signed out, 403 for customers, nothing changed', async () => {
    const customer = await signInAs(t.app);
    const before = await foodCount();
    const [some] = (await storefront()).foods;
    for (const who of [null, customer]) {
      const status = who ? 403 : 401;
      expect((await create(newFood({ name: 'Intruder' }), [], who)).statusCode).toBe(status);
      expect((await update(some!._id, { version: 1, name: 'Hacked' }, who)).statusCode).toBe(
        status,
      );
      const del = await t.app.inject({
        method: 'DELETE',
        url: `/api/v1/foods/deleteFood/${some!._id}`,
        headers: as(who),
      });
      expect(del.statusCode).toBe(status);
      expect(
        (await t.app.inject({ url: '/api/v1/staff/foods', headers: as(who) })).statusCode,
      ).toBe(status);
    }
    expect(await foodCount()).toBe(before);
    expect((await storefront()).foods[0]!.name).toBe(some!.name);
  });
});
