import { type Food, type Order } from '@ninetonine/contract';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInThroughApi } from './auth-helpers';
import { menuFoods, orderable, registerUser, type ApiUser } from './cart-helpers';
import { DESKTOP, PHONE, useBrowserStack, WAIT } from './harness';
import { useRazorpayStandIn } from './razorpay-helpers';
import { linkFromNewestMail } from './mail-helpers';
import { placeOrder, staffApi } from './order-helpers';
import { ALWAYS_OPEN, apiAs, createStaffAccount, type StaffAccount } from './staff-helpers';

/**
 * Cash on delivery's limits and the rider's UPI QR (issue 32 part 3, decision 0090): a customer
 * above the cap, or in an area without cash, is offered online only and told why; an admin sets
 * the cap, the UPI id and an area's switch on the staff screens; a rider's cash delivery shows
 * a QR and a upi:// link for exactly the cash to collect. The rules and refusals themselves are
 * API tests (apps/api/src/modules/orders/cash-limits.test.ts). Online payment is on, through
 * the Razorpay stand-in, so there is a way to pay when cash is refused.
 */
const razorpay = useRazorpayStandIn('cashlimit');

async function signIn(page: Page, account: { email: string; password: string }, to: string) {
  await signInThroughApi(page, account);
  await page.goto(to);
}

const paymentRadios = (page: Page) =>
  page
    .getByRole('group', { name: 'Payment' })
    .getByRole('radio')
    .evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));
const cashRefusal = (page: Page) => page.getByTestId('cash-refusal').textContent();

