import { API_BASE_PATH, type Food } from '@ninetonine/contract';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInThroughApi } from './auth-helpers';
import { menuFoods, orderable, registerUser } from './cart-helpers';
import { placeOrder } from './order-helpers';
import { DESKTOP, PHONE, useBrowserStack, WAIT } from './harness';
import { ALWAYS_OPEN, createStaffAccount, staffSession, type StaffAccount } from './staff-helpers';

/** Sideways scroll on a phone means something does not fit. */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** An admin's PATCH /staff/settings from Node (the hour the test runs at must not matter). */
async function patchSettings(baseUrl: string, admin: StaffAccount, body: object) {
  const call = await staffSession(baseUrl, admin);
  const { status, json } = await call('PATCH', '/staff/settings', body);
  expect(status, JSON.stringify(json)).toBe(200);
}

/** Decision 0081: the kitchen's controls on the board, and what customers then read. */
describe('kitchen controls on the board', () => {
  const t = useBrowserStack();
  let staff: StaffAccount;
  let admin: StaffAccount;
  let dish: { id: string; name: string };
  let food: Food;
  beforeAll(async () => {
    admin = await createStaffAccount(t, 'admin');
    staff = await createStaffAccount(t, 'staff');
    await patchSettings(t.baseUrl, admin, { openingHours: ALWAYS_OPEN });
    food = orderable(await menuFoods(t.baseUrl))[0]!;
    dish = { id: food._id, name: food.name };
  });

  /** A new visitor (no cached answers) on the home page: the kitchen's line as they read it. */
  async function customerReads(viewport: { width: number; height: number }) {
    const { page, errors } = await t.newPage(viewport);
    await page.goto('/');
    const status = page.getByTestId('kitchen-status').filter({ hasText: /Kitchen|Not taking/ });
    // The header's compact line (its full words for screen readers) and the home page's own.
    await status.first().waitFor({ state: 'attached', ...WAIT });
    const text = (await status.allTextContents()).join(' | ');
    expect(errors).toEqual([]);
    await page.context().close();
    return text;
  }

  const dishAvailable = async () =>
    (
      await (
        await fetch(`${t.baseUrl}${API_BASE_PATH}/foods/getFood/${dish.id}`, {
          headers: { 'cache-control': 'no-cache' },
        })
      ).json()
    ).food.isAvailable as boolean;

  for (const [label, viewport] of [
    ['a phone (390 px)', PHONE],
    ['a laptop (1280 px)', DESKTOP],
  ] as const) {
    it(`on ${label}: busy mode, a pause with its reason and sold out today, each undone`, async () => {
      const { page, errors } = await t.newPage(viewport);
      await signInThroughApi(page, staff);
      await page.goto('/admin/orders');
      const kitchen = page.getByRole('region', { name: 'Kitchen', exact: true });
      await kitchen.waitFor(WAIT);

      // Busy mode: 30 minutes, 20 more on every estimate; customers read it.
      await kitchen.getByLabel('Busy for').selectOption('30');
      await kitchen.getByLabel('Adds').selectOption('20');
      await kitchen.getByRole('button', { name: 'Busy mode on' }).click();
      await kitchen.getByText(/^Busy mode: \+20 min until \d{1,2}:\d{2}/).waitFor(WAIT);
      expect(await customerReads(viewport)).toContain('Busy kitchen: about 20 min more');
      await kitchen.getByRole('button', { name: 'End busy mode' }).click();
      await kitchen.getByRole('button', { name: 'Busy mode on' }).waitFor(WAIT);
      expect(await customerReads(viewport)).not.toContain('Busy kitchen');

      // A pause: the reason is needed, then shown to customers with the time ordering resumes.
      await kitchen.getByLabel('Pause for').selectOption('15');
      await kitchen.getByLabel('Reason customers see').fill('Gas cylinder change');
      await kitchen.getByRole('button', { name: 'Pause orders' }).click();
      await kitchen.getByText(/^Not taking orders until .*: Gas cylinder change$/).waitFor(WAIT);
      expect(await customerReads(viewport)).toMatch(
        /Not taking orders right now: Gas cylinder change\. Ordering resumes at \d{1,2}:\d{2}/,
      );
      await kitchen.getByRole('button', { name: 'Take orders again' }).click();
      await kitchen.getByRole('button', { name: 'Pause orders' }).waitFor(WAIT);
      expect(await customerReads(viewport)).toContain('Kitchen open now');

      // Sold out today, from the board: the storefront's menu says so, then it is back on.
      await kitchen.getByLabel('Sold out today (back at the next opening)').fill(dish.name);
      await kitchen
        .getByRole('button', { name: `Sold out today: ${dish.name}`, exact: true })
        .click();
      await kitchen
        .getByRole('button', { name: `Back on: ${dish.name}`, exact: true })
        .waitFor(WAIT);
      await expect.poll(dishAvailable, WAIT).toBe(false);
      await kitchen.getByRole('button', { name: `Back on: ${dish.name}`, exact: true }).click();
      await kitchen
        .getByRole('button', { name: `Sold out today: ${dish.name}`, exact: true })
        .waitFor(WAIT);
      await expect.poll(dishAvailable, WAIT).toBe(true);

      expect(await overflow(page)).toBeLessThanOrEqual(0);
      expect(errors).toEqual([]);
    });
  }

  for (const [label, viewport] of [
    ['a phone (390 px)', PHONE],
    ['a laptop (1280 px)', DESKTOP],
  ] as const) {
    it(`on ${label}: the owner turns auto-accept on for pickup; a new pickup order lands accepted`, async () => {
      const { page, errors } = await t.newPage(viewport);
      await signInThroughApi(page, admin);
      await page.goto('/admin/settings');
      await page.getByRole('checkbox', { name: 'Accept pickup orders automatically' }).check();
      await page.getByRole('button', { name: 'Save settings' }).click();
      await page.getByText(/^Saved\. Checkout and every page use these settings/).waitFor(WAIT);

      const customer = await registerUser(t.baseUrl, 'auto-accept');
      const order = await placeOrder(t.baseUrl, customer, food, 'pickup', 'No onion');
      expect(order.status).toBe('accepted');
      await page.goto('/admin/orders');
      if (viewport === PHONE) await page.getByRole('tab', { name: /^Accepted \d+$/ }).click();
      const accepted = page.getByRole(viewport === PHONE ? 'tabpanel' : 'region', {
        name: /^Accepted \d+$/,
      });
      await accepted.getByRole('article', { name: `Order ${order.number}` }).waitFor(WAIT);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      expect(errors).toEqual([]);
    });
  }
});
