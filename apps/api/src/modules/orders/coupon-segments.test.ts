import { API_BASE_PATH, quoteResponseSchema, toMinor } from '@ninetonine/contract';
import { and, count, eq, isNotNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createFood } from '#test/cart-fixtures';
import {
  addToCart,
  createCoupon,
  customerWithCart,
  newKey,
  setRestaurant,
} from '#test/order-fixtures';
import { insertOrderAt } from '#test/past-order-fixtures';
import { injectAs, signInAs, type SignedIn } from '#test/sign-in';
import { useTestApp } from '#test/test-app';
import { offers, orders } from '../../db/schema/index';

const DAY = 86_400_000;
/** Two Large (₹299 each) for pickup: ₹598, ₹498 with ₹100 off. */
const PICKUP = { fulfilment: 'pickup', paymentMethod: 'pay_at_pickup' } as const;

describe('coupons aimed at a segment (decision 0091), checked by the server', () => {
  const t = useTestApp({ seed: false });
  let food: Awaited<ReturnType<typeof createFood>>;
  let admin: SignedIn;
  beforeAll(async () => {
    await setRestaurant(t.app);
    food = await createFood(t.app, { name: 'Masala Dosa' });
    admin = await signInAs(t.app, { role: 'admin' });
  });

  const coupon = (segment: string, segmentMinSpendMinor: number | null = null) =>
    createCoupon(t.app, {
      discountType: 'amount',
      discountValue: toMinor(100),
      segment: segment as 'first_order',
      segmentMinSpendMinor,
    });
  const past = (
    userId: string,
    at: number,
    status: 'delivered' | 'cancelled' | 'placed',
    minor = 29_900,
  ) =>
    insertOrderAt(t.app, {
      userId,
      at: new Date(at),
      status,
      lines: [{ foodId: food.id, name: 'Masala Dosa', unitPriceMinor: minor, quantity: 1 }],
    });
  const quoted = async (c: Awaited<ReturnType<typeof customerWithCart>>, code: string) =>
    quoteResponseSchema.parse(
      (await c.api.quote({ fulfilment: 'pickup', couponCode: code })).json(),
    ).quote.coupon;
  const timesUsed = async (id: string) =>
    (await t.db.select().from(offers).where(eq(offers.id, id)))[0]!.timesUsed;

  it('first order: a customer with none (a cancelled one does not count) gets it once', async () => {
    const c = await customerWithCart(t.app, food.id);
    const offer = await coupon('first_order');
    await past(c.userId, Date.now() - DAY, 'cancelled');
    expect(await quoted(c, offer.code)).toMatchObject({ applied: true, reason: null });
    const first = await c.api.place({ ...PICKUP, couponCode: offer.code, confirmedTotal: 498 });
    expect(first.statusCode, first.body).toBe(201);

    await addToCart(t.app, c.cookie, food.id, 'Large', 2);
    const message = `The code ${offer.code} is for a first order only.`;
    expect(await quoted(c, offer.code)).toMatchObject({ applied: false, reason: message });
    const again = await c.api.place({ ...PICKUP, couponCode: offer.code, confirmedTotal: 498 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'COUPON_REFUSED', message });
    expect(await timesUsed(offer.id)).toBe(1);
  });

  it('is checked again when the order is placed: a quote that applied is not a promise', async () => {
    const c = await customerWithCart(t.app, food.id);
    const offer = await coupon('first_order');
    expect(await quoted(c, offer.code)).toMatchObject({ applied: true });
    // Meanwhile an order of theirs exists (another device, placed without the code).
    await past(c.userId, Date.now() - 60_000, 'placed');
    const res = await c.api.place({ ...PICKUP, couponCode: offer.code, confirmedTotal: 498 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'COUPON_REFUSED',
      message: `The code ${offer.code} is for a first order only.`,
      quote: { total: 598, coupon: { applied: false } },
    });
    expect(await timesUsed(offer.id)).toBe(0);
  });

  it('first order, two checkouts of one customer at once: one order holds the code', async () => {
    const c = await customerWithCart(t.app, food.id);
    const offer = await coupon('first_order');
    const body = { ...PICKUP, couponCode: offer.code, confirmedTotal: 498 };
    const answers = await Promise.all([c.api.place(body, newKey()), c.api.place(body, newKey())]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const [held] = await t.db
      .select({ n: count() })
      .from(orders)
      .where(and(eq(orders.userId, c.userId), isNotNull(orders.offerId)));
    expect(held!.n).toBe(1);
    expect(await timesUsed(offer.id)).toBe(1);
  });

  it('lapsed 30 days: only a customer whose last order is 30 days old or more', async () => {
    const offer = await coupon('lapsed_30_days');
    const message = `The code ${offer.code} is for customers coming back after 30 days or more without an order.`;
    const never = await customerWithCart(t.app, food.id);
    expect(await quoted(never, offer.code)).toMatchObject({ applied: false, reason: message });
    const recent = await customerWithCart(t.app, food.id);
    await past(recent.userId, Date.now() - 40 * DAY, 'delivered');
    await past(recent.userId, Date.now() - 10 * DAY, 'delivered');
    expect(await quoted(recent, offer.code)).toMatchObject({ applied: false, reason: message });
    const refused = await recent.api.place({
      ...PICKUP,
      couponCode: offer.code,
      confirmedTotal: 498,
    });
    expect(refused.json()).toMatchObject({ code: 'COUPON_REFUSED', message });

    const back = await customerWithCart(t.app, food.id);
    await past(back.userId, Date.now() - 31 * DAY, 'delivered');
    // A cancelled order last week was no order.
    await past(back.userId, Date.now() - 7 * DAY, 'cancelled');
    expect(await quoted(back, offer.code)).toMatchObject({ applied: true });
    const placed = await back.api.place({ ...PICKUP, couponCode: offer.code, confirmedTotal: 498 });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(await timesUsed(offer.id)).toBe(1);
  });

  it('top customers: spend of handed-over orders at or above the threshold', async () => {
    const offer = await coupon('top_customers', toMinor(1000));
    const short = await customerWithCart(t.app, food.id);
    await past(short.userId, Date.now() - 3 * DAY, 'delivered', 80_000);
    // Placed, not handed over yet: no spend.
    await past(short.userId, Date.now() - DAY, 'placed', 500_000);
    const refusal = await quoted(short, offer.code);
    expect(refusal).toMatchObject({ applied: false });
    expect(refusal!.reason).toMatch(
      new RegExp(
        `^The code ${offer.code} is for customers who have spent ₹1,000(\\.00)? or more with us\\.$`,
      ),
    );
    const refused = await short.api.place({
      ...PICKUP,
      couponCode: offer.code,
      confirmedTotal: 498,
    });
    expect(refused.statusCode).toBe(409);

    const top = await customerWithCart(t.app, food.id);
    await past(top.userId, Date.now() - 3 * DAY, 'delivered', 100_000);
    const placed = await top.api.place({ ...PICKUP, couponCode: offer.code, confirmedTotal: 498 });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(await timesUsed(offer.id)).toBe(1);
  });

  it('the staff offer form sets a segment; the list says how many customers it holds', async () => {
    const call = (method: 'GET' | 'POST' | 'PATCH', url: string, body?: object) =>
      injectAs(t.app, admin, method, `${API_BASE_PATH}/staff/offers${url}`, body);
    const base = { title: 'Big spenders', discountType: 'amount', discountValue: 50 };
    const bad: [string, object][] = [
      ['top customers without a spend', { code: 'TOPBAD1', segment: 'top_customers' }],
      [
        'a spend without top customers',
        { code: 'TOPBAD2', segment: 'first_order', segmentMinSpend: 10 },
      ],
      ['an unknown segment', { code: 'TOPBAD3', segment: 'vip' }],
      ['a spend of 0', { code: 'TOPBAD4', segment: 'top_customers', segmentMinSpend: 0 }],
    ];
    for (const [label, body] of bad) {
      const res = await call('POST', '', { ...base, ...body });
      expect(res.statusCode, label).toBe(400);
      expect(res.json().message, label).toEqual(expect.any(String));
    }
    const created = await call('POST', '', {
      ...base,
      code: 'TOP2000',
      segment: 'top_customers',
      segmentMinSpend: 2000,
    });
    expect(created.statusCode, created.body).toBe(201);
    const { offer } = created.json();
    expect(offer).toMatchObject({ segment: 'top_customers', segmentMinSpend: 2000 });
    const [row] = await t.db.select().from(offers).where(eq(offers.id, offer._id));
    expect(row).toMatchObject({ segment: 'top_customers', segmentMinSpendMinor: 200_000 });

    // Switching to another segment must drop the spend, or it is refused and nothing changes.
    const mixed = await call('PATCH', `/${offer._id}`, { segment: 'first_order' });
    expect(mixed.statusCode).toBe(400);
    const first = await call('PATCH', `/${offer._id}`, {
      segment: 'first_order',
      segmentMinSpend: null,
    });
    expect(first.json().offer).toMatchObject({ segment: 'first_order', segmentMinSpend: null });

    const rich = await signInAs(t.app);
    await past(rich.userId, Date.now() - 2 * DAY, 'delivered', 300_000);
    const offersNow = (await call('GET', '')).json().offers as {
      code: string;
      segment: string | null;
      segmentSize: number | null;
    }[];
    // Every segmented offer has a size; the plain ones none.
    for (const o of offersNow) {
      if (o.segment === null) expect(o.segmentSize).toBeNull();
      else expect(o.segmentSize).toEqual(expect.any(Number));
    }
    const top = offersNow.find((o) => o.segment === 'top_customers')!;
    // ₹1,000 threshold (the test above): the top customer and `rich` (₹3,000), not `short`.
    expect(top.segmentSize).toBe(2);
    const firstOrder = offersNow.find((o) => o.code === 'TOP2000')!;
    // Customers with no order that counts: only `never` from the lapsed test (admins are not
    // customers; every other customer here has ordered).
    expect(firstOrder.segmentSize).toBe(1);
  });
});
