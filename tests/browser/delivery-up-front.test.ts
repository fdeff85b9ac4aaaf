import type { DeliveryCheck } from '@ninetonine/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe-helpers';
import { cartLinkName, registerUser, serverCart, type ApiUser } from './cart-helpers';
import { accountLink } from './auth-helpers';
import { addToCartOnceItActs, apiGet, groupedMenuShown } from './catalog-helpers';
import { DESKTOP, PHONE, WAIT, useBrowserStack } from './harness';
import { controlledByWorker } from './pwa-helpers';

/** The delivery line of the page (decision 0084). */
const bar = (page: Page) => page.getByTestId('delivery-bar');
const pinField = (page: Page) =>
  page.getByRole('textbox', { name: 'Delivering to which PIN code?' });

/** "Deliver to 560001 · 55–65 min · ₹40", from the server's own answer for the PIN. */
async function expectedLine(baseUrl: string, postcode: string): Promise<string> {
  const check = await apiGet<DeliveryCheck>(baseUrl, `/delivery/check?postcode=${postcode}`);
  return `Deliver to ${postcode} · ${check.eta!.fromMinutes}–${check.eta!.toMinutes} min · ₹${check.deliveryFee}`;
}

async function signIn(page: Page, user: ApiUser) {
  await page.goto('/signin');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/signin'));
}

