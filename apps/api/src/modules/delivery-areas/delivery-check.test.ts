import { deliveryCheckSchema, type DeliveryCheck } from '@ninetonine/contract';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setRestaurant } from '#test/order-fixtures';
import { routeCaller, signInAs, type SignedIn } from '#test/sign-in';
import { useTestApp } from '#test/test-app';
import { deliveryAreas, restaurantSettings } from '../../db/schema/index';

describe('delivery known up front (issue 34 item 3)', () => {
  const t = useTestApp({ seed: false });
  let admin: SignedIn;
  beforeAll(async () => {
    admin = await signInAs(t.app, { role: 'admin' });
  });
  beforeEach(async () => {
    // Delivery ₹40, free from ₹1,000, minimum ₹200; 20 minutes' cooking, 30 minutes' ride.
    await setRestaurant(t.app);
    await t.db.delete(deliveryAreas);
    await t.db.insert(deliveryAreas).values([
      { id: 'bengaluru', name: 'Bengaluru', postcodes: ['560*'] },
      {
        id: 'whitefield',
        name: 'Whitefield',
        postcodes: ['560066', '560067'],
        deliveryFeeMinor: 6000,
        minimumOrderMinor: 29900,
        extraMinutes: 15,
      },
    ]);
  });

  const staff = routeCaller(t, '/api/v1/staff/delivery-areas', () => admin);
  const get = async (url: string): Promise<{ status: number; body: DeliveryCheck }> => {
    const res = await t.app.inject({ url: `/api/v1/delivery${url}` });
    return { status: res.statusCode, body: res.json() };
  };
  const ok = async (url: string) => {
    const res = await get(url);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return deliveryCheckSchema.parse(res.body);
  };

  it('answers a typed PIN code with its area’s fee, minimum and a time range, busy mode added', async () => {
    expect(await ok('/check?postcode=560001')).toEqual({
      postcode: '560001',
      delivers: true,
      areaName: 'Bengaluru',
      deliveryFee: 40,
      freeDeliveryFrom: 1000,
      minimumOrder: 200,
      eta: { fromMinutes: 50, toMinutes: 60 },
      message: null,
      pickupEnabled: true,
    });
    // Whitefield's own terms win over the city prefix; spaces typed are dropped.
    expect(await ok('/check?postcode=560%20066')).toMatchObject({
      postcode: '560066',
      areaName: 'Whitefield',
      deliveryFee: 60,
      minimumOrder: 299,
      eta: { fromMinutes: 65, toMinutes: 75 },
    });
    await t.db
      .update(restaurantSettings)
      .set({ busyExtraMinutes: 20, busyUntil: new Date(Date.now() + 3_600_000) });
    expect((await ok('/check?postcode=560001')).eta).toEqual({ fromMinutes: 70, toMinutes: 80 });
  });

  it('says a PIN code outside every area is not delivered to, and offers pickup', async () => {
    expect(await ok('/check?postcode=570001')).toEqual({
      postcode: '570001',
      delivers: false,
      areaName: null,
      deliveryFee: null,
      freeDeliveryFrom: null,
      minimumOrder: null,
      eta: null,
      message: "We don't deliver to 570001 yet. You can still order for pickup.",
      pickupEnabled: true,
    });
    await setRestaurant(t.app, { deliveryEnabled: false });
    expect((await ok('/check?postcode=560001')).message).toBe(
      'We are not delivering right now. You can still order for pickup.',
    );
  });

  it('refuses what is not a PIN code with a 400 and a message', async () => {
    for (const url of [
      '/check?postcode=12ab',
      '/check',
      '/check?postcode=',
      '/check?postcode=5600011',
    ]) {
      const res = await get(url);
      expect(res.status, url).toBe(400);
      expect(res.body).toHaveProperty('message');
    }
    expect((await get('/check?postcode=12ab')).body).toMatchObject({
      message: 'Enter a 6-digit PIN code, e.g. 560001',
    });
    for (const url of [
      '/locate?lat=91&lng=0',
      '/locate?lat=abc&lng=1',
      '/locate?lat=12',
      '/locate?lat=&lng=',
      '/locate?lat=12&lng=77&x=1',
    ]) {
      expect((await get(url)).status, url).toBe(400);
    }
  });

  it('places a device by the centres staff set, and says so when none covers it', async () => {
    // No centre yet: a position is never guessed.
    expect(await ok('/locate?lat=12.97&lng=77.745')).toMatchObject({
      postcode: null,
      delivers: false,
      message: expect.stringContaining('Type your PIN code'),
    });
    const centre = { lat: 12.9698, lng: 77.75, radiusKm: 4, postcode: '560066' };
    const outside = await staff('PATCH', '/whitefield', {
      centre: { ...centre, postcode: '560001' },
    });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().message).toBe(
      "The centre's postcode 560001 is not one of this area's postcodes.",
    );
    const set = await staff('PATCH', '/whitefield', { centre });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().area.centre).toEqual(centre);
    const city = await staff('PATCH', '/bengaluru', {
      centre: { lat: 12.9756, lng: 77.6066, radiusKm: 30, postcode: '560001' },
    });
    expect(city.statusCode, city.body).toBe(200);

    expect(await ok('/locate?lat=12.97&lng=77.745')).toMatchObject({
      postcode: '560066',
      delivers: true,
      areaName: 'Whitefield',
      deliveryFee: 60,
    });
    expect(await ok('/locate?lat=12.93&lng=77.62')).toMatchObject({
      postcode: '560001',
      areaName: 'Bengaluru',
    });
    // Mysuru: outside both radii.
    expect((await ok('/locate?lat=12.2958&lng=76.6394')).postcode).toBeNull();

    // Removing the centre (null) stops placing devices there.
    expect((await staff('PATCH', '/whitefield', { centre: null })).json().area.centre).toBeNull();
    expect((await ok('/locate?lat=12.97&lng=77.745')).postcode).toBe('560001');
  });
});
