import {
  couponNotLiveMessage,
  quoteResponseSchema,
  toMinor,
  type Quote,
} from '@ninetonine/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { foods, foodVariants, restaurantSettings } from '../../db/schema/index';
import { createFood } from '#test/cart-fixtures';
import {
  addToCart,
  createAddress,
  createCoupon,
  NEVER_OPEN,
  setRestaurant,
  useCheckoutApp,
} from '#test/order-fixtures';
import { signInAs } from '#test/sign-in';
import { quoteRateLimit } from './orders.routes';

const quoteOf = (res: { statusCode: number; body: string; json(): unknown }): Quote => {
  expect(res.statusCode, res.body).toBe(200);
  return quoteResponseSchema.parse(res.json()).quote;
};

describe('POST /orders/quote', () => {
  const { t, menu, customer } = useCheckoutApp();

  it('prices the server cart from the menu: subtotal, delivery fee, included tax, time', async () => {
    const c = await customer();
    const before = Date.now();
    const quote = quoteOf(await c.api.quote({ fulfilment: 'delivery', addressId: c.addressId }));
    expect(quote).toMatchObject({
      lines: [
        {
          foodId: menu.food.id,
          name: 'Paneer Tikka',
          size: 'Large',
          quantity: 2,
          unitPrice: 299,
          lineTotal: 598,
          available: true,
          image: `/api/v1/images/${menu.food.imageIds[0]}`,
        },
      ],
      subtotal: 598,
      discount: 0,
      deliveryFee: 40,
      // 5% already inside ₹598: 59800 × 5 / 105 = 2847.6 → ₹28.48.
      tax: 28.48,
      taxIncluded: true,
      total: 638,
      coupon: null,
      problems: [],
      kitchenOpen: true,
    });
    expect(quote.lines[0]).not.toHaveProperty('previousUnitPrice');
    // Preparation (20) and delivery (30) minutes from now.
    const eta = Date.parse(quote.estimatedAt!);
    expect(eta).toBeGreaterThanOrEqual(before + 50 * 60_000);
    expect(eta).toBeLessThan(Date.now() + 51 * 60_000);
    expect(quote.slots.length).toBeGreaterThan(40);
    for (const slot of quote.slots) {
      expect(Date.parse(slot.start)).toBeGreaterThanOrEqual(before + 50 * 60_000);
      expect(Date.parse(slot.end) - Date.parse(slot.start)).toBe(30 * 60_000);
    }
    // Pickup: no delivery fee, and the kitchen's time alone.
    const pickup = quoteOf(await c.api.quote({ fulfilment: 'pickup' }));
    expect(pickup).toMatchObject({ deliveryFee: 0, rounding: 0, total: 598, problems: [] });
    expect(Date.parse(pickup.estimatedAt!)).toBeLessThan(Date.now() + 21 * 60_000);
  });

  it('adds tax on top when menu prices exclude it, and waives delivery from the threshold', async () => {
    const c = await customer();
    await setRestaurant(t.app, { pricesIncludeTax: false });
    const added = quoteOf(await c.api.quote({ fulfilment: 'delivery', addressId: c.addressId }));
    // ₹667.90 exactly, paid in cash as ₹668 (decision 0051).
    expect(added).toMatchObject({
      subtotal: 598,
      tax: 29.9,
      taxIncluded: false,
      rounding: 0.1,
      total: 668,
    });

    await setRestaurant(t.app, { freeDeliveryFromMinor: toMinor(598) });
    const free = quoteOf(await c.api.quote({ fulfilment: 'delivery', addressId: c.addressId }));
    expect(free).toMatchObject({ subtotal: 598, deliveryFee: 0, total: 598 });
  });

  it('applies a percent coupon up to its cap, and a flat one', async () => {
    const c = await customer();
    const percent = await createCoupon(t.app, {
      discountType: 'percent',
      discountValue: 10,
      maxDiscountMinor: toMinor(50),
    });
    const capped = quoteOf(
      await c.api.quote({
        fulfilment: 'delivery',
        addressId: c.addressId,
        couponCode: percent.code.toLowerCase(),
      }),
    );
    expect(capped).toMatchObject({
      subtotal: 598,
      discount: 50,
      deliveryFee: 40,
      // Tax inside the discounted food: 54800 × 5 / 105 = 2609.5 → ₹26.10.
      tax: 26.1,
      total: 588,
      coupon: { code: percent.code, applied: true, reason: null },
    });
    const flat = await createCoupon(t.app, { discountType: 'amount', discountValue: 7_500 });
    const quote = quoteOf(await c.api.quote({ fulfilment: 'pickup', couponCode: flat.code }));
    expect(quote).toMatchObject({ discount: 75, total: 523, coupon: { applied: true } });
  });

  it('says why a live coupon does not fit this cart, and prices without it', async () => {
    const c = await customer();
    const cases: [Partial<Parameters<typeof createCoupon>[1]>, string, RegExp][] = [
      [
        { minOrderMinor: toMinor(1000) },
        'delivery',
        /^Add ₹402 more to use \w+ \(minimum order ₹1,000\)\.$/,
      ],
      [{ appliesTo: 'delivery' }, 'pickup', /^The code \w+ is for delivery orders only\.$/],
      [{ appliesTo: 'pickup' }, 'delivery', /^The code \w+ is for pickup orders only\.$/],
    ];
    for (const [terms, fulfilment, reason] of cases) {
      const { code } = await createCoupon(t.app, terms);
      const quote = quoteOf(
        await c.api.quote({ fulfilment, addressId: c.addressId, couponCode: code }),
      );
      expect(quote.coupon).toMatchObject({
        code,
        applied: false,
        reason: expect.stringMatching(reason),
      });
      expect(quote.discount).toBe(0);
      expect(quote.subtotal).toBe(598);
    }
  });

  it('answers one sentence for a code that is unknown, paused, scheduled, expired or used up (issue 18)', async () => {
    const c = await customer();
    const day = 24 * 3600_000;
    const notLive: Partial<Parameters<typeof createCoupon>[1]>[] = [
      { isActive: false },
      { startsAt: new Date(Date.now() + 3 * day) },
      { endsAt: new Date(Date.now() - day) },
      { usageLimitTotal: 3, timesUsed: 3 },
      // A code not live says nothing of its terms either, even when the cart does not fit them.
      { isActive: false, minOrderMinor: toMinor(1000), appliesTo: 'pickup' },
      { endsAt: new Date(Date.now() - day), minOrderMinor: toMinor(1000) },
    ];
    const codes = [
      ...(await Promise.all(notLive.map((terms) => createCoupon(t.app, terms)))).map((o) => o.code),
      'NOSUCHCODE',
    ];
    const answers = [];
    for (const code of codes) {
      const quote = quoteOf(
        await c.api.quote({ fulfilment: 'delivery', addressId: c.addressId, couponCode: code }),
      );
      expect(quote.coupon, code).toEqual({
        code,
        applied: false,
        reason: couponNotLiveMessage(code),
      });
      const { lines, subtotal, discount, deliveryFee, tax, total, problems } = quote;
      answers.push({ lines, subtotal, discount, deliveryFee, tax, total, problems });
    }
    // The rest of the quote is the same too: priced without a discount.
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expect(answers[0]).toMatchObject({ discount: 0, subtotal: 598 });
  });

  it('limits how many quotes one customer may ask for, with Retry-After (issue 18)', async () => {
    const c = await customer(0);
    for (let i = 0; i < quoteRateLimit.max; i++) {
      expect((await c.api.quote({ fulfilment: 'pickup' })).statusCode).toBe(200);
    }
    const limited = await c.api.quote({ fulfilment: 'pickup', couponCode: 'GUESS1' });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(
        /^Too many attempts\. Please wait \d+ minutes? and try again\.$/,
      ),
    });
    // Malformed bodies count too (before validation).
    expect((await c.api.quote({ junk: 1 })).statusCode).toBe(429);
    // Another customer is not affected.
    const other = await customer(0);
    expect((await other.api.quote({ fulfilment: 'pickup' })).statusCode).toBe(200);

    const doc = (await t.app.inject({ url: '/api/v1/docs/json' })).json<{
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    }>();
    expect(Object.keys(doc.paths['/api/v1/orders/quote']!.post!.responses)).toEqual(
      expect.arrayContaining(['200', '400', '401', '429']),
    );
  });

  it('flags a line whose price changed since it went into the cart', async () => {
    const c = await customer(0);
    const other = await createFood(t.app, { name: 'Masala Dosa' });
    await addToCart(t.app, c.cookie, other.id, 'Regular', 2);
    await t.db
      .update(foodVariants)
      .set({ priceMinor: toMinor(260) })
      .where(and(eq(foodVariants.foodId, other.id), eq(foodVariants.size, 'Regular')));
    const quote = quoteOf(await c.api.quote({ fulfilment: 'pickup' }));
    expect(quote.lines).toMatchObject([
      { name: 'Masala Dosa', unitPrice: 260, previousUnitPrice: 249.5, lineTotal: 520 },
    ]);
    expect(quote).toMatchObject({ subtotal: 520, total: 520, problems: [] });
  });

  it('leaves an unavailable dish out of the totals and says so', async () => {
    const c = await customer(1);
    const gone = await createFood(t.app, { name: 'Kulfi' });
    await addToCart(t.app, c.cookie, gone.id, 'Regular', 1);
    await t.db.update(foods).set({ isAvailable: false }).where(eq(foods.id, gone.id));
    const quote = quoteOf(await c.api.quote({ fulfilment: 'pickup' }));
    expect(quote.lines.map((l) => [l.name, l.available])).toEqual([
      ['Paneer Tikka', true],
      ['Kulfi', false],
    ]);
    expect(quote).toMatchObject({ subtotal: 299, total: 299 });
    expect(quote.problems).toEqual([
      {
        code: 'unavailable_lines',
        message:
          'Kulfi (Regular) is not available right now. Remove it from your cart to continue.',
      },
    ]);
  });

  it('lists every problem with the order as chosen', async () => {
    const c = await customer(0);
    const codes = (q: Quote) => q.problems.map((p) => p.code);
    expect(codes(quoteOf(await c.api.quote({ fulfilment: 'pickup' })))).toEqual(['empty_cart']);

    await addToCart(t.app, c.cookie, menu.food.id, 'Regular', 1);
    expect(codes(quoteOf(await c.api.quote({ fulfilment: 'delivery' })))).toEqual([
      'address_missing',
    ]);
    const stranger = await signInAs(t.app);
    const theirs = await createAddress(t.app, stranger.userId);
    const notMine = quoteOf(await c.api.quote({ fulfilment: 'delivery', addressId: theirs }));
    expect(notMine.problems).toEqual([
      {
        code: 'address_missing',
        message: 'That address is not in your address book any more. Choose another.',
      },
    ]);

    await setRestaurant(t.app, { minimumDeliveryOrderMinor: toMinor(300) });
    const small = quoteOf(await c.api.quote({ fulfilment: 'delivery', addressId: c.addressId }));
    expect(small.problems).toEqual([
      { code: 'below_minimum', message: 'Add ₹50.50 more for delivery (minimum order ₹300).' },
    ]);
    // Pickup has no minimum.
    expect(codes(quoteOf(await c.api.quote({ fulfilment: 'pickup' })))).toEqual([]);

    await setRestaurant(t.app, { deliveryEnabled: false, pickupEnabled: false });
    expect(
      codes(quoteOf(await c.api.quote({ fulfilment: 'delivery', addressId: c.addressId }))),
    ).toEqual(['delivery_off']);
    expect(codes(quoteOf(await c.api.quote({ fulfilment: 'pickup' })))).toEqual(['pickup_off']);

    await setRestaurant(t.app, { acceptingOrders: false });
    expect(codes(quoteOf(await c.api.quote({ fulfilment: 'pickup' })))).toEqual(['not_accepting']);
  });

  it('refuses "as soon as possible" while the kitchen is closed, and offers no slots', async () => {
    const c = await customer();
    await setRestaurant(t.app, { openingHours: NEVER_OPEN });
    const quote = quoteOf(await c.api.quote({ fulfilment: 'pickup' }));
    expect(quote).toMatchObject({ kitchenOpen: false, estimatedAt: null, slots: [] });
    expect(quote.problems).toEqual([
      { code: 'kitchen_closed', message: 'The kitchen is closed now. Please choose a time.' },
    ]);
  });

  it('accepts a slot the quote offers, and refuses any other time', async () => {
    const c = await customer();
    const { slots } = quoteOf(await c.api.quote({ fulfilment: 'pickup' }));
    const slot = slots[3]!;
    const chosen = quoteOf(await c.api.quote({ fulfilment: 'pickup', scheduledFor: slot.start }));
    expect(chosen).toMatchObject({ problems: [], estimatedAt: slot.start });
    const offGrid = new Date(Date.parse(slot.start) + 60_000).toISOString();
    const refused = quoteOf(await c.api.quote({ fulfilment: 'pickup', scheduledFor: offGrid }));
    expect(refused.problems).toEqual([
      {
        code: 'slot_unavailable',
        message: 'That time is not available any more. Please choose another.',
      },
    ]);
    expect(refused.estimatedAt).toBeNull();
  });

  it('creates the default settings when nobody has seeded them', async () => {
    const c = await customer();
    await t.db.delete(restaurantSettings);
    const quote = quoteOf(await c.api.quote({ fulfilment: 'pickup' }));
    // The installation defaults: 5% tax included in the prices.
    expect(quote).toMatchObject({ subtotal: 598, tax: 28.48, deliveryFee: 0, total: 598 });
    const [row] = await t.db.select().from(restaurantSettings);
    expect(row).toMatchObject({ id: 'main', taxRateBasisPoints: 500, pricesIncludeTax: true });
  });
});
