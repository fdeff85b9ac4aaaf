import {
  API_BASE_PATH,
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  dineInTexts,
  type Food,
} from '@ninetonine/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './axe-helpers';
import { menuFoods, orderable } from './cart-helpers';
import {
  addTable,
  cardLink,
  join,
  overflow,
  sendRound,
  signInAt,
  tabCard,
  tableRounds,
} from './dine-in-helpers';
import { DESKTOP, gotoSettled, PHONE, useBrowserStack, WAIT } from './harness';
import { createStaffAccount, openAllDay, type StaffAccount } from './staff-helpers';

/**
 * Dine-in by QR code (issue 33, decision 0094): staff make a table and print its card, guests at
 * the table order rounds from their own phones onto one tab, call staff and ask for the bill, the
 * board shows it all, staff mark the tab paid and close it, and a closed tab takes no new round.
 * This app has no payment provider, so the page offers no "Pay online": paying a tab online is
 * dine-in-online.test.ts (decision 0100).
 */
describe('dine-in by QR code', () => {
  const t = useBrowserStack({ settles: true });
  let admin: StaffAccount;
  let foods: Food[];
  beforeAll(async () => {
    foods = orderable(await menuFoods(t.baseUrl));
    expect(foods.length).toBeGreaterThan(1);
    admin = await createStaffAccount(t, 'admin', 'Tara Admin');
    await openAllDay(t.baseUrl, admin);
  });

  it('a table’s whole evening: a table and its card, two guests’ rounds on one tab, calls on the board, marked paid, closed', async () => {
    const table = 'Terrace 7';
    const staff = await t.newPage(DESKTOP);
    await signInAt(staff.page, '/admin/tables', admin);
    const card = await addTable(staff.page, table, '4', 'Terrace');
    await card.getByText('4 seats · Terrace').waitFor(WAIT);
    expect(await card.getByTestId('table-tab').textContent()).toBe('Free: no open tab');
    expect(await axeViolations(staff.page)).toEqual([]);

    // Its QR card: the server's drawing and the link under it; in print, the cards alone.
    const path = await cardLink(staff.page, table);
    const qr = staff.page.getByRole('img', { name: `QR code that opens the menu for ${table}` });
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    await expect
      .poll(() => qr.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    expect(await axeViolations(staff.page)).toEqual([]);
    await staff.page.emulateMedia({ media: 'print' });
    expect(await staff.page.getByRole('navigation', { name: 'Staff sections' }).isVisible()).toBe(
      false,
    );
    expect(await staff.page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
    expect(await qr.isVisible()).toBe(true);
    await staff.page.emulateMedia({ media: 'screen' });

    // Two guests, two phones, one tab.
    const asha = await t.newPage(PHONE);
    await gotoSettled(asha.page, path);
    await asha.page.getByRole('heading', { level: 1, name: table }).waitFor(WAIT);
    expect(await axeViolations(asha.page)).toEqual([]);
    await join(asha, path, table, 'Asha');
    await sendRound(asha.page, [[foods[0]!, 1]]);
    const ravi = await t.newPage(PHONE);
    await join(ravi, path, table, 'Ravi');
    await sendRound(ravi.page, [[foods[1]!, 2]]);
    // Each phone follows the whole tab: both rounds, who sent them, where they stand.
    for (const guest of [asha, ravi]) {
      await expect.poll(() => guest.page.getByTestId('tab-round').count(), WAIT).toBe(2);
    }
    const rounds = asha.page.getByTestId('tab-round');
    expect(await rounds.nth(0).textContent()).toContain('Asha');
    expect(await rounds.nth(1).textContent()).toContain(`2 × ${foods[1]!.name}`);
    expect(await asha.page.getByTestId('round-status').first().textContent()).toMatch(
      /^(Placed|Accepted)$/,
    );
    expect(await axeViolations(asha.page)).toEqual([]);
    expect(await overflow(asha.page)).toBeLessThanOrEqual(0);
    await asha.page.screenshot({ path: '/tmp/shot-guest.png' });
    await asha.page.getByRole('heading', { name: 'Menu' }).scrollIntoViewIfNeeded();

    // The board: both rounds beside the deliveries and pickups, with the table's name.
    await gotoSettled(staff.page, '/admin/orders');
    await expect.poll(() => tableRounds(staff.page, table).count(), WAIT).toBe(2);
    const tab = tabCard(staff.page, table);
    await tab.getByText('Asha, Ravi', { exact: false }).waitFor(WAIT);
    const total = (await asha.page.getByTestId('tab-total').textContent()) ?? '';
    await expect.poll(() => tab.getByTestId('tab-total').textContent(), WAIT).toBe(total);

    // A guest calls staff, another asks for the bill: each is told, the board shows both.
    await asha.page.getByRole('button', { name: 'Call staff' }).click();
    await asha.page
      .getByTestId('call-feedback')
      .getByText(/someone is coming/)
      .waitFor(WAIT);
    await ravi.page.getByRole('button', { name: 'Ask for the bill' }).click();
    await ravi.page
      .getByTestId('call-feedback')
      .getByText(/asked for your bill/)
      .waitFor(WAIT);
    const calls = staff.page.getByTestId('table-call').filter({ hasText: table });
    await calls.filter({ hasText: 'Asha calls staff' }).waitFor(WAIT);
    await calls.filter({ hasText: 'Ravi asks for the bill' }).waitFor(WAIT);
    await staff.page.getByRole('button', { name: `Acknowledge ${table} calls staff` }).click();
    await expect.poll(() => calls.count(), WAIT).toBe(1);
    expect(await axeViolations(staff.page)).toEqual([]);
    await expect.poll(() => tab.getByTestId('tab-status').textContent(), WAIT).toBe('Bill asked');
    await expect
      .poll(() => asha.page.getByTestId('tab-status').textContent(), WAIT)
      .toBe('Bill asked');

    // Staff take the money at the table (UPI) and mark the tab paid; the guests see it.
    await tab.getByLabel('Paid with').selectOption({ label: 'UPI' });
    await tab.getByRole('button', { name: `Mark paid ${table}` }).click();
    await expect.poll(() => tab.getByTestId('tab-status').textContent(), WAIT).toBe('Paid');
    await expect.poll(() => ravi.page.getByTestId('tab-status').textContent(), WAIT).toBe('Paid');
    await ravi.page.getByText('Paid, thank you!', { exact: false }).waitFor(WAIT);

    // Staff close it: the table is free, and a guest's page says the tab is closed.
    await tab.getByRole('button', { name: `Close tab ${table}` }).click();
    await tab.waitFor({ state: 'detached', ...WAIT });
    await asha.page.getByRole('heading', { name: 'This tab is closed' }).waitFor(WAIT);
    expect(await asha.page.getByRole('button', { name: 'Send round to the kitchen' }).count()).toBe(
      0,
    );
    expect(await asha.page.getByRole('button', { name: /^Add / }).count()).toBe(0);
    // And the server refuses a round sent anyway.
    const refused = await asha.page.request.post(
      `${API_BASE_PATH}/table/${path.split('/').at(-1)}/rounds`,
      {
        headers: {
          [CSRF_HEADER]: CSRF_HEADER_VALUE,
          'idempotency-key': `closed-tab-${Date.now()}-0000`,
        },
        data: {
          lines: [{ foodId: foods[0]!._id, size: foods[0]!.variants[0]!.size, quantity: 1 }],
        },
      },
    );
    expect(refused.status()).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toBe(dineInTexts.tabClosed);

    expect(staff.errors).toEqual([]);
    expect(asha.errors).toEqual([]);
    expect(ravi.errors).toEqual([]);
  }, 240_000);

  it('staff move a tab to another table, mark it paid in cash and close it; the dashboard counts dine-in', async () => {
    const [first, second] = ['Window 3', 'Window 4'];
    const staff = await t.newPage(DESKTOP);
    await signInAt(staff.page, '/admin/tables', admin);
    await addTable(staff.page, first, '2', '');
    await addTable(staff.page, second, '2', '');
    const path = await cardLink(staff.page, first);
    // This guest orders from a laptop (1280 px): the menu beside the tab.
    const guest = await t.newPage(DESKTOP);
    await join(guest, path, first, 'Meera');
    await sendRound(guest.page, [[foods[0]!, 1]]);
    expect(await overflow(guest.page)).toBeLessThanOrEqual(0);
    expect(await axeViolations(guest.page)).toEqual([]);
    // The staff's tables and cards on a phone (390 px): nothing wider than the screen.
    await staff.page.setViewportSize(PHONE);
    for (const screen of ['/admin/tables', '/admin/tables/cards']) {
      await gotoSettled(staff.page, screen);
      await staff.page.getByRole('heading', { level: 1 }).waitFor(WAIT);
      expect(await overflow(staff.page)).toBeLessThanOrEqual(0);
    }
    await staff.page.setViewportSize(DESKTOP);

    await gotoSettled(staff.page, '/admin/orders');
    let tab = tabCard(staff.page, first);
    await tab.waitFor(WAIT);
    await tab.getByLabel('Move to').selectOption({ label: second });
    await tab.getByRole('button', { name: `Move ${first}` }).click();
    tab = tabCard(staff.page, second);
    await tab.waitFor(WAIT);
    await expect.poll(() => tableRounds(staff.page, second).count(), WAIT).toBe(1);

    await tab.getByLabel('Paid with').selectOption({ label: 'Cash' });
    await tab.getByRole('button', { name: `Mark paid ${second}` }).click();
    await expect.poll(() => tab.getByTestId('tab-status').textContent(), WAIT).toBe('Paid');
    await tab.getByText('Cash', { exact: false }).waitFor(WAIT);
    await tab.getByRole('button', { name: `Close tab ${second}` }).click();
    await tab.waitFor({ state: 'detached', ...WAIT });
    // The old table is free: its code starts a new tab, it does not reach the moved one.
    await gotoSettled(guest.page, path);
    await guest.page.getByRole('heading', { level: 1 }).waitFor(WAIT);
    expect(await guest.page.getByText('Ordering as Meera').count()).toBe(0);
    // The dashboard splits the day's sales by channel: dine-in has its rounds.
    await gotoSettled(staff.page, '/admin');
    const dineIn = staff.page.getByTestId('channel-dine_in');
    await dineIn.waitFor(WAIT);
    expect(Number(await dineIn.locator('td').first().textContent())).toBeGreaterThan(0);
    expect(staff.errors).toEqual([]);
  }, 180_000);
});
