import {
  DEFAULT_PRIVACY_POLICY,
  ErrorCode,
  nextDay,
  restaurantDay,
  restaurantPoliciesSchema,
  staffSettingsResponseSchema,
} from '@ninetonine/contract';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { createFood } from '#test/cart-fixtures';
import { ALWAYS_OPEN, customerWithCart, setRestaurant } from '#test/order-fixtures';
import { injectAs, signInAs, type SignedIn } from '#test/sign-in';
import { useTestApp } from '#test/test-app';
import { auditLog, restaurantSettings } from '../../db/schema/index';

const BASE = '/api/v1/staff/settings';

describe('staff settings (admin only)', () => {
  const t = useTestApp({ seed: false });
  beforeEach(async () => {
    await setRestaurant(t.app);
  });

  const call = (
    method: 'GET' | 'PATCH' | 'PUT',
    url: string,
    who: SignedIn | null,
    payload?: unknown,
  ) => injectAs(t.app, who, method, `${BASE}${url}`, payload);
  const stored = async () =>
    (await t.db.select().from(restaurantSettings).where(eq(restaurantSettings.id, 'main')))[0]!;
  const closed = (day: string) => ({ from: day, to: day, windows: [], note: '' });
  const officer = (over: object = {}) => ({
    name: 'Asha Rao',
    email: 'grievance@ninetonine.in',
    phone: '+91 80 4000 9009',
    ...over,
  });
  const audits = (action: string) =>
    t.db.select().from(auditLog).where(eq(auditLog.action, action));

  it('reads the settings in major units, uncached', async () => {
    const admin = await signInAs(t.app, { role: 'admin' });
    const res = await call('GET', '', admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(staffSettingsResponseSchema.parse(res.json()).settings).toMatchObject({
      deliveryFee: 40,
      minimumDeliveryOrder: 200,
      taxRatePercent: 5,
      acceptingOrders: true,
    });
  });

  it('changes the fields sent (stored in minor units and basis points), with an audit entry', async () => {
    const admin = await signInAs(t.app, { role: 'admin' });
    const hours = [
      [
        { opens: '18:00', closes: '24:00' },
        { opens: '11:00', closes: '15:00' },
      ],
      [],
      [
        { opens: '00:00', closes: '02:00' },
        { opens: '18:00', closes: '23:30' },
      ],
      ...Array.from({ length: 4 }, () => [{ opens: '09:00', closes: '21:00' }]),
    ];
    const res = await call('PATCH', '', admin, {
      openingHours: hours,
      deliveryFee: 35.5,
      freeDeliveryFrom: null,
      minimumDeliveryOrder: 199,
      taxRatePercent: 12.5,
      pickupEnabled: false,
      phone: '+91 80 1111 2222',
      timeZone: 'Europe/London',
    });
    expect(res.statusCode, res.body).toBe(200);
    const { settings } = staffSettingsResponseSchema.parse(res.json());
    expect(settings).toMatchObject({
      deliveryFee: 35.5,
      freeDeliveryFrom: null,
      minimumDeliveryOrder: 199,
      taxRatePercent: 12.5,
      pickupEnabled: false,
      deliveryEnabled: true,
      timeZone: 'Europe/London',
      name: 'NineToNine',
    });
    // A day's windows are stored earliest first.
    expect(settings.openingHours[0]).toEqual([
      { opens: '11:00', closes: '15:00' },
      { opens: '18:00', closes: '24:00' },
    ]);
    expect(await stored()).toMatchObject({
      deliveryFeeMinor: 3_550,
      freeDeliveryFromMinor: null,
      minimumDeliveryOrderMinor: 19_900,
      taxRateBasisPoints: 1_250,
      updatedBy: admin.userId,
    });
    const [entry] = await audits('settings.update');
    expect(entry).toMatchObject({
      actorUserId: admin.userId,
      entityType: 'settings',
      entityId: 'main',
      before: { deliveryFee: 40, taxRatePercent: 5, pickupEnabled: true },
      after: { deliveryFee: 35.5, taxRatePercent: 12.5, pickupEnabled: false },
    });
    // The storefront's settings follow.
    const pub = await t.app.inject({ url: '/api/v1/restaurant' });
    expect(pub.json().settings).toMatchObject({ deliveryFee: 35.5, pickupEnabled: false });
  });

  it('refuses bad input with a 4xx message and changes nothing', async () => {
    const admin = await signInAs(t.app, { role: 'admin' });
    const week = (day: object[]) => Array.from({ length: 7 }, () => day);
    const bad: [string, unknown][] = [
      ['nothing to change', {}],
      ['an unknown field', { acceptingOrders: true, updatedBy: 'x' }],
      ['a negative fee', { deliveryFee: -1 }],
      ['a fee with three decimals', { deliveryFee: 10.001 }],
      ['a string fee', { deliveryFee: '40' }],
      ['tax over 50%', { taxRatePercent: 50.01 }],
      ['negative tax', { taxRatePercent: -1 }],
      ['six days of hours', { openingHours: week([]).slice(1) }],
      [
        'a window closing before it opens',
        { openingHours: week([{ opens: '21:00', closes: '09:00' }]) },
      ],
      ['a window of no time', { openingHours: week([{ opens: '09:00', closes: '09:00' }]) }],
      ['a bad time', { openingHours: week([{ opens: '9am', closes: '21:00' }]) }],
      ['25:00', { openingHours: week([{ opens: '09:00', closes: '25:00' }]) }],
      [
        'overlapping windows',
        {
          openingHours: week([
            { opens: '09:00', closes: '15:00' },
            { opens: '14:00', closes: '21:00' },
          ]),
        },
      ],
      [
        'five windows a day',
        {
          openingHours: week(
            Array.from({ length: 5 }, (_, i) => ({ opens: `0${i}:00`, closes: `0${i}:30` })),
          ),
        },
      ],
      ['an unknown time zone', { timeZone: 'Mars/Olympus' }],
      ['an unknown currency', { currency: 'XYZ' }],
      ['a currency in lower case', { currency: 'inr' }],
      ['a currency with three decimals', { currency: 'KWD' }],
      ['a currency name', { currency: 'Rupee' }],
      ['a locale with an underscore', { locale: 'en_IN' }],
      ['a locale Intl has no data for', { locale: 'en-ZZ' }],
      ['a locale not written canonically', { locale: 'EN-in' }],
      ['a number for a locale', { locale: 7 }],
      ['a blank name', { name: ' ' }],
      ['a phone of letters', { phone: 'call me' }],
      ['delivery and pickup both off', { deliveryEnabled: false, pickupEnabled: false }],
      ['a slot of 5 minutes', { slotMinutes: 5 }],
      ['special hours on 30 February', { specialHours: [closed('2027-02-30')] }],
      ['special hours on no date', { specialHours: [closed('25/12/2026')] }],
      [
        'special hours ending before they start',
        { specialHours: [{ ...closed('2026-12-25'), to: '2026-12-24' }] },
      ],
      [
        'special hours over three months',
        { specialHours: [{ ...closed('2026-12-01'), to: '2027-03-01' }] },
      ],
      [
        'overlapping special hours',
        { specialHours: [{ ...closed('2026-12-24'), to: '2026-12-26' }, closed('2026-12-26')] },
      ],
      ['the same day twice', { specialHours: [closed('2026-12-25'), closed('2026-12-25')] }],
      [
        'special hours overlapping themselves',
        {
          specialHours: [
            {
              ...closed('2026-12-31'),
              windows: [
                { opens: '09:00', closes: '15:00' },
                { opens: '14:00', closes: '23:30' },
              ],
            },
          ],
        },
      ],
      ['an over-long note', { specialHours: [{ ...closed('2026-12-25'), note: 'x'.repeat(121) }] }],
      [
        'sixty-one special days',
        {
          specialHours: Array.from({ length: 61 }, (_, i) => closed(nextDay('2027-01-01', i))),
        },
      ],
      ['an over-long privacy policy', { privacyPolicy: 'Words. '.repeat(3000) }],
      ['an empty refund policy', { refundPolicy: '  ' }],
      ['a grievance officer with a bad email', { grievanceOfficer: officer({ email: 'nope' }) }],
      [
        'a grievance officer nobody can reach',
        { grievanceOfficer: officer({ email: '', phone: '' }) },
      ],
      ['a grievance officer with no name', { grievanceOfficer: officer({ name: '' }) }],
    ];
    const before = await stored();
    for (const [label, body] of bad) {
      const res = await call('PATCH', '', admin, body);
      expect(res.statusCode, `${label}: ${res.body}`).toBe(400);
      expect(res.json().message, label).toEqual(expect.any(String));
    }
    const after = await stored();
    expect(after).toEqual(before);
    expect(await audits('settings.update')).toHaveLength(1);
  });

  it('keeps holidays, special hours, policies and the grievance officer, shown publicly', async () => {
    const admin = await signInAs(t.app, { role: 'admin' });
    const privacyPolicy = 'We keep your name.\n\nWe never <b>sell</b> it.';
    const res = await call('PATCH', '', admin, {
      specialHours: [
        {
          from: '2026-12-31',
          to: '2026-12-31',
          windows: [{ opens: '09:00', closes: '23:30' }],
          note: ' Open late for New Year’s Eve ',
        },
        { ...closed('2026-12-25'), note: 'Christmas' },
      ],
      privacyPolicy,
      grievanceOfficer: officer({ phone: '' }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = staffSettingsResponseSchema.parse(res.json());
    const expected = [
      { from: '2026-12-25', to: '2026-12-25', windows: [], note: 'Christmas' },
      {
        from: '2026-12-31',
        to: '2026-12-31',
        windows: [{ opens: '09:00', closes: '23:30' }],
        note: 'Open late for New Year’s Eve',
      },
    ];
    // Earliest first, notes trimmed.
    expect(body.settings.specialHours).toEqual(expected);
    expect(body.policies.privacyPolicy).toBe(privacyPolicy);
    const pub = (await t.app.inject({ url: '/api/v1/restaurant' })).json();
    expect(pub.settings.specialHours).toEqual(expected);
    expect(pub.settings.grievanceOfficer).toEqual(officer({ phone: '' }));
    const policies = await t.app.inject({ url: '/api/v1/restaurant/policies' });
    expect(policies.statusCode).toBe(200);
    // Stored as written (the page shows it as text); the refund policy is still the default.
    expect(restaurantPoliciesSchema.parse(policies.json())).toMatchObject({ privacyPolicy });
    expect(policies.json().refundPolicy).not.toBe('');
    await call('PATCH', '', admin, { specialHours: [] });
    expect((await stored()).specialHours).toEqual([]);
    expect(DEFAULT_PRIVACY_POLICY).not.toBe(privacyPolicy);
  });

  it('refuses orders for a closure: nothing now, no slot inside it, a slot after it', async () => {
    const admin = await signInAs(t.app, { role: 'admin' });
    const food = await createFood(t.app);
    const { api } = await customerWithCart(t.app, food.id, 1);
    const open = (await api.quote({ fulfilment: 'pickup' })).json().quote;
    const tomorrowSlot = open.slots.find(
      (s: { start: string }) =>
        restaurantDay(new Date(s.start), 'Asia/Kolkata') ===
        nextDay(restaurantDay(new Date(), 'Asia/Kolkata')),
    );
    expect(tomorrowSlot).toBeDefined();

    // Closed today, whatever the hour the suite runs at.
    const today = restaurantDay(new Date(), 'Asia/Kolkata');
    const res = await call('PATCH', '', admin, {
      specialHours: [{ ...closed(today), note: 'Staff holiday' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const quote = (await api.quote({ fulfilment: 'pickup' })).json().quote;
    expect(quote.kitchenOpen).toBe(false);
    expect(quote.problems.map((p: { code: string }) => p.code)).toContain('kitchen_closed');
    expect(quote.slots.every((s: { start: string }) => s.start >= tomorrowSlot.start)).toBe(true);
    const refused = await api.place({
      fulfilment: 'pickup',
      paymentMethod: 'pay_at_pickup',
      confirmedTotal: open.total,
    });
    expect(refused.statusCode).toBe(409);

    // Closed tomorrow too: tomorrow's slot is refused; the order can't be scheduled into it.
    await call('PATCH', '', admin, {
      specialHours: [{ ...closed(today), to: nextDay(today) }],
    });
    const intoClosure = await api.place({
      fulfilment: 'pickup',
      paymentMethod: 'pay_at_pickup',
      scheduledFor: tomorrowSlot.start,
      confirmedTotal: open.total,
    });
    expect(intoClosure.statusCode).toBe(409);
    expect(intoClosure.body).toContain('That time is not available any more');
    const status = (await t.app.inject({ url: '/api/v1/restaurant' })).json().status;
    expect(status.open).toBe(false);
  });

  it('pauses new orders at once: checkout refuses with its message; resuming takes orders again', async () => {
    const admin = await signInAs(t.app, { role: 'admin' });
    const food = await createFood(t.app);
    const { api } = await customerWithCart(t.app, food.id, 1);
    const total = (await api.quote({ fulfilment: 'pickup' })).json().quote.total;

    const paused = await call('PUT', '/accepting-orders', admin, { acceptingOrders: false });
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.json().settings.acceptingOrders).toBe(false);
    const refused = await api.place({
      fulfilment: 'pickup',
      paymentMethod: 'pay_at_pickup',
      confirmedTotal: total,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: ErrorCode.CheckoutProblem });
    expect(refused.body).toContain(
      'The kitchen is not taking new orders right now. Please try again a little later.',
    );
    // Checkout names the pause first, before anything the customer could fix.
    const quote = (await api.quote({ fulfilment: 'delivery' })).json();
    expect(quote.quote.problems[0]).toEqual({
      code: 'not_accepting',
      message: 'The kitchen is not taking new orders right now. Please try again a little later.',
    });
    const [pauseEntry] = await audits('settings.pause_orders');
    expect(pauseEntry).toMatchObject({
      actorUserId: admin.userId,
      before: { acceptingOrders: true },
      after: { acceptingOrders: false },
    });

    await call('PUT', '/accepting-orders', admin, { acceptingOrders: true });
    expect(await audits('settings.resume_orders')).toHaveLength(1);
    const placed = await api.place({
      fulfilment: 'pickup',
      paymentMethod: 'pay_at_pickup',
      confirmedTotal: total,
    });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(
      (await call('PUT', '/accepting-orders', admin, { acceptingOrders: 'no' })).statusCode,
    ).toBe(400);
    expect((await call('PUT', '/accepting-orders', admin, {})).statusCode).toBe(400);
  });

  it('shows amounts in the currency and locale it is given, from the next request on (decision 0037)', async () => {
    const admin = await signInAs(t.app, { role: 'admin' });
    const food = await createFood(t.app);
    const { api } = await customerWithCart(t.app, food.id, 1);
    // ₹299 of food for pickup; the customer confirms another total, and is told both.
    const refusal = async () => {
      const res = await api.place({
        fulfilment: 'pickup',
        paymentMethod: 'pay_at_pickup',
        confirmedTotal: 1000.5,
      });
      expect(res.statusCode, res.body).toBe(409);
      return res.json().message as string;
    };
    expect(await refusal()).toBe(
      'Your total is now ₹299 (you confirmed ₹1,000.50). Please check your order and confirm again.',
    );

    const res = await call('PATCH', '', admin, { locale: 'de-DE', currency: 'EUR' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await stored()).toMatchObject({ locale: 'de-DE', currency: 'EUR' });
    const pub = await t.app.inject({ url: '/api/v1/restaurant' });
    expect(pub.json().settings).toMatchObject({ locale: 'de-DE', currency: 'EUR' });
    expect(await refusal()).toBe(
      'Your total is now 299\u00a0€ (you confirmed 1.000,50\u00a0€). Please check your order and confirm again.',
    );
    const entries = await audits('settings.update');
    const changed = entries.find((e) => (e.after as { currency?: string }).currency === 'EUR');
    expect(changed).toMatchObject({
      before: { locale: 'en-IN', currency: 'INR' },
      after: { locale: 'de-DE', currency: 'EUR' },
    });
  });

  it('is for admins: 401 signed out, 403 for customers and staff, changing nothing', async () => {
    const staff = await signInAs(t.app, { role: 'staff' });
    const customer = await signInAs(t.app);
    const before = await stored();
    for (const who of [null, customer, staff]) {
      const expected = who ? 403 : 401;
      expect((await call('GET', '', who)).statusCode).toBe(expected);
      expect((await call('PATCH', '', who, { deliveryFee: 0 })).statusCode).toBe(expected);
      expect((await call('PATCH', '', who, { junk: 1 })).statusCode).toBe(expected);
      expect(
        (await call('PUT', '/accepting-orders', who, { acceptingOrders: false })).statusCode,
      ).toBe(expected);
    }
    expect(await stored()).toEqual(before);
    expect(before.openingHours).toEqual(ALWAYS_OPEN);
  });
});
