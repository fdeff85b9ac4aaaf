import { restaurantResponseSchema, staffSettingsResponseSchema } from '@ninetonine/contract';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { setRestaurant } from '#test/order-fixtures';
import { injectAs, signInAs } from '#test/sign-in';
import { useTestApp } from '#test/test-app';
import { restaurantSettings } from '../../db/schema/index';

const BASE = '/api/v1/staff/settings';
const GST = {
  legalName: 'Nine To Nine Foods LLP',
  gstin: '27aapfu0939f1zv',
  fssaiLicence: '11521999000123',
  registeredAddress: '9 Residency Road, Bengaluru 560025',
  stateCode: '',
  invoicePrefix: 'ntn',
};

/** The GST details of tax invoices (issue 32, item 1; decision 0082). */
describe('GST settings', () => {
  const t = useTestApp({ seed: false });
  beforeEach(async () => {
    await setRestaurant(t.app);
  });
  const stored = async () =>
    (await t.db.select().from(restaurantSettings).where(eq(restaurantSettings.id, 'main')))[0]!;

  it('keeps the legal name, GSTIN, FSSAI licence, address, state and prefix, shown publicly', async () => {
    const admin = await signInAs(t.app, { role: 'admin' });
    const res = await injectAs(t.app, admin, 'PATCH', BASE, { gst: GST });
    expect(res.statusCode, res.body).toBe(200);
    const saved = {
      ...GST,
      gstin: '27AAPFU0939F1ZV',
      invoicePrefix: 'NTN',
    };
    expect(staffSettingsResponseSchema.parse(res.json()).settings.gst).toEqual(saved);
    expect(await stored()).toMatchObject({ gstin: '27AAPFU0939F1ZV', gstStateCode: '' });
    const pub = await t.app.inject({ method: 'GET', url: '/api/v1/restaurant' });
    expect(restaurantResponseSchema.parse(pub.json()).settings.gst).toEqual(saved);

    // A place of supply of its own: another state's code.
    const moved = await injectAs(t.app, admin, 'PATCH', BASE, { gst: { ...GST, stateCode: '29' } });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await stored()).gstStateCode).toBe('29');
  });

  it('refuses a GSTIN with a wrong check character, state or shape, and a short FSSAI number, changing nothing', async () => {
    const admin = await signInAs(t.app, { role: 'admin' });
    const before = await stored();
    const bad: [string, object, RegExp][] = [
      ['a wrong check character', { gstin: '27AAPFU0939F1ZW' }, /last character does not match/],
      ['two characters swapped', { gstin: '27AAPFU9039F1ZV' }, /last character does not match/],
      ['14 characters', { gstin: '27AAPFU0939F1Z' }, /15 characters/],
      ['16 characters', { gstin: '27AAPFU0939F1ZVX' }, /15 characters/],
      ['state 99', { gstin: '99AAPFU0939F1ZV' }, /not a GST state code/],
      ['no Z', { gstin: '27AAPFU0939F1AV' }, /state code, the PAN/],
      ['13 FSSAI digits', { fssaiLicence: '1152199900012' }, /14 digits/],
      ['FSSAI letters', { fssaiLicence: '1152199900012A' }, /14 digits/],
      ['state 00', { stateCode: '00' }, /state code/],
      ['a four-letter prefix', { invoicePrefix: 'NINE' }, /1 to 3 letters/],
      ['a slash in the prefix', { invoicePrefix: 'N/' }, /1 to 3 letters/],
    ];
    for (const [what, change, message] of bad) {
      const res = await injectAs(t.app, admin, 'PATCH', BASE, { gst: { ...GST, ...change } });
      expect(res.statusCode, what).toBe(400);
      expect(res.json().message, what).toMatch(message);
    }
    expect(await stored()).toEqual(before);
  });

  it('is for admins: staff get 403', async () => {
    const staff = await signInAs(t.app, { role: 'staff' });
    expect((await injectAs(t.app, staff, 'PATCH', BASE, { gst: GST })).statusCode).toBe(403);
    expect((await stored()).gstin).toBe('');
  });
});
