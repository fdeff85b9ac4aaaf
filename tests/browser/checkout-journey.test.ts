import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { API_BASE_PATH, effectivePrice, type Food, type Offer } from '@ninetonine/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartLinkName, menuFoods, orderable, registerUser, type ApiUser } from './cart-helpers';
import { CREATE_ADMIN_ENTRY, dataFolderFromTemplate, useBrowserStack, WAIT } from './harness';
import { staffApi } from './order-helpers';

const STAFF = { email: 'kitchen.lead@example.test', password: 'tandoor-lantern-sunrise-77' };

/**
 * The kitchen's side goes through the API with a staff session. The staff account is made with
 * the create-admin command in the database the app then starts on (an embedded database has one
 * user at a time, so it runs before the app).
 */
const dataDir = dataFolderFromTemplate('nt-checkout-');
beforeAll(() => {
  execFileSync(process.execPath, [CREATE_ADMIN_ENTRY, '--email', STAFF.email], {
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

async function signIn(page: Page, user: ApiUser) {
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
    // No address yet: the form is there; its errors sit next to their fields.
    const form = page.getByRole('form', { name: 'New address' });
    await form.getByRole('button', { name: 'Save address' }).click();
    await expect
      .poll(() => page.locator('#address-name-error').textContent(), WAIT)
      .toBe('Who should the rider ask for?');
    expect(await page.getByLabel('Name for the rider').getAttribute('aria-describedby')).toContain(
      'address-name-error',
    );
    await page.getByLabel('Name for the rider').fill('Asha Verma');
    await page.getByLabel('Phone').fill('+91 98765 43210');
    await page.getByLabel('Postal code').fill('560025');
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
    await row.getByRole('link', { name: `Order ${number}` }).click();
    await page.waitForURL(`**/order-confirmation?id=${deliveryId}`);

    // A pickup order, cancelled by the customer while still only placed.
    await page.goto('/checkout');
    await page.getByRole('radio', { name: /Pickup/ }).check();
    await page.getByText('Pay at pickup').waitFor(WAIT);
    await expect.poll(() => place.isEnabled(), WAIT).toBe(true);
    await place.click();
    await page.waitForURL(/\/order-confirmation\?id=/, WAIT);
    await page.getByText('Pickup from').waitFor(WAIT);
    await page.getByRole('button', { name: 'Cancel order' }).click();
    await expect.poll(() => text(page, 'order-status'), WAIT).toBe('Cancelled');
    expect(await page.getByRole('button', { name: 'Cancel order' }).count()).toBe(0);

    // Usable on a 360 px phone: nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    // Only the stream blocked on purpose above may have failed to load.
    expect(errors.filter((e) => !e.includes('net::ERR_FAILED'))).toEqual([]);
  });
});
