import { staffSettingsResponseSchema, type PaymentMethod } from '@ninetonine/contract';
import { asc, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { setRestaurant } from '#test/order-fixtures';
import { signInAs, type SignedIn } from '#test/sign-in';
import { csrfHeaders, useTestApp } from '#test/test-app';
import { auditLog, restaurantSettings } from '../../db/schema/index';

const BASE = '/api/v1/staff/settings';
const ALL: PaymentMethod[] = ['cash_on_delivery', 'pay_at_pickup', 'online'];

/** The ways to pay in the settings (issue 20, item 6; decision 0063), without the provider's keys. */
describe('ways to pay in the staff settings', () => {
  const t = useTestApp({ seed: false });
  let admin: SignedIn;
  beforeEach(async () => {
    await setRestaurant(t.app);
    admin ??= await signInAs(t.app, { role: 'admin' });
  });

  const patch = (payload: object) =>
    t.app.inject({
      method: 'PATCH',
      url: BASE,
      headers: { ...csrfHeaders, cookie: admin.cookie },
      payload,
    });
  const stored = async () =>
    (await t.db.select().from(restaurantSettings).where(eq(restaurantSettings.id, 'main')))[0]!;
  const audits = () =>
    t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityType, 'settings'))
      .orderBy(asc(auditLog.at));

  it('starts with every method on, and says the online keys are missing', async () => {
    const res = await t.app.inject({ url: BASE, headers: { cookie: admin.cookie } });
    expect(res.statusCode, res.body).toBe(200);
    const body = staffSettingsResponseSchema.parse(res.json());
    expect(body.settings.paymentMethodsEnabled).toEqual(ALL);
    expect(body.onlinePaymentConfigured).toBe(false);
  });

  it('turns a method off and on again, stored in the contract’s order, each change audited', async () => {
    const before = (await audits()).length;
    const off = await patch({ paymentMethodsEnabled: ['pay_at_pickup', 'cash_on_delivery'] });
    expect(off.statusCode, off.body).toBe(200);
    // Online stays off without the keys: it was off in the request, so it is off now.
    expect(staffSettingsResponseSchema.parse(off.json()).settings.paymentMethodsEnabled).toEqual([
      'cash_on_delivery',
      'pay_at_pickup',
    ]);
    const noPickupPay = await patch({
      paymentMethodsEnabled: ['cash_on_delivery'],
      pickupEnabled: false,
    });
    expect(noPickupPay.statusCode, noPickupPay.body).toBe(200);
    expect((await stored()).paymentMethodsEnabled).toEqual(['cash_on_delivery']);

    const entries = (await audits()).slice(before);
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({
      action: 'settings.update',
      actorUserId: admin.userId,
      before: { paymentMethodsEnabled: ALL },
      after: { paymentMethodsEnabled: ['cash_on_delivery', 'pay_at_pickup'] },
    });
    expect(entries[1]).toMatchObject({
      before: { paymentMethodsEnabled: ['cash_on_delivery', 'pay_at_pickup'], pickupEnabled: true },
      after: { paymentMethodsEnabled: ['cash_on_delivery'], pickupEnabled: false },
    });
  });

  it('refuses to leave a fulfilment without a way to pay, or online without keys, changing nothing', async () => {
    await patch({ paymentMethodsEnabled: ['cash_on_delivery', 'pay_at_pickup'] });
    const before = await stored();
    const auditsBefore = (await audits()).length;
    const refused: [object, RegExp][] = [
      [{ paymentMethodsEnabled: [] }, /^Keep at least one way to pay on/],
      [{ paymentMethodsEnabled: ['cash_on_delivery'] }, /^Pickup orders need a way to pay/],
      [{ paymentMethodsEnabled: ['pay_at_pickup'] }, /^Deliveries need a way to pay/],
      // Turning pickup on again needs its way to pay.
      [
        { paymentMethodsEnabled: ['cash_on_delivery'], deliveryEnabled: true },
        /^Pickup orders need/,
      ],
      [{ paymentMethodsEnabled: ['online'] }, /needs the Razorpay keys/],
      [{ paymentMethodsEnabled: ALL }, /needs the Razorpay keys/],
      [{ paymentMethodsEnabled: ['card'] }, /cash_on_delivery, pay_at_pickup, online/],
      [{ paymentMethodsEnabled: 'online' }, /./],
      [{ paymentMethodsEnabled: null }, /./],
    ];
    for (const [payload, message] of refused) {
      const res = await patch(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message, JSON.stringify(payload)).toMatch(message);
    }
    expect(await stored()).toEqual(before);
    expect(await audits()).toHaveLength(auditsBefore);
  });

  it('keeps an online choice made earlier when the keys are gone, and other edits still save', async () => {
    // The default row has online on; this server has no keys. Editing the hours is not refused,
    // and sending the methods unchanged is not turning online on.
    const res = await patch({ preparationMinutes: 30 });
    expect(res.statusCode, res.body).toBe(200);
    const same = await patch({ paymentMethodsEnabled: ALL });
    expect(same.statusCode, same.body).toBe(200);
    expect((await stored()).paymentMethodsEnabled).toEqual(ALL);
    // Only online left is no way to pay here: refused.
    const onlyOnline = await patch({ paymentMethodsEnabled: ['online'] });
    expect(onlyOnline.statusCode).toBe(400);
    expect(onlyOnline.json().message).toMatch(/^Deliveries need a way to pay/);
  });
});
