import type { Food } from '@ninetonine/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTwilioStandIn, type TwilioStandIn } from '../../apps/api/test/stand-ins/twilio/index';
import { signInThroughApi, submitSignIn } from './auth-helpers';
import { menuFoods, orderable, registerUser } from './cart-helpers';
import { DESKTOP, PHONE, useBrowserStack, WAIT } from './harness';
import { placeOrder, staffApi } from './order-helpers';
import { ALWAYS_OPEN, apiAs, createStaffAccount } from './staff-helpers';

/**
 * Order updates on WhatsApp (issue 33, decision 0092): an admin sets the approved templates on
 * the settings screen, a customer picks WhatsApp at checkout, and each status the kitchen moves
 * the order to arrives at Twilio (the stand-in of its API, apps/api/test/stand-ins/twilio)
 * through the official SDK. One app for the file, with Twilio's account pointed at the stand-in.
 */
const KEYS = {
  accountSid: `AC${'fedcba9876543210'.repeat(2)}`,
  authToken: 'browser-tests-twilio-auth-token',
};
const TEMPLATES = {
  receipt: 'HXbrowserreceipt',
  accepted: 'HXbrowseraccepted',
  out_for_delivery: 'HXbrowserout',
  ready_for_pickup: 'HXbrowserready',
  delivered: 'HXbrowserdelivered',
  cancelled: 'HXbrowsercancelled',
};
let twilio: TwilioStandIn | undefined;
// Closed once the app has stopped (the describe's own afterAll runs first).
afterAll(async () => {
  await twilio?.close();
});

