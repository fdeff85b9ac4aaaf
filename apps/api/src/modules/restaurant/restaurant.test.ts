import { EVERY_DAY_9_TO_9, ErrorCode, type RestaurantResponse } from '@ninetonine/contract';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '#test/test-app';
import { restaurantSettings } from '../../db/schema/index';
import { seedRestaurantSettings } from '../../db/seed/seed-restaurant';

describe('GET /restaurant', () => {
  const t = useTestApp({ seed: false });
  const get = async () => {
    const res = await t.app.inject({ url: '/api/v1/restaurant' });
    return { res, body: res.json<RestaurantResponse>() };
  };
  const setHours = (openingHours: { opens: string; closes: string }[][]) =>
    t.db.update(restaurantSettings).set({ openingHours });

  it('answers the seeded settings in major units, without signing in', async () => {
    const { res, body } = await get();
    expect(res.statusCode).toBe(200);
    expect(body.settings).toEqual({
      name: 'NineToNine',
      timeZone: 'Asia/Kolkata',
      locale: 'en-IN',
      currency: 'INR',
      country: 'IN',
      openingHours: EVERY_DAY_9_TO_9,
      specialHours: [],
      lastOrderMinutes: 15,
      preparationMinutes: 25,
      deliveryMinutes: 30,
      slotMinutes: 30,
      scheduleDaysAhead: 7,
      deliveryEnabled: true,
      pickupEnabled: true,
      deliveryFee: 40,
      freeDeliveryFrom: 499,
      minimumDeliveryOrder: 149,
      taxRatePercent: 5,
      pricesIncludeTax: true,
      acceptingOrders: true,
      autoAccept: { delivery: false, pickup: false },
      pickupAddress: expect.stringContaining('Bengaluru'),
      phone: expect.any(String),
      grievanceOfficer: {
        name: expect.stringContaining('Grievance Officer'),
        email: expect.stringContaining('@'),
        phone: expect.any(String),
      },
      paymentMethodsEnabled: ['cash_on_delivery', 'pay_at_pickup', 'online'],
      cashOnDeliveryMax: null,
      // No GSTIN until an admin gives one (decision 0082).
      gst: {
        legalName: '',
        gstin: '',
        fssaiLicence: '',
        registeredAddress: '',
        stateCode: '',
        invoicePrefix: 'NTN',
      },
    });
    expect(body.status.fulfilment).toEqual(['delivery', 'pickup']);
    expect(typeof body.status.open).toBe('boolean');
    // The next change and the next opening are both ahead, within a day.
    for (const when of [body.status.changesAt, body.status.nextOpeningAt]) {
      const ms = new Date(when!).getTime() - Date.now();
      expect(ms).toBeGreaterThan(-5_000);
      expect(ms).toBeLessThanOrEqual(86_400_000);
    }
    // Shared caches keep it at most a minute, never past the next opening or closing.
    const maxAge = Number(/max-age=(\d+)/.exec(String(res.headers['cache-control']))?.[1] ?? 0);
    expect(maxAge).toBeLessThanOrEqual(60);
  });

  it('is asked again on every use: 304 while unchanged, the new time zone once the owner moves it', async () => {
    const first = (await get()).res;
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"[A-Za-z0-9_-]+"$/);
    const again = await t.app.inject({
      url: '/api/v1/restaurant',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    try {
      // The restaurant moves to Tokyo (issue 34, item 19): the kept copy is no longer good.
      await t.db.update(restaurantSettings).set({ timeZone: 'Asia/Tokyo' });
      const moved = await t.app.inject({
        url: '/api/v1/restaurant',
        headers: { 'if-none-match': etag },
      });
      expect(moved.statusCode).toBe(200);
      expect(moved.json<RestaurantResponse>().settings.timeZone).toBe('Asia/Tokyo');
      expect(moved.headers.etag).not.toBe(etag);
    } finally {
      await t.db.update(restaurantSettings).set({ timeZone: 'Asia/Kolkata' });
    }
  });

  it('is open all day when every window spans the day, and closed when none is', async () => {
    try {
      await setHours(Array.from({ length: 7 }, () => [{ opens: '00:00', closes: '24:00' }]));
      expect((await get()).body.status.open).toBe(true);
      await setHours(Array.from({ length: 7 }, () => []));
      const { body } = await get();
      expect(body.status).toMatchObject({ open: false, changesAt: null, nextOpeningAt: null });
      expect(body.settings.openingHours).toEqual(Array.from({ length: 7 }, () => []));
    } finally {
      await setHours(EVERY_DAY_9_TO_9);
    }
  });

  it('offers no way to order while orders are paused', async () => {
    try {
      await t.db
        .update(restaurantSettings)
        .set({ acceptingOrders: false, freeDeliveryFromMinor: null });
      const { body } = await get();
      expect(body.status.fulfilment).toEqual([]);
      expect(body.settings).toMatchObject({ acceptingOrders: false, freeDeliveryFrom: null });
    } finally {
      await t.db
        .update(restaurantSettings)
        .set({ acceptingOrders: true, freeDeliveryFromMinor: 499_00 });
    }
  });

  it('seeds once: a second seed keeps one row and never overwrites an edit', async () => {
    await t.db.update(restaurantSettings).set({ deliveryFeeMinor: 30_00 });
    await seedRestaurantSettings(t.db);
    expect((await t.db.select({ n: count() }).from(restaurantSettings))[0]!.n).toBe(1);
    expect((await get()).body.settings.deliveryFee).toBe(30);
    await t.db.update(restaurantSettings).set({ deliveryFeeMinor: 40_00 });
  });

  it('answers 503 with a message when the settings were never created', async () => {
    await t.db.delete(restaurantSettings);
    try {
      const { res } = await get();
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        message: expect.any(String),
        code: ErrorCode.RestaurantNotConfigured,
      });
    } finally {
      await seedRestaurantSettings(t.db);
    }
    expect((await get()).res.statusCode).toBe(200);
  });
});
