import { cartResponseSchema, type CartResponse } from '@ninetonine/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { cartItems, foods, foodVariants } from '../../db/schema/index';
import { signInAs } from '#test/sign-in';
import { useTestApp } from '#test/test-app';
import { cartClient, createFood } from '#test/cart-fixtures';

const cartOf = (res: { statusCode: number; json(): unknown }): CartResponse => {
  expect(res.statusCode).toBe(200);
  return cartResponseSchema.parse(res.json());
};

describe('cart API', () => {
  const t = useTestApp({ seed: false });
  let tikka: Awaited<ReturnType<typeof createFood>>;
  beforeAll(async () => {
    tikka = await createFood(t.app, { name: 'Paneer Tikka' });
  });

  it('answers 401 to signed-out callers on every call', async () => {
    const anon = cartClient(t.app);
    const line = { foodId: tikka.id, size: 'Large', quantity: 1 };
    const responses = await Promise.all([
      anon.get(),
      anon.add({ foodId: tikka.id, selectedVariant: { size: 'Large' }, quantity: 1 }),
      anon.update(line),
      anon.remove({ foodId: tikka.id, size: 'Large' }),
      anon.clear(),
      // Even an invalid body: authentication comes first.
      anon.add({ nonsense: true }),
    ]);
    for (const res of responses) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ message: expect.any(String), code: 'UNAUTHORIZED' });
    }
  });

  it('refuses state changes without the CSRF header (403), changing nothing', async () => {
    const { cookie } = await signInAs(t.app);
    const c = cartClient(t.app, cookie);
    cartOf(await c.add({ foodId: tikka.id, selectedVariant: { size: 'Large' }, quantity: 2 }));
    const bare = { cookie };
    const calls = await Promise.all([
      t.app.inject({
        method: 'POST',
        url: '/api/v1/cart/addToCart',
        headers: bare,
        payload: { foodId: tikka.id, selectedVariant: { size: 'Large' }, quantity: 1 },
      }),
      t.app.inject({
        method: 'PUT',
        url: '/api/v1/cart/updateCartItem',
        headers: bare,
        payload: { foodId: tikka.id, size: 'Large', quantity: 9 },
      }),
      t.app.inject({
        method: 'DELETE',
        url: `/api/v1/cart/removeCartItem?foodId=${tikka.id}&size=Large`,
        headers: bare,
      }),
      t.app.inject({ method: 'DELETE', url: '/api/v1/cart/clearCart', headers: bare }),
    ]);
    for (const res of calls) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'CSRF' });
    }
    expect(cartOf(await c.get()).cartItems).toMatchObject([{ quantity: 2 }]);
  });

  it('starts empty', async () => {
    const { cookie } = await signInAs(t.app);
    const res = await cartClient(t.app, cookie).get();
    expect(res.headers['cache-control']).toBe('no-store');
    expect(cartOf(res)).toEqual({ cartItems: [], totalQuantity: 0, totalAmount: 0 });
  });

  it('adds, sums, updates, removes and clears, answering with the whole cart each time', async () => {
    const { cookie } = await signInAs(t.app);
    const c = cartClient(t.app, cookie);

    let cart = cartOf(
      await c.add({
        foodId: tikka.id,
        // The whole variant, as the spec's client sends it: prices are ignored.
        selectedVariant: { size: 'Large', name: 'Large', price: 1, priceAfterDiscount: 0.5 },
        quantity: 2,
      }),
    );
    expect(cart).toEqual({
      cartItems: [
        {
          id: tikka.id,
          foodId: tikka.id,
          name: 'Paneer Tikka',
          quantity: 2,
          description: 'Paneer Tikka, grilled',
          image: `/api/v1/images/${tikka.imageIds[0]}`,
          selectedVariant: { size: 'Large', price: 349, priceAfterDiscount: 299 },
          available: true,
          priceChanged: false,
        },
      ],
      totalQuantity: 2,
      totalAmount: 598,
    });

    cart = cartOf(
      await c.add({ foodId: tikka.id, selectedVariant: { size: 'Large' }, quantity: 3 }),
    );
    expect(cart.cartItems).toHaveLength(1);
    expect(cart.cartItems[0]!.quantity).toBe(5);

    cart = cartOf(
      await c.add({ foodId: tikka.id, selectedVariant: { size: 'Regular' }, quantity: 1 }),
    );
    expect(cart.cartItems.map((l) => [l.selectedVariant.size, l.quantity])).toEqual([
      ['Large', 5],
      ['Regular', 1],
    ]);
    // 5 × 299 + 1 × 249.50, summed in minor units.
    expect(cart).toMatchObject({ totalQuantity: 6, totalAmount: 1744.5 });

    cart = cartOf(await c.update({ foodId: tikka.id, size: 'Regular', quantity: 4 }));
    expect(cart).toMatchObject({ totalQuantity: 9, totalAmount: 2493 });

    cart = cartOf(await c.remove({ foodId: tikka.id, size: 'Large' }));
    expect(cart.cartItems.map((l) => l.selectedVariant.size)).toEqual(['Regular']);
    expect(cart).toMatchObject({ totalQuantity: 4, totalAmount: 998 });

    expect(cartOf(await c.get())).toEqual(cart);

    cart = cartOf(await c.clear());
    expect(cart).toEqual({ cartItems: [], totalQuantity: 0, totalAmount: 0 });
    // Clearing an empty cart is fine too.
    expect(cartOf(await c.clear()).cartItems).toEqual([]);
  });

  it('answers 404 when updating or removing a line that is not in the cart', async () => {
    const { cookie } = await signInAs(t.app);
    const c = cartClient(t.app, cookie);
    const upd = await c.update({ foodId: tikka.id, size: 'Large', quantity: 2 });
    expect(upd.statusCode).toBe(404);
    expect(upd.json()).toMatchObject({ code: 'CART_LINE_NOT_FOUND', message: expect.any(String) });
    const rm = await c.remove({ foodId: tikka.id, size: 'Large' });
    expect(rm.statusCode).toBe(404);
    expect(cartOf(await c.get()).cartItems).toEqual([]);
  });

  it("keeps every user's cart to themselves", async () => {
    const a = await signInAs(t.app);
    const b = await signInAs(t.app);
    const ca = cartClient(t.app, a.cookie);
    const cb = cartClient(t.app, b.cookie);
    cartOf(await ca.add({ foodId: tikka.id, selectedVariant: { size: 'Large' }, quantity: 3 }));

    expect(cartOf(await cb.get()).cartItems).toEqual([]);
    expect((await cb.update({ foodId: tikka.id, size: 'Large', quantity: 1 })).statusCode).toBe(
      404,
    );
    expect((await cb.remove({ foodId: tikka.id, size: 'Large' })).statusCode).toBe(404);
    cartOf(await cb.clear());
    // B adding the same food makes B's own line, not a change to A's.
    cartOf(await cb.add({ foodId: tikka.id, selectedVariant: { size: 'Large' }, quantity: 1 }));
    // Smuggled owner ids are refused, not obeyed.
    const smuggled = await cb.add({
      foodId: tikka.id,
      selectedVariant: { size: 'Large' },
      quantity: 1,
      userId: a.userId,
    });
    expect(smuggled.statusCode).toBe(400);

    const aCart = cartOf(await ca.get());
    expect(aCart.cartItems).toMatchObject([{ foodId: tikka.id, quantity: 3 }]);
    expect(cartOf(await cb.get()).cartItems).toMatchObject([{ foodId: tikka.id, quantity: 1 }]);
  });

  it('sums 20 parallel adds exactly, into one row', async () => {
    const { cookie, userId } = await signInAs(t.app);
    const c = cartClient(t.app, cookie);
    const quantities = Array.from({ length: 20 }, (_, i) => (i % 4) + 1);
    const results = await Promise.all(
      quantities.map((quantity) =>
        c.add({ foodId: tikka.id, selectedVariant: { size: 'Regular' }, quantity }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(quantities.map(() => 200));
    const rows = await t.db.select().from(cartItems).where(eq(cartItems.userId, userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.quantity).toBe(quantities.reduce((a, b) => a + b, 0));
  });

  it('takes the price from the menu, never from the client', async () => {
    const { cookie, userId } = await signInAs(t.app);
    const c = cartClient(t.app, cookie);
    const cart = cartOf(
      await c.add({
        foodId: tikka.id,
        selectedVariant: { size: 'Regular', price: 0.01, priceAfterDiscount: 0.01 },
        quantity: 2,
      }),
    );
    expect(cart.cartItems[0]!.selectedVariant).toEqual({
      size: 'Regular',
      price: 249.5,
      priceAfterDiscount: null,
    });
    expect(cart.totalAmount).toBe(499);
    const [row] = await t.db.select().from(cartItems).where(eq(cartItems.userId, userId));
    expect(row!.unitPriceMinorAtAdd).toBe(24950);
  });

  describe('when the menu changes under a cart', () => {
    it('flags a changed price with the previous one, and re-adding acknowledges it', async () => {
      const food = await createFood(t.app);
      const { cookie } = await signInAs(t.app);
      const c = cartClient(t.app, cookie);
      cartOf(await c.add({ foodId: food.id, selectedVariant: { size: 'Large' }, quantity: 2 }));
      await t.db
        .update(foodVariants)
        .set({ priceMinor: 39900, discountedPriceMinor: 32900 })
        .where(and(eq(foodVariants.foodId, food.id), eq(foodVariants.size, 'Large')));

      let cart = cartOf(await c.get());
      expect(cart.cartItems[0]).toMatchObject({
        available: true,
        priceChanged: true,
        previousPrice: 299,
        selectedVariant: { size: 'Large', price: 399, priceAfterDiscount: 329 },
      });
      expect(cart.totalAmount).toBe(658);

      cart = cartOf(
        await c.add({ foodId: food.id, selectedVariant: { size: 'Large' }, quantity: 1 }),
      );
      expect(cart.cartItems[0]).toMatchObject({ quantity: 3, priceChanged: false });
      expect(cart.cartItems[0]).not.toHaveProperty('previousPrice');
    });

    it('flags lines whose food became unavailable, was deleted or lost the size', async () => {
      const gone = await createFood(t.app, { name: 'Gone Soon' });
      const paused = await createFood(t.app, { name: 'Paused' });
      const resized = await createFood(t.app, { name: 'Resized' });
      const kept = await createFood(t.app, { name: 'Kept', images: 0 });
      const { cookie } = await signInAs(t.app);
      const c = cartClient(t.app, cookie);
      for (const f of [gone, paused, resized, kept]) {
        cartOf(await c.add({ foodId: f.id, selectedVariant: { size: 'Regular' }, quantity: 2 }));
      }
      await t.db.update(foods).set({ deletedAt: new Date() }).where(eq(foods.id, gone.id));
      await t.db.update(foods).set({ isAvailable: false }).where(eq(foods.id, paused.id));
      await t.db
        .delete(foodVariants)
        .where(and(eq(foodVariants.foodId, resized.id), eq(foodVariants.size, 'Regular')));

      const cart = cartOf(await c.get());
      expect(cart.cartItems.map((l) => [l.name, l.available, l.priceChanged])).toEqual([
        ['Gone Soon', false, false],
        ['Paused', false, false],
        ['Resized', false, false],
        ['Kept', true, false],
      ]);
      // The lost size still shows what it cost when added.
      expect(cart.cartItems[2]!.selectedVariant).toEqual({
        size: 'Regular',
        price: 249.5,
        priceAfterDiscount: null,
      });
      expect(cart.cartItems[3]!.image).toBe('');
      // Totals only count what can still be ordered.
      expect(cart).toMatchObject({ totalQuantity: 2, totalAmount: 499 });

      // Such lines can still be changed and removed.
      cartOf(await c.update({ foodId: paused.id, size: 'Regular', quantity: 1 }));
      cartOf(await c.remove({ foodId: gone.id, size: 'Regular' }));
    });
  });

  it('documents the cart calls in the OpenAPI description', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys((res.json() as { paths: Record<string, unknown> }).paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/v1/cart/getUserCart',
        '/api/v1/cart/addToCart',
        '/api/v1/cart/updateCartItem',
        '/api/v1/cart/removeCartItem',
        '/api/v1/cart/clearCart',
      ]),
    );
  });
});
