import {
  API_BASE_PATH,
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  restaurantFormat,
  type Order,
  type Quote,
} from '@ninetonine/contract';
import { describe, expect, it } from 'vitest';
import { signInThroughApi } from './auth-helpers';
import { menuFoods, orderable, registerUser, type ApiUser } from './cart-helpers';
import { useBrowserStack, WAIT } from './harness';
import { createStaffAccount } from './staff-helpers';

/**
 * A customer's pickup order through the API, as soon as possible when the kitchen cooks now,
 * else in its first slot (the order is placed today either way, which is what counts here).
 */
async function placePickupOrder(
  baseUrl: string,
  user: ApiUser,
  foodId: string,
  size: string,
): Promise<Order> {
  const added = await user.call('POST', '/cart/addToCart', {
    foodId,
    selectedVariant: { size },
    quantity: 2,
  });
  expect(added.status).toBe(200);
  const quote = async (scheduledFor: string | null) => {
    const res = await user.call('POST', '/orders/quote', { fulfilment: 'pickup', scheduledFor });
    expect(res.status).toBe(200);
    return (res.json as { quote: Quote }).quote;
  };
  let q = await quote(null);
  let scheduledFor: string | null = null;
  if (q.problems.length > 0 && q.slots[0]) {
    scheduledFor = q.slots[0].start;
    q = await quote(scheduledFor);
  }
  expect(q.problems).toEqual([]);
  const placed = await fetch(`${baseUrl}${API_BASE_PATH}/orders`, {
    method: 'POST',
    headers: {
      [CSRF_HEADER]: CSRF_HEADER_VALUE,
      cookie: user.cookie,
      'content-type': 'application/json',
      'idempotency-key': `dashboard-${Date.now()}-order`,
    },
    body: JSON.stringify({
      fulfilment: 'pickup',
      scheduledFor,
      paymentMethod: 'pay_at_pickup',
      confirmedTotal: q.total,
      phone: '98450 55555',
    }),
  });
  expect(placed.status).toBe(201);
  return ((await placed.json()) as { order: Order }).order;
}

const TABLET = { width: 820, height: 1180 };

