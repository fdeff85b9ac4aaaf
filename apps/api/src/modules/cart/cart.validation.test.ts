import { CART_LINES_MAX, cartResponseSchema } from '@ninetonine/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { foods } from '../../db/schema/index';
import { signInAs } from '#test/sign-in';
import { csrfHeaders, useTestApp } from '#test/test-app';
import { cartClient, createFood } from '#test/cart-fixtures';

const INJECTION = "x'; DROP TABLE cart_items; --";

describe('cart API input checks', () => {
  const t = useTestApp({ seed: false });
  let foodId: string;
  let pausedId: string;
  let deletedId: string;
  let c: ReturnType<typeof cartClient>;
  let baseline: unknown;

  beforeAll(async () => {
    foodId = (await createFood(t.app, { name: 'Dal Makhani' })).id;
    pausedId = (await createFood(t.app, { isAvailable: false })).id;
    deletedId = (await createFood(t.app)).id;
    await t.db.update(foods).set({ deletedAt: new Date() }).where(eq(foods.id, deletedId));
    const { cookie } = await signInAs(t.app);
    c = cartClient(t.app, cookie);
    const res = await c.add({ foodId, selectedVariant: { size: 'Regular' }, quantity: 5 });
    expect(res.statusCode).toBe(200);
    baseline = res.json();
  });

  /** Every refusal is a 4xx with a readable message, and the cart is exactly as before. */
  async function expectRefused(
    res: { statusCode: number; json(): unknown },
    status: number,
    code?: string,
  ) {
    expect(res.statusCode).toBe(status);
    const body = res.json() as { message?: unknown; code?: unknown };
    expect(typeof body.message).toBe('string');
    expect(String(body.message).length).toBeGreaterThan(3);
    if (code) expect(body.code).toBe(code);
    expect((await c.get()).json()).toEqual(baseline);
  }

  const variant = { size: 'Regular' };
  const addCases: [string, unknown, number, string?][] = [
    ['quantity 0', { foodId: 'F', selectedVariant: variant, quantity: 0 }, 400],
    ['quantity 100', { foodId: 'F', selectedVariant: variant, quantity: 100 }, 400],
    ['quantity 1.5', { foodId: 'F', selectedVariant: variant, quantity: 1.5 }, 400],
    ['quantity -1', { foodId: 'F', selectedVariant: variant, quantity: -1 }, 400],
    ['quantity as a string', { foodId: 'F', selectedVariant: variant, quantity: '2' }, 400],
    ['a huge quantity', { foodId: 'F', selectedVariant: variant, quantity: 1e308 }, 400],
    ['quantity beyond 2^53', { foodId: 'F', selectedVariant: variant, quantity: 2 ** 60 }, 400],
    ['quantity null', { foodId: 'F', selectedVariant: variant, quantity: null }, 400],
    ['quantity true', { foodId: 'F', selectedVariant: variant, quantity: true }, 400],
    ['no quantity', { foodId: 'F', selectedVariant: variant }, 400],
    ['no foodId', { selectedVariant: variant, quantity: 1 }, 400],
    ['a numeric foodId', { foodId: 42, selectedVariant: variant, quantity: 1 }, 400],
    ['an empty foodId', { foodId: '', selectedVariant: variant, quantity: 1 }, 400],
    ['an injection foodId', { foodId: INJECTION, selectedVariant: variant, quantity: 1 }, 400],
    ['an over-long foodId', { foodId: 'a'.repeat(65), selectedVariant: variant, quantity: 1 }, 400],
    ['an unknown food', { foodId: 'no-such-food', selectedVariant: variant, quantity: 1 }, 404],
    ['no selectedVariant', { foodId: 'F', quantity: 1 }, 400],
    ['selectedVariant as a string', { foodId: 'F', selectedVariant: 'Regular', quantity: 1 }, 400],
    ['selectedVariant without size', { foodId: 'F', selectedVariant: {}, quantity: 1 }, 400],
    ['an empty size', { foodId: 'F', selectedVariant: { size: '' }, quantity: 1 }, 400],
    ['a numeric size', { foodId: 'F', selectedVariant: { size: 1 }, quantity: 1 }, 400],
    ['an unknown size', { foodId: 'F', selectedVariant: { size: 'Huge' }, quantity: 1 }, 400],
    ['an injection size', { foodId: 'F', selectedVariant: { size: INJECTION }, quantity: 1 }, 400],
    [
      'a NUL byte in size',
      { foodId: 'F', selectedVariant: { size: 'Re\u0000' }, quantity: 1 },
      400,
    ],
    [
      'an over-long size',
      { foodId: 'F', selectedVariant: { size: 'L'.repeat(65) }, quantity: 1 },
      400,
    ],
    [
      'an unknown selectedVariant field',
      { foodId: 'F', selectedVariant: { size: 'Regular', extra: 1 }, quantity: 1 },
      400,
    ],
    [
      'a non-numeric variant price',
      { foodId: 'F', selectedVariant: { size: 'Regular', price: 'free' }, quantity: 1 },
      400,
    ],
    ['a top-level price', { foodId: 'F', selectedVariant: variant, quantity: 1, price: 1 }, 400],
    [
      'a top-level userId',
      { foodId: 'F', selectedVariant: variant, quantity: 1, userId: 'u' },
      400,
    ],
    ['an array body', [{ foodId: 'F', selectedVariant: variant, quantity: 1 }], 400],
    ['a null body', null, 400],
  ];

  it.each(addCases)('addToCart refuses %s', async (_name, body, status) => {
    const payload = JSON.parse(JSON.stringify(body).replaceAll('"F"', JSON.stringify(foodId)));
    await expectRefused(await c.add(payload), status);
  });

  it('addToCart refuses unavailable (409) and deleted (404) foods', async () => {
    await expectRefused(
      await c.add({ foodId: pausedId, selectedVariant: variant, quantity: 1 }),
      409,
      'FOOD_UNAVAILABLE',
    );
    await expectRefused(
      await c.add({ foodId: deletedId, selectedVariant: variant, quantity: 1 }),
      404,
      'FOOD_NOT_FOUND',
    );
  });

  it('addToCart refuses bodies that are not JSON objects', async () => {
    const raw = (payload: string, contentType = 'application/json') =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/cart/addToCart',
        headers: { ...csrfHeaders, cookie: c.cookie, 'content-type': contentType },
        payload,
      });
    for (const res of [await raw('{"foodId":'), await raw(''), await raw('"text"')]) {
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect((res.json() as { message: string }).message).toBeTruthy();
    }
    const text = await raw('foodId=x', 'text/plain');
    expect(text.statusCode).toBeGreaterThanOrEqual(400);
    expect(text.statusCode).toBeLessThan(500);
    expect((await c.get()).json()).toEqual(baseline);
  });

  const updateCases: [string, Record<string, unknown>, number][] = [
    ['quantity 0', { foodId: 'F', size: 'Regular', quantity: 0 }, 400],
    ['quantity 100', { foodId: 'F', size: 'Regular', quantity: 100 }, 400],
    ['quantity 1.5', { foodId: 'F', size: 'Regular', quantity: 1.5 }, 400],
    ['quantity -1', { foodId: 'F', size: 'Regular', quantity: -1 }, 400],
    ['quantity as a string', { foodId: 'F', size: 'Regular', quantity: '3' }, 400],
    ['a huge quantity', { foodId: 'F', size: 'Regular', quantity: 1e20 }, 400],
    ['no quantity', { foodId: 'F', size: 'Regular' }, 400],
    ['no size', { foodId: 'F', quantity: 3 }, 400],
    ['no foodId', { size: 'Regular', quantity: 3 }, 400],
    ['an injection foodId', { foodId: INJECTION, size: 'Regular', quantity: 3 }, 400],
    ['an injection size', { foodId: 'F', size: INJECTION, quantity: 3 }, 404],
    ['an unknown food', { foodId: 'no-such-food', size: 'Regular', quantity: 3 }, 404],
    ['a size not in the cart', { foodId: 'F', size: 'Large', quantity: 3 }, 404],
    ['an extra field', { foodId: 'F', size: 'Regular', quantity: 3, price: 1 }, 400],
    [
      'a selectedVariant instead of size',
      { foodId: 'F', selectedVariant: variant, quantity: 3 },
      400,
    ],
  ];

  it.each(updateCases)('updateCartItem refuses %s', async (_name, body, status) => {
    const payload = { ...body, ...(body.foodId === 'F' ? { foodId } : {}) };
    await expectRefused(await c.update(payload), status);
  });

  const removeCases: [string, Record<string, string>, number][] = [
    ['no size', { foodId: 'F' }, 400],
    ['no foodId', { size: 'Regular' }, 400],
    ['an empty size', { foodId: 'F', size: '' }, 400],
    ['an injection foodId', { foodId: INJECTION, size: 'Regular' }, 400],
    ['an injection size', { foodId: 'F', size: INJECTION }, 404],
    ['an unknown food', { foodId: 'no-such-food', size: 'Regular' }, 404],
    ['an extra parameter', { foodId: 'F', size: 'Regular', userId: 'someone' }, 400],
  ];

  it.each(removeCases)('removeCartItem refuses %s', async (_name, query, status) => {
    const q = { ...query, ...(query.foodId === 'F' ? { foodId } : {}) };
    await expectRefused(await c.remove(q), status);
  });

  it('removeCartItem refuses a repeated parameter', async () => {
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/cart/removeCartItem?foodId=${foodId}&foodId=${foodId}&size=Regular`,
      headers: { ...csrfHeaders, cookie: c.cookie },
    });
    await expectRefused(res, 400);
  });

  describe('limits', () => {
    it('never lets a line pass 99, atomically', async () => {
      const { cookie } = await signInAs(t.app);
      const u = cartClient(t.app, cookie);
      expect((await u.add({ foodId, selectedVariant: variant, quantity: 98 })).statusCode).toBe(
        200,
      );
      const over = await u.add({ foodId, selectedVariant: variant, quantity: 2 });
      expect(over.statusCode).toBe(409);
      expect(over.json()).toMatchObject({ code: 'QUANTITY_LIMIT' });
      expect((over.json() as { message: string }).message).toContain('99');
      expect(cartResponseSchema.parse((await u.get()).json()).cartItems[0]!.quantity).toBe(98);
      const exact = await u.add({ foodId, selectedVariant: variant, quantity: 1 });
      expect(cartResponseSchema.parse(exact.json()).cartItems[0]!.quantity).toBe(99);
      // Parallel adds at the limit: all refused, still 99.
      const racing = await Promise.all(
        Array.from({ length: 5 }, () => u.add({ foodId, selectedVariant: variant, quantity: 1 })),
      );
      expect(racing.map((r) => r.statusCode)).toEqual([409, 409, 409, 409, 409]);
      expect(cartResponseSchema.parse((await u.get()).json()).cartItems[0]!.quantity).toBe(99);
    });

    it(`holds at most ${CART_LINES_MAX} distinct lines, even under parallel adds`, async () => {
      const sizes = Array.from({ length: CART_LINES_MAX + 5 }, (_, i) => ({
        size: `S${i}`,
        price: 10 + i,
      }));
      const wide = await createFood(t.app, { sizes });
      const { cookie } = await signInAs(t.app);
      const u = cartClient(t.app, cookie);
      const results = await Promise.all(
        sizes.map((s) =>
          u.add({ foodId: wide.id, selectedVariant: { size: s.size }, quantity: 1 }),
        ),
      );
      const statuses = results.map((r) => r.statusCode);
      expect(statuses.filter((s) => s === 200)).toHaveLength(CART_LINES_MAX);
      expect(statuses.filter((s) => s === 409)).toHaveLength(5);
      const full = results.find((r) => r.statusCode === 409)!;
      expect(full.json()).toMatchObject({ code: 'CART_FULL' });
      const cart = cartResponseSchema.parse((await u.get()).json());
      expect(cart.cartItems).toHaveLength(CART_LINES_MAX);
      // A full cart still accepts more of a line it already has.
      const first = cart.cartItems[0]!.selectedVariant.size;
      const more = await u.add({ foodId: wide.id, selectedVariant: { size: first }, quantity: 2 });
      expect(more.statusCode).toBe(200);
    });
  });
});
