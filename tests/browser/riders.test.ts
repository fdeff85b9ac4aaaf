import type { Food } from '@ninetonine/contract';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInThroughApi } from './auth-helpers';
import { menuFoods, orderable, registerUser, type ApiUser } from './cart-helpers';
import { DESKTOP, PHONE, useBrowserStack, WAIT } from './harness';
import { linkFromNewestMail } from './mail-helpers';
import { placeOrder, staffApi } from './order-helpers';
import { ALWAYS_OPEN, apiAs, createStaffAccount, type StaffAccount } from './staff-helpers';

// The delivery area's centre, and the rider 1.1 km north of it, then 220 m (straight lines).
const CENTRE = { lat: 12.9716, lng: 77.5946 };
const FAR = { latitude: 12.9816, longitude: 77.5946 };
const NEAR = { latitude: 12.9736, longitude: 77.5946 };

/** Sideways scroll on a phone means something does not fit. */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Issue 34: the kitchen gives a delivery to a rider, who carries it with the customer watching. */
describe('riders and live tracking', () => {
  const t = useBrowserStack();
  let staff: StaffAccount;
  let customer: ApiUser;
  let food: Food;
  let promote: Awaited<ReturnType<typeof apiAs>>;
  let riderMade: Promise<ApiUser> | undefined;

  /**
   * The rider, made once by the first test that needs it (inside a test: the outbox is polled):
   * an account an admin gave the role; its owner proved the email first, or the grant would
   * clear its password (decision 0070). The grant ends its sessions: it signs in again.
   */
  const theRider = () =>
    (riderMade ??= (async () => {
      const user = await registerUser(t.baseUrl, 'rider');
      const link = await linkFromNewestMail(t.outboxDir, user.email, '/verify-email');
      const token = new URLSearchParams(new URL(link).hash.slice(1)).get('token');
      expect((await user.call('POST', '/auth/verify-email', { token })).status).toBe(200);
      await user.call('PATCH', '/auth/user/profile', { name: 'Ravi Kumar', phone: '98450 11111' });
      const me = (await user.call('GET', '/auth/me')).json as { data: { _id: string } };
      await promote('PATCH', `/staff/users/${me.data._id}/role`, { role: 'rider' });
      return user;
    })());

  beforeAll(async () => {
    const admin = await apiAs(t.baseUrl, await createStaffAccount(t, 'admin'));
    staff = await createStaffAccount(t, 'staff');
    // The hour the test runs at must not matter.
    await admin('PATCH', '/staff/settings', { openingHours: ALWAYS_OPEN });
    const { areas } = (await admin('GET', '/staff/delivery-areas')) as { areas: { _id: string }[] };
    await admin('PATCH', `/staff/delivery-areas/${areas[0]!._id}`, {
      centre: { ...CENTRE, radiusKm: 10, postcode: '560001' },
    });
    promote = admin;
    customer = await registerUser(t.baseUrl, 'diner');
    food = orderable(await menuFoods(t.baseUrl))[0]!;
  });

  it('staff assign, the rider picks up sharing the position, the customer sees it near', async () => {
    const rider = await theRider();
    const order = await placeOrder(t.baseUrl, customer, food, 'delivery', 'Ring twice', {
      tip: 30,
      contactless: true,
    });
    const move = await staffApi(t.baseUrl, staff);
    for (const step of ['accepted', 'preparing', 'ready']) await move(order._id, step);

    // The kitchen, on the board: the ready delivery goes to Ravi.
    const kitchen = await t.newPage(DESKTOP);
    await signInThroughApi(kitchen.page, staff);
    await kitchen.page.goto('/admin/orders');
    const card = kitchen.page.getByRole('article', { name: `Order ${order.number}` });
    const choice = card.getByLabel('Rider');
    await expect.poll(() => choice.isEnabled(), WAIT).toBe(true);
    await choice.selectOption({ label: 'Ravi Kumar' });
    await expect.poll(() => choice.inputValue(), WAIT).not.toBe('');
    await expect.poll(() => choice.isEnabled(), WAIT).toBe(true);

    // The rider's phone, its position given by Chromium's override.
    const phone = await t.newPage(PHONE);
    await phone.context.grantPermissions(['geolocation'], { origin: t.baseUrl });
    await phone.context.setGeolocation(FAR);
    await signInThroughApi(phone.page, rider);
    await phone.page.goto('/rider');
    const delivery = phone.page.getByRole('article', { name: `Order ${order.number}` });
    await delivery.waitFor(WAIT);
    expect(await delivery.getByTestId('rider-cash').textContent()).toMatch(
      /^Collect .+ in cash\.$/,
    );
    // The customer's tip, all the rider's, and the door choice (decision 0085).
    expect(await delivery.getByTestId('rider-tip').textContent()).toBe(
      'Tip for you: ₹30 (all yours).',
    );
    expect(await delivery.getByTestId('rider-contactless').count()).toBe(1);
    expect(await delivery.getByRole('link', { name: 'Open in maps' }).getAttribute('href')).toBe(
      `geo:0,0?q=${encodeURIComponent('4 Lake View Road, Bengaluru, 560025')}`,
    );
    expect(
      await delivery.getByRole('link', { name: 'Call +91 98765 43210' }).getAttribute('href'),
    ).toBe('tel:+919876543210');
    await delivery.getByRole('button', { name: 'Picked up' }).click();
    await phone.page.getByText(/^Sharing your position with the customer/).waitFor(WAIT);
    expect(await overflow(phone.page)).toBe(0);
    // The board, live: the order is out, and says who carries it.
    await expect.poll(() => card.getByTestId('order-rider').textContent(), WAIT).toBe('Ravi Kumar');

    // The customer's order page: Ravi, a call button, how far and when, live.
    const diner = await t.newPage(PHONE);
    await signInThroughApi(diner.page, customer);
    await diner.page.goto(`/order-confirmation?id=${order._id}`);
    const panel = diner.page.getByTestId('order-rider');
    await panel.getByRole('heading', { name: 'Ravi is bringing your order' }).waitFor(WAIT);
    expect(await panel.getByRole('link', { name: 'Call Ravi' }).getAttribute('href')).toBe(
      'tel:9845011111',
    );
    const tracking = panel.getByTestId('rider-tracking');
    await expect
      .poll(() => tracking.textContent(), WAIT)
      .toMatch(/^1\.[45] km away · arrives at about \d{1,2}:\d{2}/);
    await phone.context.setGeolocation(NEAR);
    await expect.poll(() => tracking.textContent(), WAIT).toMatch(/^290 m away · arrives at/);
    expect(await overflow(diner.page)).toBe(0);

    // Delivered: the order leaves the rider's page, the sharing stops, the customer's panel goes.
    await delivery.getByRole('button', { name: 'Delivered' }).click();
    await delivery.waitFor({ state: 'detached', ...WAIT });
    await phone.page.getByText('Nothing to deliver right now.').waitFor(WAIT);
    expect(await phone.page.getByTestId('rider-sharing').count()).toBe(0);
    await panel.waitFor({ state: 'detached', ...WAIT });

    expect([...kitchen.errors, ...phone.errors, ...diner.errors]).toEqual([]);
  });

  it('a rider takes a ready delivery nobody carries; staff pages stay closed to them', async () => {
    const rider = await theRider();
    const order = await placeOrder(t.baseUrl, customer, food, 'delivery', '');
    const move = await staffApi(t.baseUrl, staff);
    for (const step of ['accepted', 'preparing', 'ready']) await move(order._id, step);
    const phone = await t.newPage(PHONE);
    await signInThroughApi(phone.page, rider);
    await phone.page.goto('/rider');
    await phone.page.getByRole('button', { name: `Take order ${order.number}` }).click();
    await phone.page.getByRole('article', { name: `Order ${order.number}` }).waitFor(WAIT);
    await phone.page.goto('/admin/orders');
    await expect
      .poll(() => phone.page.getByRole('article', { name: /^Order / }).count(), WAIT)
      .toBe(0);
    expect(phone.errors.filter((e) => !e.includes('status of 403'))).toEqual([]);
  });
});
