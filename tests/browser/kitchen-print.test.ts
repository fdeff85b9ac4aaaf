import { API_BASE_PATH, type Food, type RestaurantResponse } from '@ninetonine/contract';
import { restaurantFormat } from '@ninetonine/contract/core';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInThroughApi } from './auth-helpers';
import { menuFoods, orderable, registerUser } from './cart-helpers';
import { useBrowserStack, WAIT } from './harness';
import { placeOrder, staffApi } from './order-helpers';
import { printed, printToPdf, recordPrints } from './print-helpers';
import { createStaffAccount } from './staff-helpers';

const TABLET = { width: 1024, height: 768 };
/** 80 mm paper; a PDF page's size is whole points, so within half a millimetre. */
const PAPER_MM = 80;
/** A note with a word longer than the paper is wide: it must wrap, not run off the edge. */
const LONG_NOTE =
  'Ring twice, the bell is broken. Extra onions on the side please: WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW';

const orderCard = (scope: Page | Locator, number: string) =>
  scope.getByRole('article', { name: `Order ${number}` });
const column = (page: Page, title: string) =>
  page.getByRole('region', { name: new RegExp(`^${title} \\d+$`) });
const squash = (text: string) => text.replace(/\s+/g, '');

describe('printing on 80 mm paper', () => {
  const t = useBrowserStack();
  let foods: Food[];
  let settings: RestaurantResponse['settings'];
  beforeAll(async () => {
    foods = orderable(await menuFoods(t.baseUrl));
    expect(foods.length).toBeGreaterThan(1);
    const res = await fetch(`${t.baseUrl}${API_BASE_PATH}/restaurant`);
    settings = ((await res.json()) as RestaurantResponse).settings;
  });

  it('prints a kitchen ticket per order from the board: whole, no prices, and on acceptance when switched on', async () => {
    const staff = await createStaffAccount(t, 'staff', 'Ticket Cook');
    const customer = await registerUser(t.baseUrl, 'ticket');
    const kitchen = await t.newPage(TABLET);
    const { page } = kitchen;
    await recordPrints(page);
    await signInThroughApi(page, staff);
    await page.goto('/admin/orders');
    await expect.poll(() => page.getByTestId('board-live').textContent(), WAIT).toBe('Live');

    const order = await placeOrder(t.baseUrl, customer, foods[0]!, 'delivery', LONG_NOTE);
    const card = orderCard(column(page, 'New'), order.number);
    await card.waitFor(WAIT);
    await card.getByRole('button', { name: 'Print ticket', exact: true }).click();
    await expect.poll(() => printed(page), WAIT).toEqual([order.number]);

    const ticket = await printToPdf(page);
    // One order, one ticket: a single 80 mm page, nothing of the board around it.
    expect(ticket.sheets).toBe(1);
    expect(ticket.pageShows).toBe(false);
    expect(ticket.pages).toBe(1);
    expect(Math.abs(ticket.sizes[0]!.width - PAPER_MM)).toBeLessThan(0.5);
    expect(ticket.overflowing).toEqual([]);
    // Everything the kitchen needs, in the PDF's own text.
    const text = squash(ticket.text);
    const line = order.lines[0]!;
    const format = restaurantFormat(settings);
    const due = order.scheduledFor ?? order.estimatedAt ?? order.createdAt;
    for (const part of [
      order.number,
      'DELIVERY',
      format.clock(due),
      `${line.quantity} × ${line.name} (${line.size})`,
      LONG_NOTE,
      '4 Lake View Road',
      'Blue gate',
      '+91 98765 43210',
    ]) {
      expect(text).toContain(squash(part));
    }
    // No line prices on a kitchen ticket: only what the rider collects (issue 34, item 16).
    expect(text).toContain(squash(`NOT PAID · Collect ${format.price(order.total)} cash`));
    expect(ticket.text).not.toMatch(/Total/);
    expect(ticket.text.match(/₹/g)).toHaveLength(1);
    // Printing ends the job, and the sheet leaves the page.
    await expect.poll(() => page.locator('[data-print-sheet]').count(), WAIT).toBe(0);

    // "Print when accepted" (this device, remembered): accepted here, or on another tablet.
    const autoPrint = page.getByRole('button', { name: 'Print when accepted', exact: true });
    expect(await autoPrint.getAttribute('aria-pressed')).toBe('false');
    await autoPrint.click();
    await page.reload();
    await expect.poll(() => autoPrint.getAttribute('aria-pressed'), WAIT).toBe('true');
    await expect.poll(() => page.getByTestId('board-live').textContent(), WAIT).toBe('Live');

    const mine = await placeOrder(t.baseUrl, customer, foods[1]!, 'pickup', '');
    const theirs = await placeOrder(t.baseUrl, customer, foods[0]!, 'pickup', '');
    await orderCard(column(page, 'New'), theirs.number).waitFor(WAIT);
    await orderCard(column(page, 'New'), mine.number)
      .getByRole('button', { name: 'Accept', exact: true })
      .click();
    await expect.poll(() => printed(page), WAIT).toEqual([mine.number]);
    // Accepted on another tablet meanwhile: its ticket waits for this one to be printed.
    const otherTablet = await staffApi(t.baseUrl, staff);
    await otherTablet(theirs._id, 'accepted');
    await orderCard(column(page, 'Accepted'), theirs.number).waitFor(WAIT);
    expect(await printed(page)).toEqual([mine.number]);
    // Printing (Chromium fires afterprint once the PDF is made) lets the next one go.
    const accepted = await printToPdf(page);
    expect(accepted.pages).toBe(1);
    expect(accepted.sheets).toBe(1);
    expect(accepted.text).toContain('PICKUP');
    expect(squash(accepted.text)).toContain(squash(mine.number));
    expect(squash(accepted.text)).not.toContain(squash(theirs.number));
    await expect.poll(() => printed(page), WAIT).toEqual([mine.number, theirs.number]);
    const next = await printToPdf(page);
    expect(next.pages).toBe(1);
    expect(squash(next.text)).toContain(squash(theirs.number));
    await expect.poll(() => page.locator('[data-print-sheet]').count(), WAIT).toBe(0);
    // Moved on, an order is not printed again.
    await orderCard(column(page, 'Accepted'), mine.number)
      .getByRole('button', { name: 'Start preparing', exact: true })
      .click();
    await orderCard(column(page, 'Preparing'), mine.number).waitFor(WAIT);
    expect(await printed(page)).toEqual([mine.number, theirs.number]);
    expect(kitchen.errors).toEqual([]);
  });

  it('prints the customer’s receipt from the order page: lines, prices, totals, payment, the restaurant', async () => {
    const customer = await registerUser(t.baseUrl, 'receipt');
    const order = await placeOrder(t.baseUrl, customer, foods[0]!, 'delivery', 'Leave at the door');
    const shopper = await t.newPage({ width: 390, height: 844 });
    const { page } = shopper;
    await recordPrints(page);
    await signInThroughApi(page, customer);
    await page.goto(`/order-confirmation?id=${order._id}`);
    await page.getByRole('button', { name: 'Print receipt', exact: true }).click();
    await expect.poll(() => printed(page), WAIT).toEqual([order.number]);

    const receipt = await printToPdf(page);
    expect(receipt.pages).toBe(1);
    expect(receipt.sheets).toBe(1);
    expect(receipt.pageShows).toBe(false);
    expect(Math.abs(receipt.sizes[0]!.width - PAPER_MM)).toBeLessThan(0.5);
    expect(receipt.overflowing).toEqual([]);
    const format = restaurantFormat(settings);
    const line = order.lines[0]!;
    const text = squash(receipt.text);
    for (const part of [
      settings.name,
      settings.phone,
      order.number,
      format.dateTime(order.createdAt),
      `${line.quantity} × ${line.name} (${line.size})`,
      format.price(line.lineTotal),
      format.price(order.subtotal),
      format.price(order.tax),
      `Total${format.price(order.total)}`,
      'Cash on delivery',
      '4 Lake View Road',
      'Leave at the door',
    ]) {
      expect(text).toContain(squash(part));
    }
    expect(shopper.errors).toEqual([]);
  });
});