describe('order updates on WhatsApp', () => {
  const t = useBrowserStack({
    env: async () => {
      twilio = await startTwilioStandIn(KEYS);
      return {
        TWILIO_ACCOUNT_SID: KEYS.accountSid,
        TWILIO_AUTH_TOKEN: KEYS.authToken,
        TWILIO_WHATSAPP_FROM: 'whatsapp:+15005550006',
        TWILIO_API_URL: twilio.url,
      };
    },
  });
  let food: Food;
  beforeAll(async () => {
    [food] = orderable(await menuFoods(t.baseUrl)) as [Food];
    expect(food).toBeDefined();
    // The hour the file runs at must not matter (a closed kitchen would schedule the orders).
    const owner = await apiAs(t.baseUrl, await createStaffAccount(t, 'admin', 'Owner'));
    await owner('PATCH', '/staff/settings', { openingHours: ALWAYS_OPEN });
  });

  it('the admin sets the WhatsApp templates; a customer picks WhatsApp at checkout and gets each status', async () => {
    const admin = await createStaffAccount(t, 'admin');
    const settings = await t.newPage(DESKTOP);
    await settings.page.goto('/admin/settings');
    await settings.page.waitForURL(/\/signin\?redirect=/, WAIT);
    await submitSignIn(settings.page, admin.email, admin.password);
    await settings.page.waitForURL((url) => url.pathname === '/admin/settings', WAIT);
    const card = settings.page.getByRole('region', { name: /^Order messages/ });
    await card.getByText('Sent through Twilio.', { exact: false }).waitFor(WAIT);
    for (const [topic, sid] of Object.entries(TEMPLATES)) {
      await settings.page.locator(`#whatsapp-${topic}`).fill(sid);
    }
    await card.getByRole('button', { name: 'Save message templates' }).click();
    await card.getByRole('status').filter({ hasText: 'Message templates saved.' }).waitFor(WAIT);
    expect(settings.errors).toEqual([]);

    // A new customer: no phone on the profile yet, so pickup asks for one.
    const customer = await registerUser(t.baseUrl, 'whatsapp');
    const added = await customer.call('POST', '/cart/addToCart', {
      foodId: food._id,
      selectedVariant: { size: food.variants[0]!.size },
      quantity: 1,
    });
    expect(added.status).toBe(200);
    const { page, errors } = await t.newPage(PHONE);
    await signInThroughApi(page, customer);
    await page.goto('/checkout');
    await page.getByRole('radio', { name: /Pickup/ }).check();
    await page.getByLabel('Your phone number').fill('98765 43210');
    const updates = page.getByRole('group', { name: 'Order updates by' });
    await expect
      .poll(() => updates.getByRole('radio', { name: /^None/ }).isChecked(), WAIT)
      .toBe(true);
    await updates.getByRole('radio', { name: /^WhatsApp/ }).check();
    const place = page.getByRole('button', { name: /^Place order/ });
    await expect.poll(() => place.isEnabled(), WAIT).toBe(true);
    await place.click();
    await page.waitForURL(/\/order-confirmation\?id=/, WAIT);
    const orderId = new URL(page.url()).searchParams.get('id')!;

    // The kitchen moves it along; each status the customer cares about arrives on WhatsApp.
    const staff = await createStaffAccount(t, 'staff');
    const move = await staffApi(t.baseUrl, staff);
    for (const status of ['accepted', 'preparing', 'ready', 'picked_up'])
      await move(orderId, status);
    await expect
      .poll(() => twilio!.control.to('+919876543210').map((m) => m.request.ContentSid), WAIT)
      .toEqual([
        TEMPLATES.receipt,
        TEMPLATES.accepted,
        TEMPLATES.ready_for_pickup,
        TEMPLATES.delivered,
      ]);
    const [receipt] = twilio!.control.to('+919876543210');
    expect(receipt).toMatchObject({ to: 'whatsapp:+919876543210', from: 'whatsapp:+15005550006' });
    expect(JSON.parse(receipt!.request.ContentVariables!)).toMatchObject({
      '3': expect.stringContaining(`/order-confirmation?id=${orderId}`),
    });

    // The choice is the customer's now: the account shows it, and can change it.
    await page.goto('/accounts');
    const choice = page.getByRole('group', { name: 'Order updates by' });
    await expect
      .poll(() => choice.getByRole('radio', { name: 'WhatsApp' }).isChecked(), WAIT)
      .toBe(true);
    await choice.getByRole('radio', { name: 'SMS' }).check();
    await page.getByRole('status').filter({ hasText: 'Order updates: sms.' }).waitFor(WAIT);
    expect(errors).toEqual([]);
  });

  it('a delivery on a phone: WhatsApp at checkout, each status in the order it happened; staff see which did not arrive and why', async () => {
    const admin = await createStaffAccount(t, 'admin');
    const owner = await apiAs(t.baseUrl, admin);
    await owner('PUT', '/staff/settings/order-messages', {
      dltEntityId: '',
      smsDltTemplateIds: {},
      whatsappTemplates: TEMPLATES,
    });
    // A customer with a saved address (its phone the order's), enough food for delivery.
    const customer = await registerUser(t.baseUrl, 'whatsapp-delivery');
    const added = await customer.call('POST', '/cart/addToCart', {
      foodId: food._id,
      selectedVariant: { size: food.variants[0]!.size },
      quantity: 4,
    });
    expect(added.status).toBe(200);
    const address = await customer.call('POST', '/addresses', {
      name: 'Asha Verma',
      phone: '98450 61234',
      line1: '4 Lake View Road',
      city: 'Bengaluru',
      postalCode: '560025',
    });
    expect(address.status).toBe(201);

    const { page, errors } = await t.newPage(PHONE);
    await signInThroughApi(page, customer);
    await page.goto('/checkout');
    const saved = page.getByRole('radio', { name: /4 Lake View Road/ });
    await expect.poll(() => saved.isChecked(), WAIT).toBe(true);
    const updates = page.getByRole('group', { name: 'Order updates by' });
    await updates.getByRole('radio', { name: /^WhatsApp/ }).check();
    const place = page.getByRole('button', { name: /^Place order/ });
    await expect.poll(() => place.isEnabled(), WAIT).toBe(true);
    await place.click();
    await page.waitForURL(/\/order-confirmation\?id=/, WAIT);
    const orderId = new URL(page.url()).searchParams.get('id')!;

    // The kitchen and the rider's steps, one after another: each arrives, in that order.
    const move = await staffApi(t.baseUrl, await createStaffAccount(t, 'staff'));
    for (const status of ['accepted', 'preparing', 'ready', 'out_for_delivery', 'delivered']) {
      await move(orderId, status);
    }
    const sent = () => twilio!.control.to('+919845061234');
    await expect
      .poll(() => sent().map((m) => m.request.ContentSid), WAIT)
      .toEqual([
        TEMPLATES.receipt,
        TEMPLATES.accepted,
        TEMPLATES.out_for_delivery,
        TEMPLATES.delivered,
      ]);
    expect(sent().every((m) => m.to === 'whatsapp:+919845061234')).toBe(true);
    expect(errors).toEqual([]);

    // Twilio reports on each (its status callbacks, signed, to the app): the receipt was read,
    // "accepted" delivered, "on its way" never reached the phone; the last is not reported yet.
    const [receipt, accepted, onItsWay] = sent();
    await twilio!.control.report(receipt!, { status: 'read' }, t.baseUrl);
    await twilio!.control.report(accepted!, { status: 'delivered' }, t.baseUrl);
    await twilio!.control.report(onItsWay!, { status: 'undelivered', errorCode: 30003 }, t.baseUrl);

    // The staff order page shows each message's channel, where it stands, and why one failed.
    const staffPage = await t.newPage(DESKTOP);
    await staffPage.page.goto(`/admin/orders/${orderId}`);
    await staffPage.page.waitForURL(/\/signin\?redirect=/, WAIT);
    await submitSignIn(staffPage.page, admin.email, admin.password);
    await staffPage.page.waitForURL((url) => url.pathname === `/admin/orders/${orderId}`, WAIT);
    const list = staffPage.page.getByRole('list', { name: 'Messages to the customer' });
    await list.waitFor(WAIT);
    const rows = list.getByTestId('order-message');
    await expect.poll(() => rows.count(), WAIT).toBe(4);
    expect(
      await rows.evaluateAll((els) => els.map((el) => el.getAttribute('data-status'))),
    ).toEqual(['read', 'delivered', 'undelivered', 'sent']);
    const failed = rows.nth(2);
    expect(await failed.textContent()).toContain('Out for delivery');
    expect(await failed.textContent()).toContain('WhatsApp');
    expect(await failed.textContent()).toContain('Not delivered');
    expect(await failed.getByRole('note').textContent()).toBe(
      'The phone was unreachable (switched off or out of coverage).',
    );
    expect(staffPage.errors).toEqual([]);

    // A rejected order: its receipt, then the news that it is off (the saved choice: WhatsApp).
    const second = await placeOrder(t.baseUrl, customer, food, 'delivery', 'Second one');
    await move(second._id, 'rejected', 'Out of dosa batter');
    await expect
      .poll(() => twilio!.control.to('+919845055555').map((m) => m.request.ContentSid), WAIT)
      .toEqual([TEMPLATES.receipt, TEMPLATES.cancelled]);
  });
});