describe('the staff dashboard (/admin)', () => {
  const t = useBrowserStack();

  it("shows today's figures with a customer's new order to the kitchen, without the export", async () => {
    const [food] = orderable(await menuFoods(t.baseUrl));
    const customer = await registerUser(t.baseUrl, 'dashboard');
    const order = await placePickupOrder(t.baseUrl, customer, food!._id, food!.variants[0]!.size);
    const staff = await createStaffAccount(t, 'staff');

    const { page, errors } = await t.newPage({ width: 360, height: 740 });
    await signInThroughApi(page, staff);
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Today', level: 1 }).waitFor(WAIT);

    // The one order of a fresh restaurant: one order, its total, and nothing last week.
    const orders = page.getByRole('region', { name: 'Orders', exact: true });
    await expect.poll(() => orders.locator('p').first().textContent(), WAIT).toBe('1');
    await orders.getByText('Up from none last week').waitFor();
    const revenue = page.getByRole('region', { name: 'Revenue', exact: true });
    expect(await revenue.locator('p').first().textContent()).toBe(
      restaurantFormat().price(order.total),
    );
    const dishes = page.getByRole('region', { name: 'Best sellers' });
    await dishes.getByText(order.lines[0]!.name).waitFor();
    await dishes.getByText('2 sold').waitFor();
    // Its money, by way to pay: paid at the counter, none of it refunded (decision 0063).
    const takings = page.getByRole('region', { name: 'Takings by payment method' });
    const atPickup = takings.getByRole('row', { name: /^Pay at pickup/ });
    const cells = await atPickup.getByRole('cell').allTextContents();
    const price = restaurantFormat().price;
    expect(cells).toEqual(['1', price(order.total), price(0), price(order.total)]);
    expect(
      await takings
        .getByRole('row', { name: /^Online/ })
        .getByRole('cell')
        .first()
        .textContent(),
    ).toBe('0');
    // The chart's words for those who cannot see it, and its table.
    await page.getByText(/^1 order on \w{3}, \d{1,2} \w{3}; the busiest hour was/).waitFor();
    await page.getByText('Show the orders per hour as a table').click();
    expect(await page.getByRole('table', { name: /Orders per hour/ }).count()).toBe(1);
    expect(await page.locator('canvas').count()).toBeGreaterThan(0);

    // A phone never scrolls sideways.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);

    // The orders file holds customers' names and phones: admins only (issue 18, item 10).
    await page.getByText('Ask an admin for an export of orders').waitFor();
    expect(await page.getByRole('button', { name: 'Export orders (CSV)' }).count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Export orders' }).count()).toBe(0);

    // Another day: last week's date has nothing, and the page says so.
    await page.getByRole('button', { name: 'Previous day' }).click();
    await page.waitForURL(/\?date=\d{4}-\d{2}-\d{2}$/);
    await page.getByText('No dishes sold on this day.').waitFor(WAIT);
    expect(errors).toEqual([]);
  });

  it('fits a 390 px phone for an admin: only the sections strip and the hour table scroll, inside their own boxes', async () => {
    const admin = await createStaffAccount(t, 'admin');
    const { page, errors } = await t.newPage({ width: 390, height: 844 });
    await signInThroughApi(page, admin);
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Today', level: 1 }).waitFor(WAIT);
    await page.getByRole('button', { name: 'Export orders (CSV)' }).waitFor(WAIT);
    await page.getByText('Show the orders per hour as a table').click();
    const table = page.getByRole('region', { name: /^Orders per hour on/ });
    await table.getByRole('table').waitFor(WAIT);
    // Days in words, not date keys (issue 34, item 20).
    expect(await table.getAttribute('aria-labelledby')).toBeTruthy();
    const caption = (await table.locator('caption').textContent()) ?? '';
    expect(caption).toMatch(
      /^Orders per hour on \w{3}, \d{1,2} \w{3} and on \w{3}, \d{1,2} \w{3}$/,
    );
    expect(caption).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    // Anything past the right edge must sit in a labelled box that scrolls on its own (a box
    // that merely clips it, as the hidden hour table's once did, does not count).
    const loose = await page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      const scrollsInItsBox = (el: Element): boolean => {
        for (let up = el.parentElement; up; up = up.parentElement) {
          if (['auto', 'scroll'].includes(getComputedStyle(up).overflowX)) {
            const labelled = up.closest('[aria-label], [aria-labelledby]') !== null;
            return labelled && up.getBoundingClientRect().right <= width + 0.5;
          }
        }
        return false;
      };
      return Array.from(document.querySelectorAll('body *'))
        .filter((el) => el.getBoundingClientRect().right > width + 0.5 && !scrollsInItsBox(el))
        .map((el) => `${el.tagName} ${el.className}`);
    });
    expect(loose).toEqual([]);
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    ).toBeLessThanOrEqual(0);
    // The table's box is labelled by its caption and reachable by keyboard to scroll it.
    expect(await table.getAttribute('tabindex')).toBe('0');
    expect(errors).toEqual([]);
  });

  it('is the same page on a tablet, for an admin, who exports the orders as CSV', async () => {
    const [food] = orderable(await menuFoods(t.baseUrl));
    const customer = await registerUser(t.baseUrl, 'dashboard-export');
    const order = await placePickupOrder(t.baseUrl, customer, food!._id, food!.variants[0]!.size);
    const admin = await createStaffAccount(t, 'admin');
    const { page, errors } = await t.newPage(TABLET);
    await signInThroughApi(page, admin);
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Today', level: 1 }).waitFor(WAIT);
    await page.getByRole('region', { name: 'Average order', exact: true }).waitFor();
    expect(await page.getByText('Ask an admin for an export of orders').count()).toBe(0);

    // A range backwards is refused on the spot, next to the field.
    const from = page.getByLabel('From', { exact: true });
    const to = page.getByLabel('To', { exact: true });
    const day = await to.inputValue();
    await from.fill(day);
    await to.fill('2020-01-01');
    await page.getByRole('button', { name: 'Export orders (CSV)' }).click();
    await page.getByText('The start date must not be after the end date').waitFor();
    expect(await to.getAttribute('aria-invalid')).toBe('true');

    // Today's export holds the order.
    await to.fill(day);
    const [download] = await Promise.all([
      page.waitForEvent('download', WAIT),
      page.getByRole('button', { name: 'Export orders (CSV)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`orders-${day}-to-${day}.csv`);
    // Read as a stream: the run's one chromium is connected to, not launched, so the download
    // lives on its side and has no local path.
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    const csv = Buffer.concat(chunks).toString('utf8');
    // Today's orders: the other test's too, when it ran first.
    const [header, ...rows] = csv.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toMatch(/^Order number,Placed at,Status/);
    expect(rows.pop()).toBe('');
    const row = rows.find((r) => r.startsWith(`${order.number},`));
    expect(row).toContain(`2 × ${order.lines[0]!.name}`);
    expect(row).toContain(order.total.toFixed(2));
    await page.getByText(`Downloaded orders-${day}-to-${day}.csv.`).waitFor();

    expect(errors).toEqual([]);
  });
});
