import { API_BASE_PATH, CSRF_HEADER, CSRF_HEADER_VALUE, type Food } from '@ninetonine/contract';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { submitSignIn } from './auth-helpers';
import { gotoSettled, WAIT, type TrackedPage } from './harness';
import type { StaffAccount } from './staff-helpers';

/** Dine-in by QR code in the browser (decision 0094): the steps the dine-in files share. */
export const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

export async function signInAt(page: Page, path: string, account: StaffAccount) {
  await page.goto(path);
  await page.waitForURL(/\/signin\?redirect=/, WAIT);
  await submitSignIn(page, account.email, account.password);
  await page.waitForURL((url) => url.pathname === path, WAIT);
}

/** On /admin/tables: a new table through the form; its card on the page. */
export async function addTable(page: Page, name: string, seats: string, area: string) {
  await page.getByRole('button', { name: 'New table' }).click();
  const form = page.getByRole('form', { name: 'New table' });
  await form.getByLabel('Table name').fill(name);
  await form.getByLabel('Seats').fill(seats);
  await form.getByLabel('Area (optional)').fill(area);
  await form.getByRole('button', { name: 'Add table' }).click();
  await page.getByRole('status').getByText(`Added ${name}.`).waitFor(WAIT);
  return page.getByRole('article', { name: `Table ${name}` });
}

/** The table's QR card (its own sheet) and the link printed under the code. */
export async function cardLink(page: Page, name: string): Promise<string> {
  await page
    .getByRole('article', { name: `Table ${name}` })
    .getByRole('link', { name: `QR card of ${name}` })
    .click();
  await page.waitForURL((url) => url.pathname === '/admin/tables/cards', WAIT);
  const card = page.getByRole('listitem', { name: `Card of ${name}` });
  await card.waitFor(WAIT);
  const link = (await card.getByTestId('table-link').textContent()) ?? '';
  expect(link).toMatch(/\/table\/[A-Za-z0-9_-]{16,64}$/);
  return new URL(link).pathname;
}

/** A guest scans the code: the table's page, their name, then the menu. */
export async function join(guest: TrackedPage, path: string, table: string, name: string) {
  const { page } = guest;
  await gotoSettled(page, path);
  await page.getByRole('heading', { level: 1, name: table }).waitFor(WAIT);
  await page.getByLabel('Your name').fill(name);
  await page.getByRole('button', { name: 'Start ordering' }).click();
  await page.getByText(`Ordering as ${name}`).waitFor(WAIT);
  await page.getByRole('heading', { name: 'Menu' }).waitFor(WAIT);
}

/** Adds `food` to the guest's round `times` times, then sends the round. */
export async function sendRound(page: Page, dishes: Array<[Food, number]>) {
  for (const [food, times] of dishes) {
    const add = page.getByRole('button', { name: `Add ${food.name} to your round` });
    for (let i = 0; i < times; i++) await add.click();
  }
  const count = dishes.reduce((n, [, times]) => n + times, 0);
  await expect.poll(() => page.getByTestId('round-count').textContent(), WAIT).toBe(String(count));
  await page.getByRole('button', { name: 'Send round to the kitchen' }).click();
  await page.getByText('Round sent to the kitchen.', { exact: false }).waitFor(WAIT);
  await expect.poll(() => page.getByTestId('round-count').textContent(), WAIT).toBe('0');
}

export const tabCard = (page: Page, table: string) =>
  page.getByRole('article', { name: `Tab of ${table}` });
export const tableRounds = (page: Page, table: string) =>
  page
    .getByTestId('board-order')
    .filter({ has: page.getByTestId('order-table').filter({ hasText: table }) });

/**
 * A guest at a table from Node (a phone the test does not watch): joins, then sends rounds,
 * with the guest cookie and the CSRF header a browser would send.
 */
export async function guestFromApi(baseUrl: string, token: string, name: string) {
  const base = `${baseUrl}${API_BASE_PATH}/table/${token}`;
  const joined = await fetch(`${base}/join`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE },
    body: JSON.stringify({ name }),
  });
  expect(joined.status).toBe(200);
  const cookie = joined.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return {
    async round(food: Food, quantity: number) {
      const res = await fetch(`${base}/rounds`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [CSRF_HEADER]: CSRF_HEADER_VALUE,
          'idempotency-key': `round-${crypto.randomUUID()}`,
          cookie,
        },
        body: JSON.stringify({
          lines: [{ foodId: food._id, size: food.variants[0]!.size, quantity }],
        }),
      });
      expect(res.status, await res.clone().text()).toBe(201);
    },
  };
}

/** Staff add a table through the API: its QR page's path. */
export async function tableFromApi(
  call: (method: string, path: string, body?: unknown) => Promise<Record<string, unknown>>,
  name: string,
): Promise<string> {
  const { table } = (await call('POST', '/staff/tables', { name, seats: 4, area: '' })) as {
    table: { link: string };
  };
  return new URL(table.link).pathname;
}
