import {
  deliveryAreaResponseSchema,
  deliveryAreasResponseSchema,
  ErrorCode,
  quoteResponseSchema,
  toMinor,
  type DeliveryArea,
} from '@ninetonine/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createFood } from '#test/cart-fixtures';
import { customerWithCart, setRestaurant } from '#test/order-fixtures';
import { routeCaller, signInAs, type SignedIn } from '#test/sign-in';
import { useTestApp } from '#test/test-app';
import { addresses, auditLog, deliveryAreas } from '../../db/schema/index';

const BASE = '/api/v1/staff/delivery-areas';

describe('delivery areas', () => {
  const t = useTestApp({ seed: false });
  let admin: SignedIn;
  let staff: SignedIn;
  let customer: SignedIn;
  let food: Awaited<ReturnType<typeof createFood>>;
  beforeAll(async () => {
    admin = await signInAs(t.app, { role: 'admin', name: 'Owner' });
    staff = await signInAs(t.app, { role: 'staff' });
    customer = await signInAs(t.app);
    // Regular ₹249.50; Large ₹349, discounted to ₹299.
    food = await createFood(t.app, { name: 'Paneer Tikka' });
  });
  beforeEach(async () => {
    // Delivery ₹40, free from ₹1,000, minimum ₹200, open all day, 30 minutes' ride.
    await setRestaurant(t.app);
    await t.db.delete(deliveryAreas);
    await t.db
      .insert(deliveryAreas)
      .values({ id: 'bengaluru', name: 'Bengaluru', postcodes: ['560*'] });
  });

  const call = routeCaller(t, BASE, () => admin);
  const create = async (body: object): Promise<DeliveryArea> => {
    const res = await call('POST', '', body);
    expect(res.statusCode, res.body).toBe(201);
    return deliveryAreaResponseSchema.parse(res.json()).area;
  };
  const whitefield = {
    name: 'Whitefield',
    postcodes: ['560066', ' 560 067 '],
    deliveryFee: 60,
    minimumOrder: 299,
    extraMinutes: 15,
  };

  it('lets an admin list, add, change and remove areas, each change in the audit log', async () => {
    const listed = deliveryAreasResponseSchema.parse((await call('GET', '')).json());
    expect(listed).toMatchObject({
      country: 'IN',
      standardDeliveryFee: 40,
      standardMinimumOrder: 200,
      areas: [{ name: 'Bengaluru', postcodes: ['560*'], deliveryFee: null, minimumOrder: null }],
    });

    const area = await create(whitefield);
    expect(area).toMatchObject({ ...whitefield, postcodes: ['560066', '560067'] });

    const changed = await call('PATCH', `/${area._id}`, { deliveryFee: null, extraMinutes: 20 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().area).toMatchObject({ deliveryFee: null, extraMinutes: 20 });

    const removed = await call('DELETE', `/${area._id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().areas.map((a: DeliveryArea) => a.name)).toEqual(['Bengaluru']);

    const entries = await t.db.select().from(auditLog).where(eq(auditLog.entityId, area._id));
    expect(entries.map((e) => e.action).sort()).toEqual([
      'delivery_area.create',
      'delivery_area.delete',
      'delivery_area.update',
    ]);
    expect(entries.find((e) => e.action === 'delivery_area.update')).toMatchObject({
      actorUserId: admin.userId,
      before: { deliveryFeeMinor: 6000, extraMinutes: 15 },
      after: { deliveryFeeMinor: null, extraMinutes: 20 },
    });
  });

  it('refuses staff, customers and the signed-out, changing nothing', async () => {
    for (const [who, status] of [
      [staff, 403],
      [customer, 403],
      [null, 401],
    ] as const) {
      expect((await call('GET', '', undefined, who)).statusCode).toBe(status);
      expect((await call('POST', '', whitefield, who)).statusCode).toBe(status);
      expect((await call('PATCH', '/bengaluru', { extraMinutes: 5 }, who)).statusCode).toBe(status);
      expect((await call('DELETE', '/bengaluru', undefined, who)).statusCode).toBe(status);
    }
    expect(await t.db.select().from(deliveryAreas)).toMatchObject([{ extraMinutes: 0 }]);
  });

  it('refuses postcodes of another country, taken postcodes and names, unknown areas', async () => {
    for (const [postcodes, message] of [
      [['ABCDE'], 'ABCDE is not a PIN code'],
      [['SW1A 1AA'], 'SW1A1AA is not a PIN code'],
      [['0*'], '0* is not the start of a PIN code'],
      [['056001'], '056001 is not a PIN code'],
      [[], 'List at least one postcode or prefix, e.g. 560*'],
    ] as const) {
      const res = await call('POST', '', { ...whitefield, postcodes });
      expect(res.statusCode, String(postcodes)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    await create(whitefield);
    const taken = await call('POST', '', { ...whitefield, name: 'Other', postcodes: ['560066'] });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      message: '560066 is already in the area Whitefield.',
      code: ErrorCode.DeliveryAreaPostcodeTaken,
    });
    const named = await call('POST', '', {
      ...whitefield,
      name: 'whitefield',
      postcodes: ['561*'],
    });
    expect(named.statusCode).toBe(409);
    expect(named.json().code).toBe(ErrorCode.DeliveryAreaNameTaken);
    expect((await call('PATCH', '/nope', { extraMinutes: 1 })).statusCode).toBe(404);
    expect((await call('DELETE', '/nope')).statusCode).toBe(404);
    expect(await t.db.select().from(deliveryAreas)).toHaveLength(2);
  });

  describe('at checkout', () => {
    async function shopper(postalCode: string) {
      const { addressId, api } = await customerWithCart(t.app, food.id, 1);
      // As if the address was saved before its area was removed.
      await t.db.update(addresses).set({ postalCode }).where(eq(addresses.id, addressId));
      return { addressId, api };
    }
    const quoteOf = async (res: { statusCode: number; body: string; json(): unknown }) => {
      expect(res.statusCode, res.body).toBe(200);
      return quoteResponseSchema.parse(res.json()).quote;
    };

    it("prices a delivery with its area's fee, minimum and extra minutes", async () => {
      await create(whitefield);
      const c = await shopper('560066');
      const before = Date.now();
      const quote = await quoteOf(
        await c.api.quote({ fulfilment: 'delivery', addressId: c.addressId }),
      );
      // ₹299 of food reaches the area's ₹299 minimum; the area's ₹60 fee, not the standard ₹40.
      expect(quote).toMatchObject({ subtotal: 299, deliveryFee: 60, total: 359, problems: [] });
      // 20 minutes' cooking + 30 minutes' ride + the area's 15.
      expect(Date.parse(quote.estimatedAt!)).toBeGreaterThanOrEqual(before + 65 * 60_000);

      // A PIN code under the city-wide prefix keeps the standard terms.
      const city = await shopper('560001');
      expect(
        await quoteOf(await city.api.quote({ fulfilment: 'delivery', addressId: city.addressId })),
      ).toMatchObject({ deliveryFee: 40, problems: [] });

      await t.db
        .update(deliveryAreas)
        .set({ minimumOrderMinor: toMinor(400) })
        .where(eq(deliveryAreas.name, 'Whitefield'));
      const below = await quoteOf(
        await c.api.quote({ fulfilment: 'delivery', addressId: c.addressId }),
      );
      expect(below.problems).toEqual([
        {
          code: 'below_minimum',
          message: 'Add ₹101 more for delivery (minimum order ₹400).',
        },
      ]);
    });

    it('refuses a delivery outside every area at quote and placement, and offers pickup', async () => {
      const c = await shopper('600004');
      const message = "We don't deliver to 600004 yet. You can still order for pickup.";
      const quote = await quoteOf(
        await c.api.quote({ fulfilment: 'delivery', addressId: c.addressId }),
      );
      expect(quote.problems).toEqual([{ code: 'outside_area', message }]);

      const placed = await c.api.place({
        fulfilment: 'delivery',
        addressId: c.addressId,
        paymentMethod: 'cash_on_delivery',
        confirmedTotal: quote.total,
      });
      expect(placed.statusCode).toBe(409);
      expect(placed.json()).toMatchObject({ message, code: ErrorCode.CheckoutProblem });

      const pickup = await quoteOf(await c.api.quote({ fulfilment: 'pickup' }));
      expect(pickup.problems).toEqual([]);

      // With no areas at all the restaurant delivers nowhere: the same sentence.
      await t.db.delete(deliveryAreas);
      const city = await shopper('560001');
      const nowhere = await quoteOf(
        await city.api.quote({ fulfilment: 'delivery', addressId: city.addressId }),
      );
      expect(nowhere.problems.map((p) => p.code)).toEqual(['outside_area']);
    });
  });
});
