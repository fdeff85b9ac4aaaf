import type { Food } from '@ninetonine/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './axe-helpers';
import { menuFoods, orderable } from './cart-helpers';
import {
  guestFromApi,
  join,
  overflow,
  sendRound,
  signInAt,
  tabCard,
  tableFromApi,
} from './dine-in-helpers';
import { DESKTOP, gotoSettled, PHONE, useBrowserStack, WAIT } from './harness';
import { useRazorpayStandIn } from './razorpay-helpers';
import { apiAs, createStaffAccount, openAllDay, type StaffAccount } from './staff-helpers';

/**
 * Dine-in tabs with online payment configured (issue 33, decision 0100): a guest pays the tab
 * on the provider's page (the Razorpay stand-in, apps/api/test/stand-ins/razorpay), staff see it
 * paid live and close it; and staff merge two tables' tabs into one.
 */
const razorpay = useRazorpayStandIn('dinein');

describe('dine-in tabs paid online, and merged', () => {
  const t = useBrowserStack({
    settles: true,
    env: razorpay.env({
      PAYMENT_RECONCILE_INTERVAL_SECONDS: '0',
    }),
  });
  let admin: StaffAccount;
  let foods: Food[];
  let staffApi: Awaited<ReturnType<typeof apiAs>>;
  beforeAll(async () => {
    razorpay.sendWebhooksTo(t.baseUrl);
    foods = orderable(await menuFoods(t.baseUrl));
    expect(foods.length).toBeGreaterThan(1);
    admin = await createStaffAccount(t, 'admin', 'Tara Admin');
    await openAllDay(t.baseUrl, admin);
    staffApi = await apiAs(t.baseUrl, admin);
  });

  it('a guest pays the tab online on the provider’s page; staff see it paid and close it', async () => {
    const table = 'Courtyard 1';
    const path = await tableFromApi(staffApi, table);
    const staff = await t.newPage(DESKTOP);
    await signInAt(staff.page, '/admin/orders', admin);

    // Two guests, two rounds: Asha on her phone, Ravi's from his.
    const asha = await t.newPage(PHONE);
    await join(asha, path, table, 'Asha');
    await sendRound(asha.page, [[foods[0]!, 1]]);
    const ravi = await guestFromApi(t.baseUrl, path.split('/').pop()!, 'Ravi');
    await ravi.round(foods[1]!, 2);
    await expect.poll(() => asha.page.getByTestId('tab-round').count(), WAIT).toBe(2);
    const tab = tabCard(staff.page, table);
    const total = (await asha.page.getByTestId('tab-total').textContent()) ?? '';
    await expect.poll(() => tab.getByTestId('tab-total').textContent(), WAIT).toBe(total);

    // Asha asks for the bill, then pays the balance online.
    await asha.page.getByRole('button', { name: 'Ask for the bill' }).click();
    await asha.page
      .getByTestId('call-feedback')
      .getByText(/asked for your bill/)
      .waitFor(WAIT);
    const pay = asha.page.getByRole('button', { name: `Pay ${total} online` });
    expect(await axeViolations(asha.page)).toEqual([]);
    expect(await overflow(asha.page)).toBeLessThanOrEqual(0);
    await pay.click();
    await asha.page.waitForURL((url) => url.href.startsWith(razorpay.standIn.url), WAIT);
    await asha.page.getByRole('button', { name: /^Pay / }).click();
    await asha.page.waitForURL(
      (url) => url.pathname === path && url.searchParams.get('payment') === 'paid',
      WAIT,
    );
    await asha.page.getByText('Paid, thank you!', { exact: false }).waitFor(WAIT);
    expect(await asha.page.getByTestId('tab-status').textContent()).toBe('Paid');
    expect(await asha.page.getByRole('button', { name: /online$/ }).count()).toBe(0);
    expect(await axeViolations(asha.page)).toEqual([]);
    expect(await overflow(asha.page)).toBeLessThanOrEqual(0);

    // The board heard it live: paid online; staff close the tab and the guest sees it closed.
    await expect.poll(() => tab.getByTestId('tab-status').textContent(), WAIT).toBe('Paid');
    await tab.getByText('Online', { exact: false }).waitFor(WAIT);
    expect(await tab.getByRole('button', { name: `Mark paid ${table}` }).count()).toBe(0);
    await tab.getByRole('button', { name: `Close tab ${table}` }).click();
    await tab.waitFor({ state: 'detached', ...WAIT });
    await asha.page.getByRole('heading', { name: 'This tab is closed' }).waitFor(WAIT);
    expect(staff.errors).toEqual([]);
    expect(razorpay.ourErrors(asha.errors)).toEqual([]);
  }, 180_000);

  it('a payment the tab no longer needs: the guest reads it is being refunded; staff see the refund', async () => {
    const table = 'Courtyard 2';
    const path = await tableFromApi(staffApi, table);
    const kiran = await t.newPage(PHONE);
    await join(kiran, path, table, 'Kiran');
    await sendRound(kiran.page, [[foods[0]!, 1]]);
    const total = (await kiran.page.getByTestId('tab-total').textContent()) ?? '';
    await kiran.page.getByRole('button', { name: `Pay ${total} online` }).click();
    await kiran.page.waitForURL((url) => url.href.startsWith(razorpay.standIn.url), WAIT);
    // While Kiran is on the provider's page, the kitchen rejects the round: nothing is owed.
    const { tabs } = (await staffApi('GET', '/staff/tabs')) as {
      tabs: Array<{ tableName: string; rounds: Array<{ _id: string }> }>;
    };
    const round = tabs.find((x) => x.tableName === table)!.rounds[0]!;
    await staffApi('PATCH', `/staff/orders/${round._id}/status`, {
      status: 'rejected',
      reason: 'Out of batter',
    });
    await kiran.page.getByRole('button', { name: /^Pay / }).click();
    await kiran.page.waitForURL(
      (url) => url.pathname === path && url.searchParams.get('payment') === 'refunded',
      WAIT,
    );
    const notice = kiran.page.getByTestId('refund-notice');
    await notice.waitFor(WAIT);
    const said = (await notice.textContent()) ?? '';
    expect(said).toMatch(/^This payment was not needed: we (are refunding|refunded) /);
    expect(said).toContain(`${total} to you`);
    expect(await kiran.page.getByText('nothing was charged').count()).toBe(0);
    expect(await axeViolations(kiran.page)).toEqual([]);
    expect(await overflow(kiran.page)).toBeLessThanOrEqual(0);

    const staff = await t.newPage(DESKTOP);
    await signInAt(staff.page, '/admin/orders', admin);
    const refund = tabCard(staff.page, table).getByTestId('tab-refund');
    await refund.waitFor(WAIT);
    expect(await refund.textContent()).toContain('More than the tab owed');
    expect(await axeViolations(staff.page)).toEqual([]);
    expect(staff.errors).toEqual([]);
    expect(razorpay.ourErrors(kiran.errors)).toEqual([]);
  }, 180_000);

  it('staff merge one table’s tab into another’s: both rounds, the right total, the other table free', async () => {
    const [into, from] = ['Patio 1', 'Patio 2'];
    const paths = [await tableFromApi(staffApi, into), await tableFromApi(staffApi, from)];
    const [dev, esha] = [
      await guestFromApi(t.baseUrl, paths[0]!.split('/').pop()!, 'Dev'),
      await guestFromApi(t.baseUrl, paths[1]!.split('/').pop()!, 'Esha'),
    ];
    await dev.round(foods[0]!, 1);
    await esha.round(foods[1]!, 1);
    const staff = await t.newPage(DESKTOP);
    await signInAt(staff.page, '/admin/orders', admin);
    const target = tabCard(staff.page, into);
    const merged = tabCard(staff.page, from);
    await target.waitFor(WAIT);
    await merged.waitFor(WAIT);
    const money = async (card: typeof target) =>
      Number(((await card.getByTestId('tab-total').textContent()) ?? '').replace(/[^\d.]/g, ''));
    const sum = (await money(target)) + (await money(merged));

    await target.getByLabel('Merge in').selectOption({ label: from });
    await target.getByRole('button', { name: `Merge into ${into}` }).click();
    await merged.waitFor({ state: 'detached', ...WAIT });
    const rounds = target.getByRole('list', { name: `Rounds of ${into}` }).getByRole('listitem');
    await expect.poll(() => rounds.count(), WAIT).toBe(2);
    expect(await target.textContent()).toContain('Dev, Esha');
    await expect.poll(() => money(target), WAIT).toBeCloseTo(sum, 2);
    expect(await axeViolations(staff.page)).toEqual([]);
    // The emptied table is free on the tables page.
    await gotoSettled(staff.page, '/admin/tables');
    const card = staff.page.getByRole('article', { name: `Table ${from}` });
    await expect
      .poll(() => card.getByTestId('table-tab').textContent(), WAIT)
      .toBe('Free: no open tab');
    expect(staff.errors).toEqual([]);
  }, 120_000);
});
