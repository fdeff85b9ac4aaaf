import { restaurantFormat, type Order } from '@ninetonine/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInThroughApi, submitSignIn } from './auth-helpers';
import { menuFoods, orderable, registerUser } from './cart-helpers';
import { DESKTOP, PHONE, useBrowserStack, WAIT } from './harness';
import { placeOrder } from './order-helpers';
import { createStaffAccount } from './staff-helpers';

const clockIn = (timeZone: string, iso: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));

/** The order page's "Placed" entry and its total, once the order has loaded. */
async function placedAndTotal(page: Page, order: Order) {
  await page.goto(`/order-confirmation?id=${order._id}`);
  const placed = page.getByRole('list', { name: 'Order history' }).locator('time').first();
  await placed.waitFor(WAIT);
  return {
    placed: await placed.textContent(),
    total: await page.getByTestId('order-total').textContent(),
  };
}

describe("the restaurant's clock, currency and locale (decision 0037)", () => {
  const t = useBrowserStack();

  it('shows a customer in Los Angeles Kolkata times, and the currency and locale the admin sets', async () => {
    const [food] = orderable(await menuFoods(t.baseUrl));
    const customer = await registerUser(t.baseUrl, 'zone');
    const order = await placeOrder(t.baseUrl, customer, food!, 'pickup', '');
    const placedAt = order.history[0]!.at;

    // A browser of its own each time: a visit that starts after the change must show it (the
    // same browser coming back is the next test's, decision 0087).
    const signedInShopper = async () => {
      const shopper = await t.newPage();
      await shopper.page.goto(`/signin?redirect=${encodeURIComponent('/account')}`);
      await submitSignIn(shopper.page, customer.email, customer.password);
      await shopper.page.waitForURL((url) => url.pathname === '/account');
      return shopper;
    };
    const shopper = await signedInShopper();
    // The browser's own clock is Los Angeles' (vitest.config.ts, the harness' timezoneId).
    expect(
      await shopper.page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone),
    ).toBe('America/Los_Angeles');
    expect(await shopper.page.evaluate(() => new Date().getTimezoneOffset())).not.toBe(0);

    // Kolkata's wall clock (its offset is 12.5 or 13.5 hours from Los Angeles', never the same).
    const before = await placedAndTotal(shopper.page, order);
    expect(before.placed).toMatch(new RegExp(` ${clockIn('Asia/Kolkata', placedAt)}$`));
    expect(before.placed).not.toContain(clockIn('America/Los_Angeles', placedAt));
    expect(before.total).toBe(restaurantFormat().price(order.total));
    expect(before.total).toMatch(/^₹/);

    // The admin writes prices in euros, the German way, on the settings screen.
    const admin = await createStaffAccount(t, 'admin');
    const desk = await t.newPage();
    await signInThroughApi(desk.page, admin);
    await desk.page.goto('/admin/settings');
    const form = desk.page.getByRole('form', { name: 'Restaurant settings' });
    await form.getByLabel('Delivery fee (₹)').waitFor(WAIT);
    await form.getByLabel('Currency').fill('XYZ');
    await form.getByRole('button', { name: 'Save settings' }).click();
    await form.getByText('Use a currency code like INR').waitFor(WAIT);
    await form.getByLabel('Currency').fill('EUR');
    await form.getByLabel('Language and region').fill('de-DE');
    await form.getByRole('button', { name: 'Save settings' }).click();
    // Saved: the screen's own amounts follow the saved currency.
    await form.getByLabel('Delivery fee (€)').waitFor(WAIT);
    // The form shows the saved settings and says so (regression), until the next edit.
    const saved = form.getByText('Saved. Checkout and every page use these settings from now on.');
    await saved.waitFor(WAIT);
    await form.getByLabel('Currency').fill('EU');
    await saved.waitFor({ ...WAIT, state: 'hidden' });
    await form.getByLabel('Currency').fill('EUR');

    const euro = restaurantFormat({ timeZone: 'Asia/Kolkata', locale: 'de-DE', currency: 'EUR' });
    const later = await signedInShopper();
    const after = await placedAndTotal(later.page, order);
    expect(after.total).toBe(euro.price(order.total));
    expect(after.total).toMatch(/\u00a0€$/);
    expect(after.placed).toMatch(new RegExp(` ${clockIn('Asia/Kolkata', placedAt)}$`));
    expect(shopper.errors).toEqual([]);
    expect(later.errors).toEqual([]);
    expect(desk.errors).toEqual([]);
  });

  it('follows the restaurant to another time zone on every page: /accounts shows Tokyo times (issue 34, item 19)', async () => {
    const [food] = orderable(await menuFoods(t.baseUrl));
    const customer = await registerUser(t.baseUrl, 'tokyo');
    const order = await placeOrder(t.baseUrl, customer, food!, 'pickup', '');
    const placedAt = order.createdAt;
    const shopper = await t.newPage(PHONE);
    await signInThroughApi(shopper.page, customer);
    await shopper.page.goto('/accounts');
    const placedTime = shopper.page.getByTestId('order-row').first().locator('time');
    await placedTime.waitFor(WAIT);
    expect(await placedTime.textContent()).toContain(clockIn('Asia/Kolkata', placedAt));

    // The owner moves the restaurant to Tokyo on the settings screen.
    const admin = await createStaffAccount(t, 'admin', 'Zone Owner');
    const desk = await t.newPage(DESKTOP);
    await signInThroughApi(desk.page, admin);
    await desk.page.goto('/admin/settings');
    const form = desk.page.getByRole('form', { name: 'Restaurant settings' });
    await form.getByLabel('Time zone').waitFor(WAIT);
    await form.getByLabel('Time zone').selectOption('Asia/Tokyo');
    await form.getByRole('button', { name: 'Save settings' }).click();
    await form
      .getByText('Saved. Checkout and every page use these settings from now on.')
      .waitFor(WAIT);

    // The same visitor coming back, and a new one, in Los Angeles: Tokyo's clock.
    const tokyo = clockIn('Asia/Tokyo', placedAt);
    await shopper.page.reload();
    await expect.poll(() => placedTime.textContent(), WAIT).toContain(tokyo);
    const later = await t.newPage(DESKTOP);
    await signInThroughApi(later.page, customer);
    await later.page.goto('/accounts');
    const laterTime = later.page.getByTestId('order-row').first().locator('time');
    await expect.poll(() => laterTime.textContent(), WAIT).toContain(tokyo);
    expect(await laterTime.textContent()).not.toContain(clockIn('Asia/Kolkata', placedAt));
    // The order's own page too.
    expect((await placedAndTotal(later.page, order)).placed).toMatch(new RegExp(` ${tokyo}$`));
    expect(shopper.errors).toEqual([]);
    expect(later.errors).toEqual([]);
    expect(desk.errors).toEqual([]);
  });
});
