import { couponNotLiveMessage, type Food } from '@ninetonine/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  addOnDishPageSignedIn,
  cartLinkName,
  menuFoods,
  orderable,
  registerUser,
  type ApiUser,
} from './cart-helpers';
import { useBrowserStack, WAIT } from './harness';
import { createStaffAccount, staffSession } from './staff-helpers';

const CODE = 'LASTONE';

/** Signs in, fills the cart with one dish and stops at checkout, pickup, coupon applied. */
async function readyToOrder(page: Page, user: ApiUser, food: Food) {
  await page.goto('/signin');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/signin');
  await page.goto(`/menu/${food._id}`);
  await addOnDishPageSignedIn(page);
  await page.goto('/checkout');
  await page.getByRole('radio', { name: /Pickup/ }).check();
  // No phone on the profile yet: checkout asks for one (issue 19 #8).
  await page.getByLabel('Your phone number').fill('98450 55555');
  await page.getByRole('textbox', { name: 'Coupon code' }).fill(CODE);
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect
    .poll(() => page.getByTestId('coupon').first().textContent(), WAIT)
    .toContain(`${CODE} applied.`);
  const place = page.getByRole('button', { name: /^Place order/ });
  await expect.poll(() => place.isEnabled(), WAIT).toBe(true);
  return place;
}

describe('two customers ordering the last use of a coupon', () => {
  const t = useBrowserStack();

  it('one order gets it; the other customer is told why and keeps the cart', async () => {
    // A coupon with one use left, made by the admin as the offers screen would.
    const admin = await staffSession(t.baseUrl, await createStaffAccount(t, 'admin'));
    const offer = await admin('POST', '/staff/offers', {
      code: CODE,
      title: `${CODE}: 10% off, limited`,
      discountType: 'percent',
      discountValue: 10,
      usageLimitTotal: 1,
    });
    expect(offer.status, JSON.stringify(offer.json)).toBe(201);
    const [food] = orderable(await menuFoods(t.baseUrl)) as [Food];
    const [first, second] = await Promise.all([
      registerUser(t.baseUrl, 'race-a'),
      registerUser(t.baseUrl, 'race-b'),
    ]);
    const a = await t.newPage({ width: 360, height: 740 });
    const b = await t.newPage({ width: 360, height: 740 });
    const placeA = await readyToOrder(a.page, first, food);
    const placeB = await readyToOrder(b.page, second, food);

    // Both press "Place order" at the same moment.
    await Promise.all([placeA.click(), placeB.click()]);
    const outcome = async (page: Page) => {
      if (page.url().includes('/order-confirmation')) return 'ordered';
      // Read what is there now: a waiting read on the page that is leaving for its
      // confirmation would wait out Playwright's 30 s for a coupon line that never comes.
      const coupon = (await page.getByTestId('coupon').allTextContents()).join(' ');
      return coupon.includes(couponNotLiveMessage(CODE)) ? 'told' : 'waiting';
    };
    await expect
      .poll(async () => [await outcome(a.page), await outcome(b.page)].sort(), WAIT)
      .toEqual(['ordered', 'told']);

    // The one who lost still has the cart, and nothing was ordered in their name.
    const loser = (await outcome(a.page)) === 'told' ? a.page : b.page;
    expect(new URL(loser.url()).pathname).toBe('/checkout');
    await loser.getByRole('link', { name: cartLinkName(1) }).waitFor(WAIT);
    // The only console noise: Chromium logging the loser's 409 answer (the refusal itself).
    const winner = loser === a.page ? b : a;
    expect(winner.errors).toEqual([]);
    expect((loser === a.page ? a : b).errors).toEqual([
      expect.stringMatching(
        /^Failed to load resource: the server responded with a status of 409 \(Conflict\) \(http:\/\/[^)]+\/api\/v1\/orders\)$/,
      ),
    ]);
  });
});
