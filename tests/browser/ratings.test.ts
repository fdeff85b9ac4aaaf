import type { Food, Order } from '@ninetonine/contract';
import type { Page } from 'playwright-core';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInThroughApi } from './auth-helpers';
import { menuFoods, orderable, registerUser, type ApiUser } from './cart-helpers';
import { DESKTOP, PHONE, useBrowserStack, WAIT } from './harness';
import { linkFromNewestMail } from './mail-helpers';
import { placeOrder, staffApi } from './order-helpers';
import { createStaffAccount, openAllDay, type StaffAccount } from './staff-helpers';

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The subjects of the mails to `to` in the app's outbox. */
const subjectsTo = (outboxDir: string, to: string) =>
  existsSync(outboxDir)
    ? readdirSync(outboxDir)
        .filter((f) => f.endsWith('.json'))
        .map(
          (f) =>
            JSON.parse(readFileSync(path.join(outboxDir, f), 'utf8')) as {
              to: string;
              subject: string;
            },
        )
        .filter((m) => m.to === to.toLowerCase())
        .map((m) => m.subject)
    : [];

/** Issue 32, item 2: the customer rates a collected order; staff read it and reply privately. */
describe('ratings and feedback', () => {
  const t = useBrowserStack();
  let admin: StaffAccount;
  let food: Food;
  let customer: ApiUser;
  let order: Order;
  beforeAll(async () => {
    admin = await createStaffAccount(t, 'admin');
    food = orderable(await menuFoods(t.baseUrl))[0]!;
    customer = await registerUser(t.baseUrl, 'rating');
    await openAllDay(t.baseUrl, admin);
    order = await placeOrder(t.baseUrl, customer, food, 'pickup', '');
    const move = await staffApi(t.baseUrl, admin);
    for (const status of ['accepted', 'preparing', 'ready', 'picked_up']) {
      await move(order._id, status);
    }
  });

  it('asks on the next visit, then the customer rates the order on a phone, with the error at the stars', async () => {
    // Confirmed (as from the mailed link), so staff can reply by mail.
    const link = await linkFromNewestMail(t.outboxDir, customer.email, '/verify-email');
    const token = new URLSearchParams(new URL(link).hash.slice(1)).get('token');
    const verified = await customer.call('POST', '/auth/verify-email', { token });
    expect(verified.status).toBe(200);
    const { page, errors } = await t.newPage(PHONE);
    await signInThroughApi(page, customer);
    await page.goto('/');
    const prompt = page.getByRole('complementary', { name: 'Rate your last order' });
    await prompt.getByText(`How was your order ${order.number}?`).waitFor(WAIT);
    await prompt.getByRole('link', { name: 'Rate it' }).click();
    await page.waitForURL((url) => url.pathname === '/order-confirmation', WAIT);

    const form = page.getByRole('form', { name: 'Rate your order' });
    await form.waitFor(WAIT);
    await form.getByRole('button', { name: 'Send rating' }).click();
    await form.getByText('Choose 1 to 5 stars').waitFor(WAIT);
    const oneStar = form.getByRole('radio', { name: '1 star', exact: true });
    expect(await oneStar.getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => oneStar.evaluate((el) => el === document.activeElement)).toBe(true);

    await form.getByRole('radio', { name: '2 stars' }).check();
    await form
      .getByRole('radiogroup', { name: order.lines[0]!.name })
      .getByRole('radio', { name: 'Did not like' })
      .check();
    await form.getByLabel('Anything to tell us? (optional)').fill('Cold when we opened it');
    await form.getByRole('button', { name: 'Send rating' }).click();
    // Rated: the form is now "Your rating" (its name changes with it).
    await page.getByRole('status').filter({ hasText: 'Thank you for rating!' }).waitFor(WAIT);
    await page.getByRole('form', { name: 'Your rating' }).waitFor();
    expect(await overflow(page)).toBeLessThanOrEqual(0);

    // Rated: the prompt is gone, the order page offers a change instead.
    await page.reload();
    await page.getByRole('button', { name: 'Update rating' }).waitFor(WAIT);
    expect(await page.getByRole('radio', { name: '2 stars' }).isChecked()).toBe(true);
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor(WAIT);
    expect(await page.getByRole('complementary', { name: 'Rate your last order' }).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('shows staff the low rating with the order, and their reply is mailed to the customer', async () => {
    const { page, errors } = await t.newPage(DESKTOP);
    await signInThroughApi(page, admin);
    await page.goto(`/admin/orders/${order._id}`);

    const feedback = page.getByRole('region', { name: 'Customer feedback' });
    await feedback.getByText('2 of 5 stars').waitFor(WAIT);
    await feedback.getByText('“Cold when we opened it”').waitFor();
    const vote = feedback.getByRole('listitem').filter({ hasText: order.lines[0]!.name });
    expect(await vote.textContent()).toContain('Did not like');

    const reply = feedback.getByRole('form', { name: 'Reply to the customer' });
    await reply.getByRole('button', { name: 'Send reply' }).click();
    const field = reply.getByLabel('Your reply (mailed to the customer only)');
    await reply.getByText('Write a reply').waitFor(WAIT);
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    await field.fill('Sorry about that: the next one is on us.');
    await reply.getByRole('button', { name: 'Send reply' }).click();
    await reply
      .getByRole('status')
      .filter({ hasText: 'Reply sent to the customer.' })
      .waitFor(WAIT);
    await feedback.getByText('Sorry about that: the next one is on us.').waitFor();
    await expect
      .poll(() => subjectsTo(t.outboxDir, customer.email), WAIT)
      .toContainEqual(expect.stringContaining(`replied to your rating of order ${order.number}`));

    // The board flags it among the orders done today.
    await page.goto('/admin/orders');
    const done = page.getByText('Done today:');
    await done.waitFor(WAIT);
    await expect.poll(() => done.textContent(), WAIT).toContain('1 low rating');
    await done.click();
    const item = page.getByTestId('done-order').filter({ hasText: order.number });
    expect(await item.getByTestId('low-rating').textContent()).toBe('Rated 2★');

    // The dashboard's trend counts it as a low rating this week.
    await page.goto('/admin');
    const trend = page.getByRole('region', { name: 'Ratings', exact: true });
    await trend.getByRole('table', { name: 'Ratings by week' }).waitFor(WAIT);
    const thisWeek = trend.getByRole('row').last();
    await expect
      .poll(() => thisWeek.getByRole('cell').allTextContents(), WAIT)
      .toEqual([expect.any(String), '1', '2.0★', '1']);
    expect(errors).toEqual([]);
  });
});
