import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  isExpected401,
  registerAccount,
  signInThroughApi,
  STRONG_PASSWORD,
  uniqueEmail,
} from './auth-helpers';
import { DESKTOP, PHONE, useBrowserStack, WAIT } from './harness';
import { createStaffAccount } from './staff-helpers';

const DAY = 86_400_000;

async function sql(connectionString: string, text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return await client.query(text, values);
  } finally {
    await client.end();
  }
}

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * The customers the restaurant knows (decision 0091): an admin's list with contact data masked,
 * its export behind "Confirm it's you" (audited), and offers aimed at a segment. The rules and
 * refusals are the API tests' (modules/customers, orders/coupon-segments).
 */
describe('customers (/admin/customers) and offers for a segment', () => {
  const t = useBrowserStack();
  const db = () => t.databaseUrl!;

  /** A customer registered through the API, with past orders written as checkout stores them. */
  async function customerWithOrders(
    name: string,
    orders: { totalMinor: number; daysAgo: number; status: string }[],
  ) {
    const email = uniqueEmail(name.split(' ')[0]!.toLowerCase());
    await registerAccount(t.baseUrl, { name, email });
    const found = await sql(db(), `SELECT id FROM users WHERE email = $1`, [email]);
    const { id } = found.rows[0] as { id: string };
    for (const o of orders) {
      await sql(
        db(),
        `INSERT INTO orders (id, number, number_day, user_id, status, fulfilment, payment_method,
           idempotency_key, request_hash, subtotal_minor, total_minor, tax_included, pickup_address,
           created_at)
         VALUES ($1, $2, $3, $4, $5, 'pickup', 'pay_at_pickup', $1, 'test', $6, $6, true,
           '12 MG Road', $7)`,
        [
          randomUUID(),
          `T-${randomUUID().slice(0, 8)}`,
          'test',
          id,
          o.status,
          o.totalMinor,
          new Date(Date.now() - o.daysAgo * DAY),
        ],
      );
    }
    return { id, email, name };
  }

  it('an admin finds a customer, sorts by spend and exports after confirming it is them (desktop)', async () => {
    const admin = await createStaffAccount(t, 'admin', 'Owner Olga');
    const asha = await customerWithOrders('Asha Regular', [
      { totalMinor: 120_000, daysAgo: 12, status: 'delivered' },
      { totalMinor: 80_000, daysAgo: 3, status: 'picked_up' },
    ]);
    const bala = await customerWithOrders('Bala Newcomer', [
      { totalMinor: 30_000, daysAgo: 1, status: 'picked_up' },
    ]);

    const { page, errors } = await t.newPage(DESKTOP);
    await signInThroughApi(page, admin);
    await page.goto('/admin');
    const nav = page.getByRole('navigation', { name: 'Staff sections' });
    await nav.getByRole('link', { name: 'Customers' }).click();
    await page.getByRole('heading', { name: 'Customers', level: 1 }).waitFor(WAIT);
    // Eleven sections still fit the staff header's one row at 1280 px.
    expect(await nav.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);

    const list = page.getByRole('list', { name: 'Customers' });
    const rows = list.getByRole('listitem');
    // Last order first: Bala (yesterday), then Asha (3 days ago).
    await expect
      .poll(
        async () => (await rows.allTextContents()).filter((r) => /Regular|Newcomer/.test(r)),
        WAIT,
      )
      .toEqual([expect.stringContaining('Bala Newcomer'), expect.stringContaining('Asha Regular')]);
    const ashaRow = rows.filter({ hasText: 'Asha Regular' });
    // Masked: the start of the address only, never the whole of it.
    await ashaRow.getByText(`${asha.email.slice(0, 2)}•••@`).waitFor(WAIT);
    expect(await list.getByText(asha.email).count()).toBe(0);
    expect(await ashaRow.textContent()).toMatch(/Orders2Spend₹2,000/);

    await page.getByLabel('Sort by').selectOption('spend');
    await expect
      .poll(
        async () => (await rows.allTextContents()).filter((r) => /Regular|Newcomer/.test(r)),
        WAIT,
      )
      .toEqual([expect.stringContaining('Asha Regular'), expect.stringContaining('Bala Newcomer')]);
    await page.getByLabel('Search customers').fill('newcomer');
    await expect
      .poll(() => rows.allTextContents(), WAIT)
      .toEqual([expect.stringContaining(bala.name)]);
    expect(page.url()).toMatch(/q=newcomer/);

    // The export holds contact data in full: a sign-in older than 15 minutes confirms first.
    await sql(
      db(),
      `UPDATE sessions SET authenticated_at = now() - interval '20 minutes'
        WHERE user_id = (SELECT id FROM users WHERE email = $1)`,
      [admin.email],
    );
    const downloaded = page.waitForEvent('download', WAIT);
    downloaded.catch(() => undefined);
    await page.getByRole('button', { name: 'Export customers (CSV)' }).click();
    const confirm = page.getByRole('dialog', { name: "Please confirm it's you" });
    await confirm.waitFor(WAIT);
    await confirm.getByLabel('Your password').fill(STRONG_PASSWORD);
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    const file = await downloaded;
    expect(file.suggestedFilename()).toBe('customers.csv');
    const chunks: Buffer[] = [];
    for await (const chunk of await file.createReadStream()) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    expect(text).toContain(`Asha Regular,${asha.email},`);
    await page.getByRole('status').filter({ hasText: 'Downloaded customers.csv.' }).waitFor(WAIT);

    // Who took it, and how many rows, in the audit log.
    await nav.getByRole('link', { name: 'Audit log' }).click();
    await page
      .getByText(/exported the customers' contact details \(\d+ customers?\)/)
      .first()
      .waitFor(WAIT);
    expect(errors.filter((e) => !isExpected401(e) && !/status of 403/.test(e))).toEqual([]);
  }, 120_000);

  it('on a phone: an offer for first orders shows its segment size; staff cannot open customers', async () => {
    const admin = await createStaffAccount(t, 'admin', 'Owner Priya');
    await customerWithOrders('Chitra Fresh', []);
    const { page, errors } = await t.newPage(PHONE);
    await signInThroughApi(page, admin);
    await page.goto('/admin/customers');
    await page.getByRole('heading', { name: 'Customers', level: 1 }).waitFor(WAIT);
    await page.getByRole('list', { name: 'Customers' }).getByText('Chitra Fresh').waitFor(WAIT);
    expect(await overflow(page)).toBeLessThanOrEqual(0);

    await page.goto('/admin/offers');
    await page.getByRole('button', { name: 'New offer' }).click();
    const form = page.getByRole('form', { name: 'New offer' });
    await form.getByLabel('Code').fill('FIRSTBITE');
    await form.getByLabel('Title').fill('Your first order');
    await form.getByLabel('Percent off').fill('15');
    await form.getByLabel('Customers').selectOption('top_customers');
    // A top customer is defined by a spend; the field comes with the choice.
    await form.getByLabel(/Spent at least/).waitFor(WAIT);
    await form.getByLabel('Customers').selectOption('first_order');
    expect(await form.getByLabel(/Spent at least/).count()).toBe(0);
    await form.getByRole('button', { name: 'Create offer' }).click();
    const card = page.getByRole('article', { name: 'Offer FIRSTBITE' });
    await expect
      .poll(() => card.getByText(/^For: First order · \d+ customers? now$/).count(), WAIT)
      .toBe(1);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    expect(errors.filter((e) => !isExpected401(e))).toEqual([]);

    // Kitchen staff: no link, and the address answers plainly.
    const cook = await createStaffAccount(t, 'staff', 'Cook Kiran');
    const staff = await t.newPage(PHONE);
    await signInThroughApi(staff.page, cook);
    await staff.page.goto('/admin/customers');
    await staff.page.getByRole('heading', { name: 'This page is for admins' }).waitFor(WAIT);
    expect(await staff.page.getByRole('link', { name: 'Customers' }).count()).toBe(0);
  }, 120_000);
});
