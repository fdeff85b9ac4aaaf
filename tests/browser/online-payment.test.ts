import { API_BASE_PATH, RAZORPAY_RETURN_PATH, type Food, type Order } from '@ninetonine/contract';
import pg from 'pg';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInThroughApi, submitSignIn } from './auth-helpers';
import { checkPages } from './axe-helpers';
import { cartLinkName, menuFoods, orderable, registerUser, type ApiUser } from './cart-helpers';
import { PHONE, useBrowserStack, WAIT, type BrowserStack } from './harness';
import { useRazorpayStandIn } from './razorpay-helpers';
import { createStaffAccount } from './staff-helpers';

/**
 * A customer pays online through the provider's hosted page (the stand-in of Razorpay's API and
 * page, apps/api/test/stand-ins/razorpay): paid, failed (try again, or pay on handover instead)
 * and abandoned (back without paying: pending, then expired). One app for the file, with the
 * Razorpay keys set and its API pointed at the stand-in.
 */
const razorpay = useRazorpayStandIn('online');
/**
 * The shortest the API takes. The abandoned order's test does not wait it out: it moves the
 * order's deadline to now, as the clock would, and the reconciliation (every second) expires it.
 */
const TTL_SECONDS = 60;

/** The order's time to pay ends now, on the app's own database (what TTL_SECONDS later does). */
async function deadlineNow(databaseUrl: string, orderId: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query(
      `UPDATE orders SET payment_expires_at = now() WHERE id = $1 AND payment_status = 'pending'`,
      [orderId],
    );
    expect(rowCount).toBe(1);
  } finally {
    await client.end();
  }
}

const TABLET = { width: 1024, height: 768 };
const text = (page: Page, testId: string) => page.getByTestId(testId).first().textContent();
const orderIdOf = (page: Page) => new URL(page.url()).searchParams.get('id') ?? '';
const onProviderPage = (page: Page) =>
  page.waitForURL((url) => url.href.startsWith(razorpay.standIn.url), WAIT);
const backOnOrderPage = (page: Page, id?: string) =>
  page.waitForURL(
    (url) =>
      url.pathname === '/order-confirmation' &&
      (id === undefined || url.searchParams.get('id') === id),
    WAIT,
  );

/** A customer with a delivery address and enough in the server cart for the delivery minimum. */
async function customerWithCart(t: BrowserStack, tag: string, food: Food): Promise<ApiUser> {
  const user = await registerUser(t.baseUrl, tag);
  const address = await user.call('POST', '/addresses', {
    name: 'Asha Verma',
    phone: '+91 98765 43210',
    line1: '4 Lake View Road',
    city: 'Bengaluru',
    postalCode: '560025',
  });
  expect(address.status).toBe(201);
  await fillCart(user, food);
  return user;
}

async function fillCart(user: ApiUser, food: Food) {
  const added = await user.call('POST', '/cart/addToCart', {
    foodId: food._id,
    selectedVariant: { size: food.variants[0]!.size },
    quantity: 4,
  });
  expect(added.status).toBe(200);
}

async function signInToCheckout(page: Page, user: ApiUser) {
  await signInThroughApi(page, user);
  await page.goto('/checkout');
}

/** On /checkout: online is offered first and chosen; "Place order and pay" goes to pay. */
async function placeOnline(page: Page): Promise<string> {
  const online = page.getByRole('radio', { name: /^Pay online/ });
  await online.waitFor(WAIT);
  await expect.poll(() => online.isChecked(), WAIT).toBe(true);
  const place = page.getByRole('button', { name: /^Place order and pay/ });
  await expect.poll(() => place.isEnabled(), WAIT).toBe(true);
  const total = (await text(page, 'order-total')) ?? '';
  await place.click();
  await onProviderPage(page);
  return total;
}

/**
 * The console errors of our pages: the stand-in's page has no icon, so Chromium's own request
 * for one there is refused (the stand-in asks every other path for its API key).
 */

const payButton = (page: Page) => page.getByRole('button', { name: /^Pay / });
/** A payment that fails on the provider's page: it says so there and stays there. */
async function failPayment(page: Page) {
  await page.getByRole('button', { name: 'Fail payment' }).click();
  await page.getByRole('alert').filter({ hasText: 'Payment failed' }).waitFor(WAIT);
}
const column = (page: Page, title: string) =>
  page.getByRole('region', { name: new RegExp(`^${title} \\d+$`) });
const orderCard = (scope: Page | ReturnType<typeof column>, number: string) =>
  scope.getByRole('article', { name: `Order ${number}` });

/** The customer's newest order, as the API has it. */
async function newestOrder(user: ApiUser): Promise<Order> {
  const res = await user.call('GET', '/orders?page=1');
  return (res.json as { orders: Order[] }).orders[0]!;
}