describe('delivery known up front (issue 34 item 3) and the offline cart (item 8)', () => {
  const t = useBrowserStack();

  it('on a phone: a PIN typed shows fee and time, is remembered, and one outside offers pickup', async () => {
    const { page, errors } = await t.newPage(PHONE);
    await page.goto('/');
    const field = pinField(page);
    await field.waitFor(WAIT);
    await expect
      .poll(() => bar(page).getByRole('button', { name: 'Check delivery' }).isEnabled(), WAIT)
      .toBe(true);

    // Not a PIN code: said at the field, which takes the focus.
    await field.fill('5600');
    await page.getByRole('button', { name: 'Check delivery' }).click();
    await page.getByText('Enter a 6-digit PIN code, e.g. 560001').waitFor(WAIT);
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    expect(await field.evaluate((el) => el === document.activeElement)).toBe(true);

    await field.fill('560 001');
    await page.getByRole('button', { name: 'Check delivery' }).click();
    const inside = await expectedLine(t.baseUrl, '560001');
    await bar(page).getByRole('status').getByText(inside).waitFor(WAIT);
    expect(await axeViolations(page)).toEqual([]);
    // The line fits the phone: nothing scrolls sideways.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);

    // Remembered: after a reload, and on the menu and the cart.
    await page.reload();
    await bar(page).getByText(inside).waitFor(WAIT);
    await page.goto('/menu');
    await groupedMenuShown(page);
    await bar(page).getByText(inside).waitFor(WAIT);
    await page.goto('/cart');
    await bar(page).getByText(inside).waitFor(WAIT);

    // Another city: said before anything goes in the cart, with pickup offered.
    await page.goto('/menu');
    await bar(page).getByRole('button', { name: 'Change' }).click();
    await pinField(page).fill('570001');
    await page.getByRole('button', { name: 'Check delivery' }).click();
    await bar(page)
      .getByText("We don't deliver to 570001 yet. You can still order for pickup.")
      .waitFor(WAIT);
    await page.reload();
    await bar(page).getByRole('button', { name: 'Switch to pickup' }).click();
    await bar(page).getByText('Pickup: you collect your order from the kitchen.').waitFor(WAIT);
    await page.reload();
    await bar(page).getByText('Pickup: you collect your order from the kitchen.').waitFor(WAIT);
    await bar(page).getByRole('button', { name: 'Deliver instead' }).click();
    await bar(page).getByText("We don't deliver to 570001 yet.", { exact: false }).waitFor(WAIT);
    expect(errors).toEqual([]);
  });

  it('on a desktop: the device’s position becomes a PIN through the areas, or says it is outside', async () => {
    const { page, context, errors } = await t.newPage(DESKTOP);
    await context.grantPermissions(['geolocation'], { origin: t.baseUrl });
    // Koramangala, Bengaluru: within the demo area's centre.
    await context.setGeolocation({ latitude: 12.9352, longitude: 77.6245 });
    await page.goto('/menu');
    const locate = bar(page).getByRole('button', { name: 'Use my location' });
    await expect.poll(() => locate.isEnabled(), WAIT).toBe(true);
    await locate.click();
    const inside = await expectedLine(t.baseUrl, '560001');
    await bar(page).getByText(inside).waitFor(WAIT);
    await page.goto('/');
    await bar(page).getByText(inside).waitFor(WAIT);

    // Mysuru, 130 km away: no area's centre covers it.
    await context.setGeolocation({ latitude: 12.2958, longitude: 76.6394 });
    await bar(page).getByRole('button', { name: 'Change' }).click();
    await bar(page).getByRole('button', { name: 'Use my location' }).click();
    await bar(page)
      .getByText("We couldn't place your location in an area we deliver to.", { exact: false })
      .waitFor(WAIT);
    await bar(page).getByRole('button', { name: 'Switch to pickup' }).click();
    await bar(page).getByText('Pickup: you collect your order from the kitchen.').waitFor(WAIT);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('offline, a signed-in customer keeps their name and cart, and an add is refused plainly; checkout prefers the PIN chosen', async () => {
    const user = await registerUser(t.baseUrl, 'offline');
    const { page, context } = await t.newPage(PHONE, { serviceWorkers: 'allow' });
    await signIn(page, user);
    await page.goto('/menu');
    await groupedMenuShown(page);
    await controlledByWorker(page);
    await (await addToCartOnceItActs(page, /^Add to cart: /)).click();
    await page.getByRole('link', { name: cartLinkName(1) }).waitFor(WAIT);
    await expect.poll(async () => (await serverCart(user)).length, WAIT).toBe(1);

    await context.setOffline(true);
    await page.reload();
    await page.getByRole('status').filter({ hasText: 'You are offline' }).waitFor(WAIT);
    await groupedMenuShown(page);
    // Still the customer, with the cart's count: not "Sign in".
    await accountLink(page, 'Asha Verma').waitFor(WAIT);
    await page.getByRole('link', { name: cartLinkName(1) }).waitFor(WAIT);
    await page
      .getByRole('status')
      .filter({ hasText: 'Adding to it and ordering need a connection.' })
      .waitFor(WAIT);

    await page
      .getByRole('button', { name: /^Add to cart: / })
      .nth(1)
      .click();
    await page.getByText("You're offline: adding needs a connection.").waitFor(WAIT);
    await page.getByRole('link', { name: cartLinkName(1) }).waitFor(WAIT);

    // Back online: nothing was said to be added that is not there.
    await context.setOffline(false);
    await page
      .getByRole('status')
      .filter({ hasText: 'You are offline' })
      .waitFor({ ...WAIT, state: 'detached' });
    await page.reload();
    await groupedMenuShown(page);
    await accountLink(page, 'Asha Verma').waitFor(WAIT);
    await page.getByRole('link', { name: cartLinkName(1) }).waitFor(WAIT);
    expect((await serverCart(user)).length).toBe(1);

    // Checkout prefers the address at the PIN code chosen before, and says when another differs.
    for (const [line1, postalCode] of [
      ['4 Lake View Road', '560025'],
      ['9 Church Street', '560001'],
    ]) {
      const saved = await user.call('POST', '/addresses', {
        name: 'Asha Verma',
        phone: '98450 55555',
        line1,
        city: 'Bengaluru',
        postalCode,
      });
      expect(saved.status).toBe(201);
    }
    await pinField(page).fill('560001');
    await page.getByRole('button', { name: 'Check delivery' }).click();
    await bar(page).getByText('Deliver to 560001', { exact: false }).waitFor(WAIT);
    await page.goto('/checkout');
    const addresses = page.getByRole('radiogroup', { name: 'Delivery address' });
    await expect
      .poll(() => addresses.getByRole('radio', { name: /9 Church Street/ }).isChecked(), WAIT)
      .toBe(true);
    await addresses.getByRole('radio', { name: /4 Lake View Road/ }).check();
    await page
      .getByRole('status')
      .filter({ hasText: 'This address is in 560025, not 560001 as you chose before' })
      .waitFor(WAIT);
  });
});
