import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import {
  API_BASE_PATH,
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  effectivePrice,
  type Food,
  type Offer,
} from '@ninetonine/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartLinkName, menuFoods, orderable, registerUser, type ApiUser } from './cart-helpers';
import { createAdminArgs, dataFolderFromTemplate, PHONE, useBrowserStack, WAIT } from './harness';
import { staffApi } from './order-helpers';
import { createStaffAccount } from './staff-helpers';

const STAFF = { email: 'kitchen.lead@example.test', password: 'tandoor-lantern-sunrise-77' };

/**
 * The kitchen's side goes through the API with a staff session. The staff account is made with
 * the create-admin command in the database the app then starts on (an embedded database has one
 * user at a time, so it runs before the app).
 */
const dataDir = dataFolderFromTemplate('nt-checkout-');
beforeAll(() => {
  execFileSync(process.execPath, createAdminArgs(['--email', STAFF.email]), {
    input: `${STAFF.password}\n`,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      SESSION_SECRET: 'browser-tests-only-secret-0123456789abcdef',
    },
    stdio: ['pipe', 'ignore', 'pipe'],
  });
}, 120_000);
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function signIn(page: Page, user: Pick<ApiUser, 'email' | 'password'>) {
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Adds `times` × the dish's first size from its page. */
async function addDish(page: Page, food: Food, times: number, cartCountAfter: number) {
  await page.goto(`/menu/${food._id}`);
  const add = page.getByRole('button', { name: 'Add to cart', exact: true });
  for (let i = 0; i < times; i++) await add.click();
  await page.getByRole('link', { name: cartLinkName(cartCountAfter) }).waitFor(WAIT);
}

const text = (page: Page, testId: string) => page.getByTestId(testId).first().textContent();
const orderIdOf = (page: Page) => new URL(page.url()).searchParams.get('id') ?? '';

describe('checkout journey', () => {
  const t = useBrowserStack({ env: { DATA_DIR: dataDir } });
  let foods: Food[];
  let coupon: Offer;
  beforeAll(async () => {
    foods = orderable(await menuFoods(t.baseUrl));
    expect(foods.length).toBeGreaterThanOrEqual(2);
    const res = await fetch(`${t.baseUrl}${API_BASE_PATH}/offers`);
    const offers = ((await res.json()) as { offers: Offer[] }).offers;
    coupon = offers.find((o) => o.appliesTo === 'any')!;
    expect(coupon).toBeDefined();
  });

  it('orders for delivery with a new address and a coupon, follows it live, orders again, and cancels a pickup order', async () => {
    const user = await registerUser(t.baseUrl, 'checkout');
    const changeStatus = await staffApi(t.baseUrl, STAFF);
    const { page, errors } = await t.newPage({ width: 360, height: 740 });

    // Signed out, checkout asks to sign in and comes back to /checkout afterwards.
    await page.goto('/checkout');
    await page.locator('#main').getByRole('link', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(/\/signin\?redirect=%2Fcheckout/);
    await signIn(page, user);
    await page.waitForURL((url) => url.pathname === '/checkout');
    await page.getByRole('heading', { name: 'Your cart is empty' }).waitFor(WAIT);

    // Enough food for the coupon's minimum and the delivery minimum.
    const [a, b] = foods as [Food, Food];
    const price = (f: Food) => effectivePrice(f.variants[0]!);
    const timesA = Math.max(1, Math.ceil((coupon.minimumSubtotal + 150 - price(b)) / price(a)));
    await addDish(page, a, timesA, timesA);
    await addDish(page, b, 1, timesA + 1);

    await page.goto('/checkout');
    await page.getByRole('heading', { name: 'Checkout' }).waitFor(WAIT);
    // No address yet: the form is there, the rider's name the account's (issue 34, item 15);
    // its errors sit next to their fields.
    const form = page.getByRole('form', { name: 'New address' });
    const riderName = page.getByLabel('Name for the rider');
    await expect.poll(() => riderName.inputValue(), WAIT).not.toBe('');
    await riderName.fill('');
    await form.getByRole('button', { name: 'Save address' }).click();
    await expect
      .poll(() => page.locator('#address-name-error').textContent(), WAIT)
      .toBe('Who should the rider ask for?');
    expect(await page.getByLabel('Name for the rider').getAttribute('aria-describedby')).toContain(
      'address-name-error',
    );
    await page.getByLabel('Name for the rider').fill('Asha Verma');
    await page.getByLabel('Phone').fill('+91 98765 43210');
    await page.getByLabel('PIN code').fill('560025');
    await page.getByLabel('House and street').fill('4 Lake View Road');
    await page.getByLabel('City').fill('Bengaluru');
    await form.getByRole('button', { name: 'Save address' }).click();
    await page.getByRole('radio', { name: /4 Lake View Road/ }).waitFor(WAIT);
    expect(await page.getByRole('radio', { name: /4 Lake View Road/ }).isChecked()).toBe(true);

    // The coupon is applied by the server's quote, and the total follows.
    const before = await text(page, 'order-total');
    await page.getByRole('textbox', { name: 'Coupon code' }).fill(coupon.code.toLowerCase());
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await expect.poll(() => text(page, 'coupon'), WAIT).toContain(`${coupon.code} applied.`);
    // Focus stays by the field (issue 19 #17): the form did not go away under it.
    expect(
      await page.evaluate(() => Boolean(document.activeElement?.closest('[data-testid="coupon"]'))),
    ).toBe(true);
    await expect.poll(() => text(page, 'order-total'), WAIT).not.toBe(before);
    await page.getByText(`Discount (${coupon.code})`).waitFor(WAIT);

    await page.getByLabel('Note for the kitchen (optional)').fill('Less spicy, please');
    const place = page.getByRole('button', { name: /^Place order/ });
    await expect.poll(() => place.isEnabled(), WAIT).toBe(true);
    const total = await text(page, 'order-total');
    // Every read of one order (GET /orders/{id}, not its event stream) from here on.
    const orderReads: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (request.method() === 'GET' && /\/orders\/[^/]+$/.test(pathname)) {
        orderReads.push(pathname);
      }
    });
    await place.click();

    // The confirmation: the order, its total, the address, and live status.
    await page.waitForURL(/\/order-confirmation\?id=/, WAIT);
    const deliveryId = orderIdOf(page);
    await page.getByRole('heading', { name: 'Thank you, your order is placed' }).waitFor(WAIT);
    expect(await text(page, 'order-total')).toBe(total);
    await page.getByText('Less spicy, please').waitFor();
    await page.getByText(/4 Lake View Road/).waitFor();
    await page.getByText('Cash on delivery').waitFor();
    await page.getByRole('link', { name: cartLinkName(0) }).waitFor(WAIT);
    await page.getByText(/^Live:/).waitFor(WAIT);
    expect(await text(page, 'order-status')).toBe('Placed');
    // The page showed the order that placing it answered: it was not asked for again (a read
    // on mount starts before the stream it waited for above is open).
    expect(orderReads).toEqual([]);
    await page.getByRole('button', { name: 'Cancel order' }).waitFor();

    // The kitchen accepts it: the page shows it without a reload, and cancelling is gone.
    await changeStatus(deliveryId, 'accepted');
    await expect.poll(() => text(page, 'order-status'), WAIT).toBe('Accepted');
    // The news was read, once it came.
    expect(orderReads).toContain(`${API_BASE_PATH}/orders/${deliveryId}`);
    await expect
      .poll(() => page.getByRole('button', { name: 'Cancel order' }).count(), WAIT)
      .toBe(0);
    await page.getByRole('list', { name: 'Order history' }).getByText('Accepted').waitFor();
    // A reload shows the same.
    await page.reload();
    await expect.poll(() => text(page, 'order-status'), WAIT).toBe('Accepted');

    // Without the live stream the page says it is reconnecting and keeps asking for the order.
    const stream = `**${API_BASE_PATH}/orders/${deliveryId}/events`;
    await page.route(stream, (route) => route.abort());
    await page.reload();
    await page.getByText(/^Reconnecting to live updates/).waitFor(WAIT);
    await changeStatus(deliveryId, 'preparing');
    await expect.poll(() => text(page, 'order-status'), WAIT).toBe('Preparing');
    await page.unroute(stream);
    await page.getByText(/^Live:/).waitFor(WAIT);

    // The history lists it; "Order again" puts its lines back in the cart.
    const number = await text(page, 'order-number');
    await page.goto('/accounts');
    const row = page.getByTestId('order-row').filter({ hasText: `Order ${number}` });
    await row.waitFor(WAIT);
    await row.getByText('Preparing').waitFor();
    await row.getByRole('button', { name: 'Order again' }).click();
    await row.getByText('Added 2 dishes to your cart.').waitFor(WAIT);
    await page.getByRole('link', { name: cartLinkName(timesA + 1) }).waitFor(WAIT);
    // One message: no toast naming one of the dishes beside it (issue 34, item 13).
    expect(
      await page
        .getByRole('status')
        .filter({ hasText: /Added \d+ ×/ })
        .count(),
    ).toBe(0);
    await row.getByRole('link', { name: `Order ${number}` }).click();
    await page.waitForURL(`**/order-confirmation?id=${deliveryId}`);

    // A pickup order, cancelled by the customer while still only placed.
    await page.goto('/checkout');
    await page.getByRole('radio', { name: /Pickup/ }).check();
    await page.getByText('Pay at pickup').waitFor(WAIT);
    await expect.poll(() => place.isEnabled(), WAIT).toBe(true);
    // Pickup has no delivery line at all (not "Delivery fee: Free").
    expect(await page.getByText('Delivery fee').count()).toBe(0);
    // A code the server refuses: the reason beside the field, which stays editable, and the
    // order can still be placed, without it (issue 19 #12).
    const pickupTotal = await text(page, 'order-total');
    const couponInput = page.getByRole('textbox', { name: 'Coupon code' });
    await couponInput.fill('NOSUCHCODE');
    await couponInput.press('Enter');
    await expect
      .poll(() => text(page, 'coupon'), WAIT)
      .toContain('The code NOSUCHCODE is not valid right now. You can order without it.');
    expect(await couponInput.isEditable()).toBe(true);
    expect(await couponInput.getAttribute('aria-invalid')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('checkout-coupon');
    await expect.poll(() => place.isEnabled(), WAIT).toBe(true);
    expect(await text(page, 'order-total')).toBe(pickupTotal);
    // No phone on the profile, no delivery address's: asked once, in the country's form (#8).
    await place.click();
    await expect
      .poll(() => page.locator('#checkout-phone-error').textContent(), WAIT)
      .toBe('Enter a 10-digit Indian phone number, e.g. 98450 55555');
    await page.getByLabel('Your phone number').fill('98450 55555');
    await place.click();
    await page.waitForURL(/\/order-confirmation\?id=/, WAIT);
    await page.getByText('Pickup from').waitFor(WAIT);
    // Placed without the refused code, at the total shown without it; no delivery line.
    expect(await text(page, 'order-total')).toBe(pickupTotal);
    expect(await page.getByText(/^Discount/).count()).toBe(0);
    expect(await page.getByText('Delivery fee').count()).toBe(0);

    // Cancelling asks first, and says what happens to the money; keeping it changes nothing.
    await page.getByRole('button', { name: 'Cancel order' }).click();
    const ask = page.getByRole('dialog', { name: /^Cancel order / });
    await ask.waitFor(WAIT);
    expect(await ask.textContent()).toContain('Nothing has been paid');
    await ask.getByRole('button', { name: 'Keep my order' }).click();
    await expect.poll(() => ask.count(), WAIT).toBe(0);
    expect(await text(page, 'order-status')).toBe('Placed');
    await page.getByRole('button', { name: 'Cancel order' }).click();
    await ask.getByRole('button', { name: 'Yes, cancel it' }).click();
    await expect.poll(() => text(page, 'order-status'), WAIT).toBe('Cancelled');
    expect(await page.getByRole('button', { name: 'Cancel order' }).count()).toBe(0);
    expect(await text(page, 'order-stopped')).toContain('This order was cancelled.');

    // Usable on a 360 px phone: nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    // Only the stream blocked on purpose above may have failed to load.
    expect(errors.filter((e) => !e.includes('net::ERR_FAILED'))).toEqual([]);
  });

  it("asks for a dish's options, keeps lines with other options apart, and the board shows them (decision 0049)", async () => {
    const user = await registerUser(t.baseUrl, 'options');
    const biryani = (await menuFoods(t.baseUrl)).find((f) =>
      f.optionGroups.some((g) => g.name === 'Spice level' && g.minPicks === 1),
    )!;
    expect(biryani).toBeDefined();
    const { page, errors } = await t.newPage({ width: 390, height: 844 });

    // Signed out on a phone: the card sends to the dish page, which asks for a spice level.
    await page.goto(`/menu/${biryani._id}`);
    const add = page.getByRole('button', { name: 'Add to cart', exact: true });
    await add.click();
    await page.getByRole('alert').filter({ hasText: 'Choose a Spice level' }).waitFor(WAIT);
    const hot = page.getByRole('radio', { name: 'Hot' });
    // The add button sent focus to the group that is missing.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('type')))
      .toBe('radio');
    await page.getByRole('link', { name: cartLinkName(0) }).waitFor();
    await hot.check();
    // Each option says what it adds; the price follows the choice.
    const egg = page.getByRole('checkbox', { name: /^Boiled egg \+₹30/ });
    await egg.check();
    const half = biryani.variants.find((v) => v.size === 'Half')!;
    const withEgg = `₹${effectivePrice(half) + 30}`;
    await page
      .getByText(new RegExp(`^${withEgg}(\\.00)?$`))
      .first()
      .waitFor(WAIT);
    await add.click();
    await page.getByRole('link', { name: cartLinkName(1) }).waitFor(WAIT);
    await egg.uncheck();
    await page.getByRole('radio', { name: 'Mild' }).check();
    await add.click();
    await page.getByRole('link', { name: cartLinkName(2) }).waitFor(WAIT);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );

    // Two lines of one dish, told apart by their options.
    await page.goto('/cart');
    const lines = page.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem');
    await expect.poll(() => lines.count(), WAIT).toBeGreaterThanOrEqual(2);
    await page.getByText('Spice level: Hot').waitFor(WAIT);
    await page.getByText('Spice level: Mild').waitFor();
    await page.getByText(/Extras: Boiled egg \(\+₹30/).waitFor();

    // Signing in carries both lines, options and all, into the server cart.
    await page.goto('/signin');
    await signIn(page, user);
    await page.waitForURL((url) => !url.pathname.startsWith('/signin'), WAIT);
    await expect
      .poll(async () => {
        const { json } = await user.call('GET', '/cart/getUserCart');
        const items = (json as { cartItems: { options?: { name: string }[] }[] }).cartItems;
        return items.map((l) => (l.options ?? []).map((o) => o.name).join('+')).sort();
      }, WAIT)
      .toEqual(['Hot+Boiled egg', 'Mild']);

    // A pickup order, on a desktop.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/checkout');
    await page.getByRole('radio', { name: /Pickup/ }).check();
    await page.getByText('Pay at pickup').waitFor(WAIT);
    await page.getByText('Spice level: Hot').waitFor(WAIT);
    // A new account has no phone yet: pickup asks for one (issue 19 #8).
    await page.getByLabel('Your phone number').fill('98450 55555');
    const place = page.getByRole('button', { name: /^Place order/ });
    await expect.poll(() => place.isEnabled(), WAIT).toBe(true);
    await place.click();
    await page.waitForURL(/\/order-confirmation\?id=/, WAIT);
    await page.getByText(/Extras: Boiled egg/).waitFor(WAIT);
    const number = (await text(page, 'order-number')) ?? '';
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      1280,
    );

    // The kitchen's board card says what to cook.
    const staff = await createStaffAccount({ dataDir }, 'staff');
    const kitchen = await t.newPage({ width: 1280, height: 900 });
    await kitchen.page.goto('/admin/orders');
    await kitchen.page.waitForURL(/\/signin\?redirect=/, WAIT);
    await signIn(kitchen.page, staff);
    await kitchen.page.waitForURL((url) => url.pathname === '/admin/orders', WAIT);
    const card = kitchen.page.getByRole('article', { name: `Order ${number}` });
    await card.waitFor(WAIT);
    await card.getByText('Spice level: Hot').waitFor();
    await card.getByText('Spice level: Mild').waitFor();
    await card.getByText(/Extras: Boiled egg/).waitFor();
    expect(errors).toEqual([]);
    expect(kitchen.errors).toEqual([]);
  });

  it('says an address is outside the delivery areas and switches to pickup, at 390 px (issue 19 #1)', async () => {
    const user = await registerUser(t.baseUrl, 'outside');
    const [a] = foods as [Food];
    expect(
      (
        await user.call('POST', '/cart/addToCart', {
          foodId: a._id,
          selectedVariant: { size: a.variants[0]!.size },
          quantity: 4,
        })
      ).status,
    ).toBe(200);
    const saved = await user.call('POST', '/addresses', {
      name: 'Asha Verma',
      phone: '98450 55555',
      line1: '4 Lake View Road',
      city: 'Bengaluru',
      postalCode: '560025',
    });
    expect(saved.status).toBe(201);
    // The owner then narrows the city's area: the saved address is outside every area now.
    const adminSignIn = await fetch(`${t.baseUrl}${API_BASE_PATH}/auth/signIn`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE },
      body: JSON.stringify(STAFF),
    });
    expect(adminSignIn.status).toBe(200);
    const cookie = adminSignIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const setCity = async (postcodes: string[]) => {
      const res = await fetch(`${t.baseUrl}${API_BASE_PATH}/staff/delivery-areas/bengaluru`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE, cookie },
        body: JSON.stringify({ postcodes }),
      });
      expect(res.status, await res.text()).toBe(200);
    };
    await setCity(['560001']);
    try {
      const { page, errors } = await t.newPage(PHONE);
      await page.goto('/signin?redirect=%2Fcheckout');
      await signIn(page, user);
      await page.waitForURL((url) => url.pathname === '/checkout');
      // Its email is not confirmed yet: told before ordering, and confirmable from here (issue
      // 34, item 11).
      const unconfirmed = page.getByTestId('unconfirmed-email');
      await unconfirmed
        .getByText(`We can’t email your receipt or order updates until you confirm ${user.email}.`)
        .waitFor(WAIT);
      await unconfirmed.getByRole('button', { name: 'Confirm now' }).click();
      await unconfirmed.getByText('We sent you a new link. Please check your inbox.').waitFor(WAIT);
      const outside = page
        .getByRole('alert')
        .filter({ hasText: "We don't deliver to 560025 yet. You can still order for pickup." });
      await outside.waitFor(WAIT);
      const place = page.getByRole('button', { name: /^Place order/ });
      expect(await place.isEnabled()).toBe(false);
      await expect
        .poll(() => outside.getByRole('button', { name: 'Switch to pickup' }).count())
        .toBe(1);
      // A new address outside every area is refused at its PIN, on screen where the customer
      // typed it, with pickup offered right there (issue 34, item 5).
      await page.getByRole('button', { name: 'Add a new address' }).click();
      const newForm = page.getByRole('form', { name: 'New address' });
      for (const [label, value] of [
        ['Name for the rider', 'Asha Verma'],
        ['Phone', '98450 55555'],
        ['PIN code', '560099'],
        ['House and street', '9 Hill Road'],
        ['City', 'Bengaluru'],
      ] as const) {
        await newForm.getByLabel(label).fill(value);
      }
      await newForm.getByRole('button', { name: 'Save address' }).click();
      const pin = newForm.getByLabel('PIN code');
      await expect.poll(() => pin.getAttribute('aria-invalid'), WAIT).toBe('true');
      expect(await page.locator('#address-postalCode-error').textContent()).toBe(
        "We don't deliver to 560099 yet. You can still order for pickup.",
      );
      expect(await pin.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await pin.isVisible()).toBe(true);
      await newForm.getByRole('button', { name: 'Switch to pickup' }).click();
      await expect
        .poll(() => page.getByRole('radio', { name: /Pickup/ }).isChecked(), WAIT)
        .toBe(true);
      await page.getByText('Pay at pickup').waitFor(WAIT);
      await expect.poll(() => place.isEnabled(), WAIT).toBe(true);
      expect(await outside.count()).toBe(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        PHONE.width,
      );
      // The refused address's 400, logged by Chromium as a failed load: expected here.
      expect(errors.filter((e) => !/status of 400 .*\/addresses\)$/.test(e))).toEqual([]);
    } finally {
      await setCity(['560*']);
    }
  });
});
