import { API_BASE_PATH, type Food } from '@ninetonine/contract';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInThroughApi } from './auth-helpers';
import { menuFoods, orderable, registerUser } from './cart-helpers';
import { DESKTOP, PHONE, useBrowserStack, WAIT } from './harness';
import { placeOrder, staffApi } from './order-helpers';
import { createStaffAccount, openAllDay } from './staff-helpers';

const TABLET = { width: 1024, height: 768 };
/** How often an unacknowledged order rings again (use-new-order-alert.ts). */
const RING_EVERY_MS = 15_000;

async function signIn(page: Page, account: { email: string; password: string }) {
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

const column = (page: Page, title: string) =>
  page.getByRole('region', { name: new RegExp(`^${title} \\d+$`) });
const orderCard = (scope: Page | Locator, number: string) =>
  scope.getByRole('article', { name: `Order ${number}` });

describe('orders board', () => {
  const t = useBrowserStack();
  let foods: Food[];
  beforeAll(async () => {
    // Whatever the hour: after 21:00 IST orders were booked for the next day, and a booked order
    // cannot be marked ready before its day (the board's moves failed in a run at 21:10).
    await openAllDay(t.baseUrl, await createStaffAccount(t, 'admin', 'Hours Admin'));
    foods = orderable(await menuFoods(t.baseUrl));
    expect(foods.length).toBeGreaterThan(0);
  });

  it('shows a new order live and moves it across the board while the customer follows each step', async () => {
    const staff = await createStaffAccount(t, 'staff');
    const customer = await registerUser(t.baseUrl, 'board');

    // The kitchen: a landscape tablet on the board, live.
    const kitchen = await t.newPage(TABLET);
    await kitchen.page.goto('/admin/orders');
    await kitchen.page.waitForURL(/\/signin\?redirect=/, WAIT);
    await signIn(kitchen.page, staff);
    await kitchen.page.waitForURL((url) => url.pathname === '/admin/orders', WAIT);
    await expect
      .poll(() => kitchen.page.getByTestId('board-live').textContent(), WAIT)
      .toBe('Live');
    // Sound alerts are on unless turned off, and the choice is remembered on this device.
    const sound = kitchen.page.getByRole('button', { name: 'Sound alerts', exact: true });
    expect(await sound.getAttribute('aria-pressed')).toBe('true');
    await sound.click();
    await expect.poll(() => sound.getAttribute('aria-pressed'), WAIT).toBe('false');
    await kitchen.page.reload();
    await expect.poll(() => sound.getAttribute('aria-pressed'), WAIT).toBe('false');
    await sound.click();
    await expect.poll(() => sound.getAttribute('aria-pressed'), WAIT).toBe('true');
    await expect
      .poll(() => kitchen.page.getByTestId('board-live').textContent(), WAIT)
      .toBe('Live');

    // A customer orders: the card arrives in "New" by itself, highlighted, with what to cook.
    const order = await placeOrder(t.baseUrl, customer, foods[0]!, 'delivery', 'Ring twice');
    const card = orderCard(column(kitchen.page, 'New'), order.number);
    await card.waitFor(WAIT);
    await card.getByText('New', { exact: true }).waitFor();
    await card.getByText('Ring twice').waitFor();
    await card.getByText(`4 × ${foods[0]!.name}`).waitFor();
    await card.getByRole('link', { name: '+91 98765 43210' }).waitFor();
    await card.getByText(/4 Lake View Road/).waitFor();
    // Where its money stands (issue 20, item 6): cash to collect at the door.
    await card.getByTestId('payment-badge').getByText('Cash due', { exact: true }).waitFor();
    await card.getByText(/· Cash on delivery$/).waitFor();
    // Unpaid online orders are kept apart, shown only when asked for (and the address keeps it).
    const unpaid = kitchen.page.getByRole('checkbox', { name: 'Awaiting payment' });
    const awaiting = kitchen.page.getByRole('region', { name: /^Awaiting payment \d+$/ });
    expect(await awaiting.count()).toBe(0);
    await unpaid.check();
    await awaiting.getByText('No orders are waiting for payment.').waitFor(WAIT);
    expect(new URL(kitchen.page.url()).searchParams.get('unpaid')).toBe('1');
    await unpaid.uncheck();
    await awaiting.waitFor({ state: 'detached', ...WAIT });

    // The customer's confirmation page, in their own browser.
    const shopper = await t.newPage({ width: 390, height: 844 });
    await signInThroughApi(shopper.page, customer);
    await shopper.page.goto(`/order-confirmation?id=${order._id}`);
    await shopper.page.getByText(/^Live:/).waitFor(WAIT);
    const customerStatus = () => shopper.page.getByTestId('order-status').first().textContent();
    expect(await customerStatus()).toBe('Placed');

    // One tap per step; the card changes column and the customer's page follows.
    const steps: [button: string, column: string, status: string][] = [
      ['Accept', 'Accepted', 'Accepted'],
      ['Start preparing', 'Preparing', 'Preparing'],
      ['Ready', 'Ready', 'Ready'],
      ['Out for delivery', 'Out for delivery', 'Out for delivery'],
    ];
    for (const [button, to, status] of steps) {
      await orderCard(kitchen.page, order.number)
        .getByRole('button', { name: button, exact: true })
        .click();
      await orderCard(column(kitchen.page, to), order.number).waitFor(WAIT);
      await expect.poll(customerStatus, WAIT).toBe(status);
    }
    await orderCard(kitchen.page, order.number)
      .getByRole('button', { name: 'Delivered', exact: true })
      .click();
    await expect.poll(customerStatus, WAIT).toBe('Delivered');
    await expect.poll(() => orderCard(kitchen.page, order.number).count(), WAIT).toBe(0);
    await kitchen.page.getByText('Done today: 1').waitFor(WAIT);

    // A rejection needs a reason, and the customer reads it.
    const second = await placeOrder(t.baseUrl, customer, foods[0]!, 'pickup', '');
    const secondCard = orderCard(column(kitchen.page, 'New'), second.number);
    await secondCard.waitFor(WAIT);
    await shopper.page.goto(`/order-confirmation?id=${second._id}`);
    await shopper.page.getByText(/^Live:/).waitFor(WAIT);
    await secondCard.getByRole('button', { name: 'Reject', exact: true }).click();
    const dialog = kitchen.page.getByRole('dialog', { name: `Reject order ${second.number}?` });
    await dialog.waitFor(WAIT);
    // Escape keeps the order, and the next rejection starts with an empty reason.
    await dialog.getByLabel('Reason for the customer').fill('Half a thought');
    await kitchen.page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await secondCard.getByRole('button', { name: 'Reject', exact: true }).click();
    await dialog.waitFor(WAIT);
    expect(await dialog.getByLabel('Reason for the customer').inputValue()).toBe('');
    await dialog.getByRole('button', { name: 'Reject order' }).click();
    await dialog.getByText('Tell the customer why the order is rejected.').waitFor();
    await dialog.getByLabel('Reason for the customer').fill('Sorry, the tandoor is down tonight');
    await dialog.getByRole('button', { name: 'Reject order' }).click();
    await expect.poll(() => dialog.isVisible(), WAIT).toBe(false);
    await expect.poll(customerStatus, WAIT).toBe('Rejected');
    // The reason leads the customer's page (and stays in its history below).
    await shopper.page
      .getByText('Reason: Sorry, the tandoor is down tonight', { exact: true })
      .waitFor(WAIT);
    await kitchen.page.getByText('Done today: 2').waitFor(WAIT);

    // On a phone the board shows one column at a time, without sideways scrolling.
    await kitchen.page.setViewportSize({ width: 360, height: 740 });
    await kitchen.page.getByRole('tab', { name: /^New/ }).waitFor(WAIT);
    expect(
      await kitchen.page.evaluate(() => document.documentElement.scrollWidth),
    ).toBeLessThanOrEqual(360);

    expect(kitchen.errors).toEqual([]);
    expect(shopper.errors).toEqual([]);
  });

  it('shows an order placed while the live stream was still opening (regression)', async () => {
    const staff = await createStaffAccount(t, 'staff', 'Early Cook');
    const customer = await registerUser(t.baseUrl, 'board-early');
    const kitchen = await t.newPage(TABLET);
    // The stream's opening is held back until the order is in: the board's first read came
    // before the order, and the order's event before the stream could carry it.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await kitchen.page.route(`**${API_BASE_PATH}/staff/orders/events`, async (route) => {
      await released;
      await route.continue();
    });
    await signInThroughApi(kitchen.page, staff);
    await kitchen.page.goto('/admin/orders');
    await column(kitchen.page, 'New').waitFor(WAIT);
    const order = await placeOrder(t.baseUrl, customer, foods[0]!, 'pickup', '');
    release();
    await expect
      .poll(() => kitchen.page.getByTestId('board-live').textContent(), WAIT)
      .toBe('Live');
    await orderCard(column(kitchen.page, 'New'), order.number).waitFor(WAIT);
    expect(kitchen.errors).toEqual([]);
  });

  it('puts a move back and says so when someone else moved the order first', async () => {
    const staff = await createStaffAccount(t, 'staff', 'Second Cook');
    const customer = await registerUser(t.baseUrl, 'board-race');
    const kitchen = await t.newPage(TABLET);
    await signInThroughApi(kitchen.page, staff);
    await kitchen.page.goto('/admin/orders');
    const order = await placeOrder(t.baseUrl, customer, foods[0]!, 'pickup', '');
    const card = orderCard(column(kitchen.page, 'New'), order.number);
    await card.waitFor(WAIT);

    // Another tablet accepts the order just as this one's tap is on its way.
    const otherTablet = await staffApi(t.baseUrl, staff);
    await kitchen.page.route(
      `**${API_BASE_PATH}/staff/orders/${order._id}/status`,
      async (route) => {
        await otherTablet(order._id, 'accepted');
        await route.continue();
      },
    );
    await card.getByRole('button', { name: 'Accept', exact: true }).click();
    await kitchen.page
      .getByRole('alert')
      .getByText(`Order ${order.number} was moved by someone else meanwhile`, { exact: false })
      .waitFor(WAIT);
    // The board shows where the order really is, once.
    await orderCard(column(kitchen.page, 'Accepted'), order.number).waitFor(WAIT);
    expect(await orderCard(kitchen.page, order.number).count()).toBe(1);

    // Chromium logs the refused request itself; nothing else went wrong.
    expect(kitchen.errors.filter((e) => !e.includes('status of 409'))).toEqual([]);
    const logged = kitchen.errors.length;

    // Without the live stream the board says so and keeps reading the orders by itself.
    await kitchen.page.unroute(`**${API_BASE_PATH}/staff/orders/${order._id}/status`);
    await kitchen.page.route(`**${API_BASE_PATH}/staff/orders/events`, (route) => route.abort());
    await kitchen.page.reload();
    await expect
      .poll(() => kitchen.page.getByTestId('board-live').textContent(), WAIT)
      .toMatch(/^Reconnecting…/);
    await otherTablet(order._id, 'preparing');
    await orderCard(column(kitchen.page, 'Preparing'), order.number).waitFor(WAIT);
    // Only the blocked stream's failures were logged.
    expect(kitchen.errors.slice(logged).filter((e) => !e.includes('net::ERR_FAILED'))).toEqual([]);
  });
  it('alerts a new order until acknowledged; one change per tap, undo, quick reject reasons', async () => {
    const staff = await createStaffAccount(t, 'staff', 'Alert Cook');
    const customer = await registerUser(t.baseUrl, 'board-alert');
    const kitchen = await t.newPage(TABLET);
    const { page } = kitchen;
    // The repeat is tested by moving the page's clock on, not by waiting.
    await page.clock.install();
    await signInThroughApi(page, staff);
    await page.goto('/admin/orders');
    await expect.poll(() => page.getByTestId('board-live').textContent(), WAIT).toBe('Live');
    const alert = page.getByTestId('new-order-alert');
    const rings = async () => Number(await alert.getAttribute('data-rings'));
    // The earlier tests' orders still wait to be accepted, so the board alerts as it opens
    // (issue 34, item 6); acknowledged, what follows starts from a quiet board.
    await alert.getByText(/\d+ new orders? (is|are) waiting/).waitFor(WAIT);
    await alert.getByRole('button', { name: 'Acknowledge' }).click();
    await alert.getByText(/waiting/).waitFor({ state: 'detached', ...WAIT });
    const quiet = await rings();

    const first = await placeOrder(t.baseUrl, customer, foods[0]!, 'pickup', '');
    await alert.getByText('1 new order is waiting').waitFor(WAIT);
    await expect.poll(rings, WAIT).toBeGreaterThanOrEqual(quiet + 1);
    await expect.poll(() => page.title(), WAIT).toBe('(1) New orders · Orders board · NineToNine');
    // It rings again and again while nobody acknowledges it.
    let before = await rings();
    await page.clock.runFor(RING_EVERY_MS * 2);
    await expect.poll(rings, WAIT).toBeGreaterThanOrEqual(before + 2);
    // The card tells how long it has waited and when it is due, in the restaurant's time.
    const card = orderCard(column(page, 'New'), first.number);
    expect(await card.getByTestId('order-waiting').textContent()).toMatch(/^Waiting \d+ min$/);
    expect(await card.getByTestId('order-due').textContent()).toMatch(/^Due \d\d:\d\d/);

    await alert.getByRole('button', { name: 'Acknowledge' }).click();
    await alert.getByText(/waiting/).waitFor({ state: 'detached', ...WAIT });
    await expect.poll(() => page.title(), WAIT).toBe('Orders board · NineToNine');
    before = await rings();
    await page.clock.runFor(RING_EVERY_MS * 2);
    expect(await rings()).toBe(before);

    // A second order: accepting it is acknowledging it.
    const second = await placeOrder(t.baseUrl, customer, foods[0]!, 'pickup', '');
    await alert.getByText('1 new order is waiting').waitFor(WAIT);
    await orderCard(column(page, 'New'), second.number)
      .getByRole('button', { name: 'Accept', exact: true })
      .click();
    await alert.getByText(/waiting/).waitFor({ state: 'detached', ...WAIT });
    await orderCard(column(page, 'Accepted'), second.number).waitFor(WAIT);
    // The step can be taken back for a few seconds.
    const offer = page.getByRole('status').filter({ hasText: `Order ${second.number}: Accepted.` });
    await offer.getByRole('button', { name: 'Undo' }).click();
    await orderCard(column(page, 'New'), second.number).waitFor(WAIT);

    // A double tap makes one step, not two and no "moved by someone else".
    await orderCard(page, second.number)
      .getByRole('button', { name: 'Accept', exact: true })
      .dblclick();
    await orderCard(column(page, 'Accepted'), second.number).waitFor(WAIT);
    await page
      .getByRole('status')
      .filter({ hasText: `Order ${second.number}: Accepted.` })
      .waitFor(WAIT);
    expect(await page.getByRole('alert').filter({ hasText: 'moved by someone else' }).count()).toBe(
      0,
    );

    // Rejecting with a quick reason: one tap, then send.
    await orderCard(page, first.number)
      .getByRole('button', { name: 'Reject', exact: true })
      .click();
    const dialog = page.getByRole('dialog', { name: `Reject order ${first.number}?` });
    await dialog.getByRole('button', { name: 'The kitchen is closing' }).click();
    expect(await dialog.getByLabel('Reason for the customer').inputValue()).toBe(
      'The kitchen is closing',
    );
    await dialog.getByRole('button', { name: 'Reject order' }).click();
    await page
      .getByTestId('done-order')
      .filter({ hasText: first.number })
      .filter({ hasText: '(The kitchen is closing)' })
      .waitFor({ state: 'attached', ...WAIT });
    expect(kitchen.errors).toEqual([]);
  });

  it('folds the done orders a page at a time: "Show more done orders" loads the rest (issue 36, item 4)', async () => {
    const staff = await createStaffAccount(t, 'staff', 'Busy Cook');
    const customer = await registerUser(t.baseUrl, 'board-busy');
    const otherTablet = await staffApi(t.baseUrl, staff);
    // More finished orders than the board's first page (20), whatever earlier tests left.
    const finish = async () => {
      const order = await placeOrder(t.baseUrl, customer, foods[0]!, 'pickup', '');
      await otherTablet(order._id, 'rejected', 'Out of dosa batter');
      return order;
    };
    for (let i = 0; i < 21; i++) await finish();

    const kitchen = await t.newPage(PHONE);
    const { page } = kitchen;
    await signInThroughApi(page, staff);
    await page.goto('/admin/orders');
    const summary = page.getByText(/^Done today: \d+/);
    await summary.waitFor(WAIT);
    const [, shown, total] = /^Done today: (\d+) of (\d+)$/.exec((await summary.textContent())!)!;
    expect(Number(shown)).toBe(20);
    expect(Number(total)).toBeGreaterThan(20);
    await summary.click();
    const done = page.getByTestId('done-order');
    expect(await done.count()).toBe(20);
    const progress = page.getByRole('status').filter({ hasText: 'done orders loaded' });
    expect(await progress.textContent()).toBe(`20 of ${total} done orders loaded`);
    const more = page.getByRole('button', { name: 'Show more done orders' });
    await more.waitFor(WAIT);
    // On a phone too, without sideways scrolling.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );

    await page.setViewportSize(DESKTOP);
    // Each tap adds the next page where the list is, until the day's are all there.
    for (let taps = 0; taps < 10 && (await more.isVisible()); taps++) {
      const before = await done.count();
      await more.click();
      await expect.poll(() => done.count(), WAIT).toBeGreaterThan(before);
    }
    await expect.poll(() => done.count(), WAIT).toBe(Number(total));
    await more.waitFor({ state: 'detached', ...WAIT });
    await page.getByText(`Done today: ${total}`, { exact: true }).waitFor(WAIT);

    // An order finished now joins them live, and the board keeps the pages it loaded.
    const late = await finish();
    await done.filter({ hasText: late.number }).waitFor(WAIT);
    await page.getByText(`Done today: ${Number(total) + 1}`, { exact: true }).waitFor(WAIT);
    expect(kitchen.errors).toEqual([]);
  });

  it('uses the width at 1024 px: empty columns fold, cards stay readable', async () => {
    const staff = await createStaffAccount(t, 'staff', 'Layout Cook');
    const customer = await registerUser(t.baseUrl, 'board-layout');
    const kitchen = await t.newPage(TABLET);
    const { page } = kitchen;
    await signInThroughApi(page, staff);
    await page.goto('/admin/orders');
    const order = await placeOrder(t.baseUrl, customer, foods[0]!, 'pickup', '');
    const card = orderCard(column(page, 'New'), order.number);
    await card.waitFor(WAIT);
    const width = async (l: Locator) => (await l.boundingBox())!.width;
    // It was 165 px with five equal columns.
    expect(await width(card)).toBeGreaterThanOrEqual(210);
    expect(await width(column(page, 'Ready'))).toBeLessThan(120);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      TABLET.width,
    );
    expect(kitchen.errors).toEqual([]);
  });

  it('keeps its filter and tab in the address: a reload keeps them, back returns', async () => {
    const staff = await createStaffAccount(t, 'staff', 'Address Cook');
    const kitchen = await t.newPage({ width: 360, height: 740 });
    const { page } = kitchen;
    await signInThroughApi(page, staff);
    await page.goto('/admin/orders');
    await page.getByRole('tab', { name: /^New/ }).waitFor(WAIT);
    const pickup = page.getByRole('button', { name: 'Pickup', exact: true });
    const scheduled = page.getByRole('checkbox', { name: 'Scheduled only' });
    const tab = (name: string) => page.getByRole('tab', { name: new RegExp(`^${name}`) });
    const query = () => new URL(page.url()).search;

    await pickup.click();
    await expect.poll(query, WAIT).toBe('?fulfilment=pickup');
    await scheduled.check();
    await expect.poll(query, WAIT).toBe('?fulfilment=pickup&scheduled=1');
    await tab('Ready').click();
    await expect.poll(query, WAIT).toBe('?fulfilment=pickup&scheduled=1&tab=ready');

    await page.reload();
    await expect.poll(() => tab('Ready').getAttribute('aria-selected'), WAIT).toBe('true');
    expect(await pickup.getAttribute('aria-pressed')).toBe('true');
    expect(await scheduled.isChecked()).toBe(true);

    await page.goBack();
    await expect.poll(() => tab('New').getAttribute('aria-selected'), WAIT).toBe('true');
    expect(await scheduled.isChecked()).toBe(true);
    await page.goBack();
    await expect.poll(() => scheduled.isChecked(), WAIT).toBe(false);
    expect(await pickup.getAttribute('aria-pressed')).toBe('true');
    expect(kitchen.errors).toEqual([]);
  });
});
