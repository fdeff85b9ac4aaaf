import { API_BASE_PATH, type Food } from '@ninetonine/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { menuFoods, orderable, registerUser } from './cart-helpers';
import { useBrowserStack, WAIT } from './harness';
import { placeOrder, staffApi } from './order-helpers';
import { createStaffAccount } from './staff-helpers';

/** The shortest access token the app accepts (config/env.ts): each stream lives at most this. */
const ACCESS_TOKEN_TTL_SECONDS = '10';
/** Past the token's lifetime, the stream's end and the page's renewal and reopening. */
const RENEWAL_WAIT = { timeout: 45_000 };

describe('order page past its live stream lifetime', () => {
  const t = useBrowserStack({ env: { ACCESS_TOKEN_TTL_SECONDS } });
  let foods: Food[];
  beforeAll(async () => {
    foods = orderable(await menuFoods(t.baseUrl));
    expect(foods.length).toBeGreaterThan(0);
  });

  it('renews the session, reopens the stream and keeps following the order', async () => {
    const staff = await createStaffAccount(t, 'staff');
    const customer = await registerUser(t.baseUrl, 'stream-renewal');
    const order = await placeOrder(t.baseUrl, customer, foods[0]!, 'pickup', '');

    const shopper = await t.newPage({ width: 390, height: 844 });
    /** Status of each answer to the order's stream, in order: 200 for each opening. */
    const streamAnswers: number[] = [];
    shopper.page.on('response', (res) => {
      if (new URL(res.url()).pathname === `${API_BASE_PATH}/orders/${order._id}/events`) {
        streamAnswers.push(res.status());
      }
    });
    await shopper.page.goto('/signin');
    await shopper.page.getByRole('textbox', { name: 'Email', exact: true }).fill(customer.email);
    await shopper.page.getByLabel('Password', { exact: true }).fill(customer.password);
    await shopper.page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await shopper.page.waitForURL((url) => url.pathname !== '/signin', WAIT);
    await shopper.page.goto(`/order-confirmation?id=${order._id}`);
    await shopper.page.getByText(/^Live:/).waitFor(WAIT);
    const status = () => shopper.page.getByTestId('order-status').first().textContent();
    expect(await status()).toBe('Placed');

    // The access token expires: the server ends the stream and refuses the browser's reconnect
    // with the expired cookie; the page renews the session and opens the stream again.
    await expect
      .poll(() => {
        const refused = streamAnswers.findIndex((s) => s !== 200);
        return refused > 0 && streamAnswers.slice(refused).includes(200);
      }, RENEWAL_WAIT)
      .toBe(true);
    await shopper.page.getByText(/^Live:/).waitFor(WAIT);

    // The kitchen moves the order (its own fresh session): the page follows, live.
    const move = await staffApi(t.baseUrl, staff);
    await move(order._id, 'accepted');
    await expect.poll(status, WAIT).toBe('Accepted');
    await shopper.page.getByText(/^Live:/).waitFor(WAIT);
    expect(await shopper.page.getByRole('link', { name: 'Sign in' }).count()).toBe(0);

    // The order page (issue 19 #14): a step tracker with the current step marked, the time once,
    // and the restaurant's phone to call.
    const page = shopper.page;
    const tracker = page.getByRole('list', { name: 'Order progress' });
    const current = tracker.locator('[aria-current="step"]');
    await expect.poll(() => current.textContent(), WAIT).toBe('2Cooking');
    expect(await tracker.getByRole('listitem').allTextContents()).toEqual([
      '✓Placed (done)',
      '2Cooking',
      '3Ready to collect (to come)',
      '4Picked up (to come)',
    ]);
    // As soon as possible: the estimate; for a slot (the kitchen was closed): the slot's range.
    expect(await page.getByTestId('order-when').textContent()).toMatch(
      /^(Ready at about .+|Pickup .+ \d\d:\d\d–\d\d:\d\d)$/,
    );
    expect(await page.getByText(/estimated arrival|Scheduled for/).count()).toBe(0);
    expect(await page.getByTestId('restaurant-phone').getAttribute('href')).toMatch(/^tel:\+?\d+$/);

    // Rejected: the reason is at the top, above the order's lines, at 390 and 1280 px.
    await move(order._id, 'rejected', 'We ran out of paneer today');
    await expect.poll(status, WAIT).toBe('Rejected');
    const stopped = page.getByTestId('order-stopped');
    await expect
      .poll(() => stopped.textContent(), WAIT)
      .toContain('Reason: We ran out of paneer today');
    expect(await tracker.count()).toBe(0);
    expect(await page.getByTestId('order-when').count()).toBe(0);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 844 });
      const reasonTop = (await stopped.boundingBox())!.y;
      const lines = page.getByRole('list', { name: 'Items in this order' });
      const linesTop = (await lines.boundingBox())?.y;
      expect(linesTop).toBeDefined();
      expect(reasonTop).toBeLessThan(linesTop!);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
    }

    // Only the expected refusals were logged: the stream's reconnect and the renewed read.
    expect(shopper.errors.filter((e) => !e.includes('status of 401'))).toEqual([]);
  }, 150_000);
});