describe('online payment', () => {
  // The stand-in first: the app's env points at it.
  const t = useBrowserStack({
    settles: true,
    env: razorpay.env({
      ONLINE_PAYMENT_TTL_SECONDS: String(TTL_SECONDS),
      PAYMENT_RECONCILE_INTERVAL_SECONDS: '1',
    }),
  });
  let food: Food;
  beforeAll(async () => {
    // The provider's webhooks go to the app, now that its address is known.
    razorpay.sendWebhooksTo(t.baseUrl);
    [food] = orderable(await menuFoods(t.baseUrl)) as [Food];
    expect(food).toBeDefined();
  });

  it('pays on the provider’s page, comes back to the confirmation, and the kitchen then has the order; a cancel refunds it', async () => {
    const staff = await createStaffAccount(t, 'staff');
    const kitchen = await t.newPage(TABLET);
    await kitchen.page.goto('/admin/orders');
    await kitchen.page.waitForURL(/\/signin\?redirect=/, WAIT);
    await submitSignIn(kitchen.page, staff.email, staff.password);
    await kitchen.page.waitForURL((url) => url.pathname === '/admin/orders', WAIT);
    await expect
      .poll(() => kitchen.page.getByTestId('board-live').textContent(), WAIT)
      .toBe('Live');

    const customer = await customerWithCart(t, 'paid', food);
    const { page, errors } = await t.newPage(PHONE);
    await signInToCheckout(page, customer);
    // Online first, then the delivery's way of paying on handover, each saying what follows.
    const methods = page.getByRole('group', { name: 'Payment' }).getByRole('radio');
    await expect
      .poll(() => methods.evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value)))
      .toEqual(['online', 'cash_on_delivery']);
    await page
      .getByText('You’ll pay on Razorpay’s secure page — UPI, cards, netbanking or wallets')
      .waitFor();
    const total = await placeOnline(page);

    // Waiting for its money, the order is not the kitchen's yet.
    const waiting = await newestOrder(customer);
    expect(waiting.status).toBe('awaiting_payment');
    expect(await orderCard(kitchen.page, waiting.number).count()).toBe(0);

    await payButton(page).click();
    await backOnOrderPage(page, waiting._id);
    await page.getByRole('heading', { name: 'Thank you, your order is placed' }).waitFor(WAIT);
    await expect
      .poll(() => text(page, 'payment-message'), WAIT)
      .toBe(`Payment received: ${total} paid online.`);
    expect(await text(page, 'payment-status')).toBe('Paid online');
    expect(await text(page, 'order-total')).toBe(total);
    await page.getByRole('link', { name: cartLinkName(0) }).waitFor(WAIT);
    // Paid: now the kitchen's, live on its board.
    await orderCard(column(kitchen.page, 'New'), waiting.number).waitFor(WAIT);
    expect(await checkPages(page, [`/order-confirmation?id=${waiting._id}`])).toEqual({});

    // Cancelled before the kitchen accepts it: the dialog and the page say it is refunded.
    await page.getByRole('button', { name: 'Cancel order' }).click();
    const ask = page.getByRole('dialog', { name: /^Cancel order / });
    await ask.waitFor(WAIT);
    expect(await ask.textContent()).toContain(`You paid ${total} online: it is refunded`);
    await ask.getByRole('button', { name: 'Yes, cancel it' }).click();
    await expect.poll(() => text(page, 'order-status'), WAIT).toBe('Cancelled');
    await expect
      .poll(() => text(page, 'payment-status'), WAIT)
      .toMatch(/^(Refund pending|Refunded)$/);
    expect(await text(page, 'refund-note')).toMatch(/refunded/);
    // The account's order history says so too.
    await page.goto('/accounts');
    const row = page.getByTestId('order-row').filter({ hasText: `Order ${waiting.number}` });
    await row.waitFor(WAIT);
    expect(await row.getByTestId('payment-status').textContent()).toMatch(
      /^(Refund pending|Refunded)$/,
    );
    expect(razorpay.ourErrors(errors)).toEqual([]);
    expect(kitchen.errors).toEqual([]);
  }, 180_000);

  it('says so when the payment page comes back with a link the shop never made, not a missing page', async () => {
    const { page, errors } = await t.newPage(PHONE);
    const altered = new URLSearchParams({
      razorpay_payment_id: 'pay_NotOneOfOurs001',
      razorpay_payment_link_id: 'plink_NotOneOfOurs01',
      razorpay_payment_link_reference_id: 'ord_unknown',
      razorpay_payment_link_status: 'paid',
      razorpay_signature: 'f'.repeat(64),
    });
    await page.goto(`${API_BASE_PATH}${RAZORPAY_RETURN_PATH}?${altered}`);
    await page.waitForURL((url) => url.pathname === '/order-confirmation', WAIT);
    await page.getByText('We could not match this payment to an order').waitFor(WAIT);
    await page.getByRole('link', { name: 'Your orders' }).waitFor();
    const contact = page.getByRole('main').getByRole('link', { name: 'contact us', exact: true });
    expect(await contact.getAttribute('href')).toBe('/contact-us');
    expect(razorpay.ourErrors(errors)).toEqual([]);
  });

  it('says a failed payment failed; trying again pays, and another order switches to cash on delivery', async () => {
    const customer = await customerWithCart(t, 'failed', food);
    const { page, errors } = await t.newPage(PHONE);
    await signInToCheckout(page, customer);
    const total = await placeOnline(page);
    await failPayment(page);
    // Razorpay sends no one back after a failure: the customer comes Back to the order, which
    // learnt of it from payment.failed alone (its payment names the link by order_id only).
    await page.goBack();
    await backOnOrderPage(page);
    const id = orderIdOf(page);
    await page.getByRole('heading', { name: 'Your payment did not go through' }).waitFor(WAIT);
    expect(page.url()).not.toContain('payment=');
    expect(await text(page, 'payment-message')).toBe(
      `The payment of ${total} did not go through, and nothing was charged.`,
    );
    expect(
      await checkPages(page, [new URL(page.url()).pathname + new URL(page.url()).search]),
    ).toEqual({});

    // Try again: the provider's page once more, for the same order, and this time it pays.
    await page.getByRole('button', { name: 'Try again' }).click();
    await onProviderPage(page);
    await payButton(page).click();
    await backOnOrderPage(page, id);
    await page.getByRole('heading', { name: 'Thank you, your order is placed' }).waitFor(WAIT);
    expect(await text(page, 'payment-status')).toBe('Paid online');

    // A second order fails too, and is paid on delivery instead: placed at once.
    await fillCart(customer, food);
    await page.goto('/checkout');
    await placeOnline(page);
    await failPayment(page);
    await page.goBack();
    await backOnOrderPage(page);
    const second = orderIdOf(page);
    expect(second).not.toBe(id);
    await page.getByRole('button', { name: 'Pay on delivery instead' }).click();
    await page.getByRole('heading', { name: 'Thank you, your order is placed' }).waitFor(WAIT);
    await page.getByText('Cash on delivery').waitFor(WAIT);
    expect(await page.getByTestId('payment-status').count()).toBe(0);
    expect((await newestOrder(customer)).paymentMethod).toBe('cash_on_delivery');
    expect(razorpay.ourErrors(errors)).toEqual([]);
  }, 180_000);

  it('back from the provider’s page without paying: the order waits, live, then says it expired and how to order again', async () => {
    const customer = await customerWithCart(t, 'abandoned', food);
    const { page, errors } = await t.newPage(PHONE);
    await signInToCheckout(page, customer);
    await placeOnline(page);
    // Back, without paying: the order's page, not a checkout whose cart went into the order.
    await page.goBack();
    await backOnOrderPage(page);
    const id = orderIdOf(page);
    await page.getByRole('heading', { name: 'Waiting for your payment' }).waitFor(WAIT);
    expect(await text(page, 'payment-message')).toBe(
      'Waiting for the payment to be confirmed. This page updates by itself.',
    );
    await page
      .getByText('Live: this page updates as soon as the payment is confirmed.')
      .waitFor(WAIT);
    expect(await checkPages(page, [`/order-confirmation?id=${id}`])).toEqual({});
    await page.getByText(/^Live:/).waitFor(WAIT);

    // Unpaid past its time: the page follows it to "expired" by itself (no reload).
    await deadlineNow(t.databaseUrl!, id);
    await page.getByRole('heading', { name: 'The time to pay ran out' }).waitFor(WAIT);
    expect(await text(page, 'payment-message')).toBe(
      'We did not receive the payment in time, so this order was not placed.',
    );
    expect(await checkPages(page, [`/order-confirmation?id=${id}`])).toEqual({});
    await page.getByRole('button', { name: 'Put these dishes back in my cart' }).click();
    await page.getByRole('link', { name: cartLinkName(4) }).waitFor(WAIT);
    await page.goto('/accounts');
    const row = page.getByTestId('order-row').first();
    await row.getByText('Expired', { exact: true }).waitFor(WAIT);
    // The money's own word: not "Expired" twice, and right for a cancelled order too.
    expect(await row.getByTestId('payment-status').textContent()).toBe('Not paid');
    expect(razorpay.ourErrors(errors)).toEqual([]);
  }, 180_000);
});
