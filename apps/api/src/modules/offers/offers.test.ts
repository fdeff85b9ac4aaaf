import {
  couponNotLiveMessage,
  ErrorCode,
  staffOfferResponseSchema,
  staffOffersResponseSchema,
  type StaffOffer,
} from '@ninetonine/contract';
import { count, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createFood } from '#test/cart-fixtures';
import { customerWithCart, setRestaurant } from '#test/order-fixtures';
import { routeCaller, signInAs, type SignedIn } from '#test/sign-in';
import { useTestApp } from '#test/test-app';
import { auditLog, offers } from '../../db/schema/index';

const BASE = '/api/v1/staff/offers';
const DAY = 86_400_000;

const valid = {
  code: 'monsoon20',
  title: 'Monsoon treat',
  description: '20% off, up to ₹120',
  discountType: 'percent',
  discountValue: 20,
  maxDiscount: 120,
  minimumSubtotal: 249.5,
  appliesTo: 'any',
  usageLimitTotal: 100,
  usageLimitPerCustomer: 2,
};

describe('staff offers (admin only)', () => {
  const t = useTestApp({ seed: false });
  let admin: SignedIn;
  let staff: SignedIn;
  let customer: SignedIn;
  beforeAll(async () => {
    admin = await signInAs(t.app, { role: 'admin', name: 'Owner' });
    staff = await signInAs(t.app, { role: 'staff' });
    customer = await signInAs(t.app);
  });
  beforeEach(async () => {
    await setRestaurant(t.app);
  });

  const call = routeCaller(t, BASE, () => admin);
  const create = async (body: object): Promise<StaffOffer> => {
    const res = await call('POST', '', body);
    expect(res.statusCode, res.body).toBe(201);
    return staffOfferResponseSchema.parse(res.json()).offer;
  };
  const list = async () => staffOffersResponseSchema.parse((await call('GET', '')).json()).offers;
  const rows = async () => (await t.db.select({ n: count() }).from(offers))[0]!.n;
  const publicCodes = async () => {
    const res = await t.app.inject({ url: '/api/v1/offers' });
    expect(res.headers['cache-control']).toBe('no-cache');
    return res.json<{ offers: { code: string }[] }>().offers.map((o) => o.code);
  };

  it('creates an offer (code upper-cased, money in major units, minor units stored), live on /offers at once', async () => {
    const offer = await create(valid);
    expect(offer).toMatchObject({
      code: 'MONSOON20',
      discountType: 'percent',
      discountValue: 20,
      maxDiscount: 120,
      minimumSubtotal: 249.5,
      isActive: true,
      startsAt: null,
      endsAt: null,
      usageLimitTotal: 100,
      usageLimitPerCustomer: 2,
      timesUsed: 0,
      redemptions: 0,
      state: 'running',
    });
    const [row] = await t.db.select().from(offers).where(eq(offers.id, offer._id));
    expect(row).toMatchObject({
      maxDiscountMinor: 12_000,
      minOrderMinor: 24_950,
      discountValue: 20,
    });
    expect(await publicCodes()).toContain('MONSOON20');
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, offer._id));
    expect(entry).toMatchObject({
      actorUserId: admin.userId,
      action: 'offer.create',
      entityType: 'offer',
      before: null,
      after: { code: 'MONSOON20', minimumSubtotal: 249.5, maxDiscount: 120 },
    });

    const flat = await create({
      code: 'FLAT75',
      title: '₹75.50 off',
      discountType: 'amount',
      discountValue: 75.5,
      appliesTo: 'delivery',
      startsAt: new Date(Date.now() + DAY).toISOString(),
      endsAt: new Date(Date.now() + 8 * DAY).toISOString(),
    });
    expect(flat).toMatchObject({ discountValue: 75.5, state: 'scheduled', maxDiscount: null });
    const [flatRow] = await t.db.select().from(offers).where(eq(offers.id, flat._id));
    expect(flatRow!.discountValue).toBe(7_550);
    expect(await publicCodes()).not.toContain('FLAT75');
  });

  it('refuses a code that is taken (409), whatever its case', async () => {
    await create({ ...valid, code: 'TAKEN1' });
    const before = await rows();
    const res = await call('POST', '', { ...valid, code: 'taken1' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: ErrorCode.OfferCodeTaken });
    expect(await rows()).toBe(before);
  });

  it('refuses bad input with a 4xx message and stores nothing', async () => {
    const now = Date.now();
    const bad: [string, object][] = [
      ['no code', { ...valid, code: undefined }],
      ['a short code', { ...valid, code: 'AB' }],
      ['a long code', { ...valid, code: 'A'.repeat(21) }],
      ['a code with a space', { ...valid, code: 'MON 20' }],
      ['a code with a dash', { ...valid, code: 'MON-20' }],
      ['a percent over 100', { ...valid, discountValue: 101 }],
      ['a percent of 0', { ...valid, discountValue: 0 }],
      ['a fractional percent', { ...valid, discountValue: 12.5 }],
      [
        'a negative amount',
        { ...valid, discountType: 'amount', discountValue: -5, maxDiscount: null },
      ],
      ['three decimals', { ...valid, minimumSubtotal: 10.005 }],
      ['a cap on an amount', { ...valid, discountType: 'amount', discountValue: 50 }],
      ['an unknown type', { ...valid, discountType: 'bogo' }],
      ['an unknown fulfilment', { ...valid, appliesTo: 'dine-in' }],
      [
        'an end before the start',
        {
          ...valid,
          startsAt: new Date(now + DAY).toISOString(),
          endsAt: new Date(now).toISOString(),
        },
      ],
      ['a date that is no date', { ...valid, endsAt: 'tomorrow' }],
      ['a zero limit', { ...valid, usageLimitTotal: 0 }],
      ['a per-customer limit above the total', { ...valid, usageLimitTotal: 1 }],
      ['a timesUsed field', { ...valid, timesUsed: 5 }],
      ['a NUL byte', { ...valid, title: 'Mon\u0000soon' }],
      ['a string number', { ...valid, discountValue: '20' }],
    ];
    const before = await rows();
    for (const [label, body] of bad) {
      const res = await call('POST', '', body);
      expect(res.statusCode, `${label}: ${res.body}`).toBe(400);
      expect(res.json().message, label).toEqual(expect.any(String));
    }
    expect(await rows()).toBe(before);
  });

  it('edits, pauses and resumes, checking the rules on the merged offer', async () => {
    const offer = await create({ ...valid, code: 'EDITME' });
    const paused = await call('PATCH', `/${offer._id}`, { isActive: false });
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.json().offer).toMatchObject({ isActive: false, state: 'paused' });
    expect(await publicCodes()).not.toContain('EDITME');
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.entityId, offer._id));
    expect(entries.find((e) => e.action === 'offer.pause')).toMatchObject({
      before: { isActive: true },
      after: { isActive: false },
    });

    const resumed = await call('PATCH', `/${offer._id}`, {
      isActive: true,
      title: 'Monsoon special',
      endsAt: new Date(Date.now() + DAY).toISOString(),
    });
    expect(resumed.json().offer).toMatchObject({ title: 'Monsoon special', state: 'running' });
    const actions = (
      await t.db.select().from(auditLog).where(eq(auditLog.entityId, offer._id))
    ).map((e) => e.action);
    expect(actions.sort()).toEqual(['offer.create', 'offer.pause', 'offer.update']);
    expect(await publicCodes()).toContain('EDITME');

    // Switching to an amount keeps the percent's cap: the merged offer is refused.
    const refused = await call('PATCH', `/${offer._id}`, { discountType: 'amount' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('A cap applies to percent discounts only');
    const toAmount = await call('PATCH', `/${offer._id}`, {
      discountType: 'amount',
      discountValue: 40,
      maxDiscount: null,
    });
    expect(toAmount.json().offer).toMatchObject({ discountType: 'amount', discountValue: 40 });
    const other = await create({ ...valid, code: 'OTHER1' });
    expect((await call('PATCH', `/${other._id}`, { code: 'editme' })).statusCode).toBe(409);
    expect((await call('PATCH', `/${offer._id}`, {})).statusCode).toBe(400);
    expect((await call('PATCH', '/no-such-offer', { title: 'Nope' })).statusCode).toBe(404);
  });

  it('counts uses and redemptions, and keeps the total limit at or above the uses', async () => {
    const offer = await create({
      ...valid,
      code: 'USEME',
      minimumSubtotal: 0,
      usageLimitTotal: 5,
      usageLimitPerCustomer: 1,
    });
    const food = await createFood(t.app);
    const { api } = await customerWithCart(t.app, food.id, 1);
    const quote = await api.quote({ fulfilment: 'pickup', couponCode: 'USEME' });
    const total = quote.json().quote.total;
    const placed = await api.place({
      fulfilment: 'pickup',
      paymentMethod: 'pay_at_pickup',
      couponCode: 'USEME',
      confirmedTotal: total,
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const listed = (await list()).find((o) => o._id === offer._id)!;
    expect(listed).toMatchObject({ timesUsed: 1, redemptions: 1 });

    const tooLow = await call('PATCH', `/${offer._id}`, {
      usageLimitTotal: 1,
      usageLimitPerCustomer: null,
    });
    expect(tooLow.statusCode).toBe(200);
    expect(tooLow.json().offer.state).toBe('used_up');
    // Raising it again; a limit below the uses is refused.
    await t.db
      .update(offers)
      .set({ timesUsed: 3, usageLimitTotal: 5 })
      .where(eq(offers.id, offer._id));
    const refused = await call('PATCH', `/${offer._id}`, { usageLimitTotal: 2 });
    expect(refused.statusCode).toBe(409);
    const [row] = await t.db.select().from(offers).where(eq(offers.id, offer._id));
    expect(row!.usageLimitTotal).toBe(5);
  });

  it('a paused offer is refused at checkout', async () => {
    const offer = await create({ ...valid, code: 'PAUSEDNOW', minimumSubtotal: 0 });
    await call('PATCH', `/${offer._id}`, { isActive: false });
    const food = await createFood(t.app);
    const { api } = await customerWithCart(t.app, food.id, 1);
    const quote = await api.quote({
      fulfilment: 'pickup',
      couponCode: 'PAUSEDNOW',
    });
    // Paused reads as any code not live now (issue 18): nothing tells it apart from unknown.
    expect(JSON.stringify(quote.json())).toContain(couponNotLiveMessage('PAUSEDNOW'));
  });

  it('is for admins: 401 signed out, 403 for customers and staff, changing nothing', async () => {
    const offer = await create({ ...valid, code: 'GUARDED' });
    for (const who of [null, customer, staff]) {
      const expected = who ? 403 : 401;
      expect((await call('GET', '', undefined, who)).statusCode).toBe(expected);
      expect((await call('POST', '', { ...valid, code: 'SNEAKY' }, who)).statusCode).toBe(expected);
      expect((await call('POST', '', { junk: 1 }, who)).statusCode).toBe(expected);
      expect((await call('PATCH', `/${offer._id}`, { isActive: false }, who)).statusCode).toBe(
        expected,
      );
    }
    const [row] = await t.db.select().from(offers).where(eq(offers.id, offer._id));
    expect(row!.isActive).toBe(true);
    expect((await t.db.select().from(offers).where(eq(offers.code, 'SNEAKY'))).length).toBe(0);
  });
});