describe('cash on delivery’s limits and the rider’s UPI QR', () => {
  const t = useBrowserStack({
    env: razorpay.env(),
  });
  let admin: StaffAccount;
  let adminApi: Awaited<ReturnType<typeof apiAs>>;
  let food: Food;
  beforeAll(async () => {
    admin = await createStaffAccount(t, 'admin');
    adminApi = await apiAs(t.baseUrl, admin);
    // Whatever the hour: after 21:00 orders were booked for the next day, and a booked order
    // cannot be sent out before its day (the rider's QR test moves one out for delivery).
    await adminApi('PATCH', '/staff/settings', { openingHours: ALWAYS_OPEN });
    food = orderable(await menuFoods(t.baseUrl))[0]!;
  });
  const bengaluru = async () =>
    ((await adminApi('GET', '/staff/delivery-areas')) as { areas: { _id: string }[] }).areas[0]!
      ._id;

  it('offers a customer above the cap, or in an area without cash, only online, and says why', async () => {
    await adminApi('PATCH', '/staff/settings', { cashOnDeliveryMax: 100 });
    const customer = await registerUser(t.baseUrl, 'capped');
    await customer.call('POST', '/cart/addToCart', {
      foodId: food._id,
      selectedVariant: { size: food.variants[0]!.size },
      quantity: 4,
    });
    await customer.call('POST', '/addresses', {
      name: 'Asha Verma',
      phone: '+91 98765 43210',
      line1: '4 Lake View Road',
      city: 'Bengaluru',
      postalCode: '560025',
    });
    const { page, errors } = await t.newPage(PHONE);
    await signIn(page, customer, '/checkout');
    await expect.poll(() => paymentRadios(page), WAIT).toEqual(['online']);
    await expect.poll(() => cashRefusal(page), WAIT).toBe('Pay online for orders above ₹100.');

    // No cap, but the area takes no cash: the other reason.
    await adminApi('PATCH', '/staff/settings', { cashOnDeliveryMax: null });
    const area = await bengaluru();
    await adminApi('PATCH', `/staff/delivery-areas/${area}`, { cashOnDelivery: false });
    await page.reload();
    await expect.poll(() => cashRefusal(page), WAIT).toBe('Cash isn’t accepted for this area.');
    expect(await paymentRadios(page)).toEqual(['online']);

    // Cash again: both ways offered, no reason shown.
    await adminApi('PATCH', `/staff/delivery-areas/${area}`, { cashOnDelivery: true });
    await page.reload();
    await expect.poll(() => paymentRadios(page), WAIT).toEqual(['online', 'cash_on_delivery']);
    expect(await page.getByTestId('cash-refusal').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('lets an admin set the cap and the UPI id, refusing a bad one, and turn cash off for an area', async () => {
    const { page, errors } = await t.newPage(DESKTOP);
    await signIn(page, admin, '/admin/settings');
    const form = page.getByRole('form', { name: 'Restaurant settings' });
    const cap = form.getByLabel('Cash on delivery up to (₹, optional)');
    const upi = form.getByLabel('UPI id for riders’ QR codes (optional)');
    await cap.waitFor(WAIT);
    await cap.fill('1500');
    await upi.fill('ninetonine');
    await form.getByRole('button', { name: 'Save settings' }).click();
    await form.getByText('Use a UPI id like ninetonine@okaxis').waitFor(WAIT);
    await upi.fill('NineToNine@okaxis');
    await form.getByRole('button', { name: 'Save settings' }).click();
    await form
      .getByText('Saved. Checkout and every page use these settings from now on.')
      .waitFor(WAIT);
    await expect.poll(() => upi.inputValue()).toBe('ninetonine@okaxis');
    const saved = (await adminApi('GET', '/staff/settings')) as {
      upiId: string;
      settings: { cashOnDeliveryMax: number | null };
    };
    expect(saved.upiId).toBe('ninetonine@okaxis');
    expect(saved.settings.cashOnDeliveryMax).toBe(1500);

    await page.goto('/admin/delivery-areas');
    const card = page.getByRole('article', { name: 'Area Bengaluru' });
    await card.getByRole('button', { name: /^Edit/ }).click();
    const box = card.getByRole('checkbox', { name: 'Cash on delivery in this area' });
    expect(await box.isChecked()).toBe(true);
    await box.uncheck();
    await card.getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(() => card.textContent(), WAIT).toContain('no cash on delivery');
    await adminApi('PATCH', `/staff/delivery-areas/${await bengaluru()}`, { cashOnDelivery: true });
    await adminApi('PATCH', '/staff/settings', { cashOnDeliveryMax: null });
    expect(errors).toEqual([]);
  });

  it('shows the rider of a cash delivery a QR and a upi:// link for exactly the cash to collect', async () => {
    await adminApi('PATCH', '/staff/settings', { upiId: 'ninetonine@okaxis' });
    // A rider: an account that proved its email, then given the role (decision 0070).
    const rider: ApiUser = await registerUser(t.baseUrl, 'rider');
    const link = await linkFromNewestMail(t.outboxDir, rider.email, '/verify-email');
    const token = new URLSearchParams(new URL(link).hash.slice(1)).get('token');
    expect((await rider.call('POST', '/auth/verify-email', { token })).status).toBe(200);
    const me = (await rider.call('GET', '/auth/me')).json as { data: { _id: string } };
    await adminApi('PATCH', `/staff/users/${me.data._id}/role`, { role: 'rider' });

    const customer = await registerUser(t.baseUrl, 'diner');
    const order: Order = await placeOrder(t.baseUrl, customer, food, 'delivery', '');
    expect(order.paymentMethod).toBe('cash_on_delivery');
    const move = await staffApi(t.baseUrl, await createStaffAccount(t, 'staff'));
    for (const step of ['accepted', 'preparing', 'ready']) await move(order._id, step);
    await (
      await apiAs(t.baseUrl, rider)
    )('POST', `/rider/orders/${order._id}/take`);

    const { page, errors } = await t.newPage(PHONE);
    await signIn(page, rider, '/rider');
    const delivery = page.getByRole('article', { name: `Order ${order.number}` });
    await delivery.waitFor(WAIT);
    const cash = (await delivery.getByTestId('rider-cash').textContent()) ?? '';
    const amount = /^Collect (.+) in cash\.$/.exec(cash)![1]!;
    const qr = delivery.getByRole('img', {
      name: `UPI QR code to pay ${amount} for order ${order.number}`,
    });
    await qr.waitFor(WAIT);
    await expect
      .poll(() => qr.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    const href = await delivery
      .getByRole('link', { name: 'Open in a UPI app' })
      .getAttribute('href');
    expect(href).toBe(
      `upi://pay?pa=ninetonine@okaxis&pn=NineToNine&am=${order.total.toFixed(2)}&cu=INR&tn=${encodeURIComponent(order.number)}`,
    );
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    ).toBe(0);
    expect(errors).toEqual([]);
  });
});
