import {
  API_BASE_PATH,
  effectivePrice,
  restaurantDay,
  restaurantFormat,
  type Food,
  type Offer,
  type Order,
} from '@ninetonine/contract';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { cartLinkName, menuFoods, orderable, registerUser, type ApiUser } from './cart-helpers';
import { DESKTOP, PHONE, useBrowserStack, WAIT } from './harness';

const DAY = 24 * 60 * 60_000;
const amount = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));
const total = async (page: Page) => amount(await page.getByTestId('order-total').textContent());
const draftStored = (page: Page) =>
  page.evaluate(() => sessionStorage.getItem('persist:ninetonine-checkout') ?? '');

/**
 * The checkout's extras (issue 34, item 4): the rider's tip reaching the total, "leave at the
 * door", a day three days ahead, and the note and coupon kept across a reload and "back".
 */
describe('checkout extras', () => {
  const t = useBrowserStack();
  let foods: Food[];
  let coupon: Offer;
  beforeAll(async () => {
    foods = orderable(await menuFoods(t.baseUrl));
    const res = await fetch(`${t.baseUrl}${API_BASE_PATH}/offers`);
    coupon = ((await res.json()) as { offers: Offer[] }).offers.find((o) => o.appliesTo === 'any')!;
    expect(coupon).toBeDefined();
  });

  /** A customer with a delivery address and enough in the server cart, signed in on `page`. */
  async function readyToOrder(page: Page, tag: string): Promise<ApiUser> {
    const user = await registerUser(t.baseUrl, tag);
    const food = foods[0]!;
    const quantity = Math.ceil((coupon.minimumSubtotal + 200) / effectivePrice(food.variants[0]!));
    const added = await user.call('POST', '/cart/addToCart', {
      foodId: food._id,
      selectedVariant: { size: food.variants[0]!.size },
      quantity,
    });
    expect(added.status).toBe(200);
    const address = await user.call('POST', '/addresses', {
      name: 'Asha Verma',
      phone: '+91 98765 43210',
      line1: '4 Lake View Road',
      city: 'Bengaluru',
      postalCode: '560025',
    });
    expect(address.status).toBe(201);
    await page.goto('/signin?redirect=%2Fcheckout');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/checkout', WAIT);
    await page.getByRole('radio', { name: /4 Lake View Road/ }).waitFor(WAIT);
    return user;
  }

  const orderOf = async (user: ApiUser, page: Page) => {
    const id = new URL(page.url()).searchParams.get('id')!;
    return ((await user.call('GET', `/orders/${id}`)).json as { order: Order }).order;
  };

  it('on a phone: a preset tip reaches the total, the note and coupon survive a reload and "back", and the order is booked 3 days ahead', async () => {
    const { page, errors } = await t.newPage(PHONE);
    const user = await readyToOrder(page, 'extras-phone');
    const place = page.getByRole('button', { name: /^Place order/ });
    await expect.poll(() => place.isEnabled(), WAIT).toBe(true);
    const without = await total(page);

    await page.getByRole('radio', { name: '₹30' }).check();
    await expect.poll(() => total(page), WAIT).toBe(without + 30);
    expect(await page.getByTestId('rider-tip').textContent()).toContain('₹30');

    await page.getByLabel('Note for the kitchen (optional)').fill('Ring the bell twice');
    await page.getByRole('textbox', { name: 'Coupon code' }).fill(coupon.code);
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await expect
      .poll(() => page.getByTestId('coupon').textContent(), WAIT)
      .toContain(`${coupon.code} applied.`);
    const withCoupon = await total(page);
    expect(withCoupon).toBeLessThan(without + 30);

    // A reload keeps what was typed, and the quote prices it again.
    await expect.poll(() => draftStored(page), WAIT).toContain('Ring the bell twice');
    await page.reload();
    const note = page.getByLabel('Note for the kitchen (optional)');
    await expect.poll(() => note.inputValue(), WAIT).toBe('Ring the bell twice');
    await expect
      .poll(() => page.getByTestId('coupon').textContent(), WAIT)
      .toContain(`${coupon.code} applied.`);
    expect(await page.getByRole('radio', { name: '₹30' }).isChecked()).toBe(true);
    await expect.poll(() => total(page), WAIT).toBe(withCoupon);

    // Away to the menu and back: still there.
    await page.goto('/menu');
    await page.goBack();
    await expect.poll(() => note.inputValue(), WAIT).toBe('Ring the bell twice');

    // Three days ahead, at the day's first slot.
    const format = restaurantFormat();
    const now = new Date();
    const target = new Date(now.getTime() + 3 * DAY);
    await page.getByRole('radio', { name: /Schedule for later/ }).check();
    await page
      .getByLabel('Day', { exact: true })
      .selectOption({ label: format.dayLabel(target, now) });
    await expect
      .poll(
        async () => (await page.getByLabel('Time slot', { exact: true }).inputValue()).length,
        WAIT,
      )
      .toBeGreaterThan(0);
    await expect.poll(() => place.isEnabled(), WAIT).toBe(true);
    await place.click();
    await page.waitForURL(/\/order-confirmation\?id=/, WAIT);
    await page.getByText('Ring the bell twice').waitFor(WAIT);
    expect(await page.getByTestId('rider-tip').first().textContent()).toContain('₹30');
    const order = await orderOf(user, page);
    expect(order).toMatchObject({ tip: 30, total: withCoupon, couponCode: coupon.code });
    expect(restaurantDay(new Date(order.scheduledFor!), 'Asia/Kolkata')).toBe(
      restaurantDay(target, 'Asia/Kolkata'),
    );
    // Placed: nothing of it is kept for the next order.
    await page.getByRole('link', { name: cartLinkName(0) }).waitFor(WAIT);
    expect(await draftStored(page)).not.toContain('Ring the bell twice');
    expect(errors).toEqual([]);
  });

  it('on a desktop: a typed tip is checked at its field, pickup has none, and "leave at the door" is kept', async () => {
    const { page, errors } = await t.newPage(DESKTOP);
    const user = await readyToOrder(page, 'extras-desk');
    const place = page.getByRole('button', { name: /^Place order/ });
    await expect.poll(() => place.isEnabled(), WAIT).toBe(true);
    const without = await total(page);

    // Pickup has no rider, so no tip.
    await page.getByRole('radio', { name: /Pickup/ }).check();
    await expect.poll(() => page.getByText('Tip your rider').count(), WAIT).toBe(0);
    await page.getByRole('radio', { name: /Delivery/ }).check();

    await page.getByRole('radio', { name: 'Other' }).check();
    const field = page.getByLabel(/^Tip amount/);
    await field.fill('9999');
    await expect
      .poll(() => page.locator('#checkout-tip-error').textContent(), WAIT)
      .toContain('at most 500');
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    await place.click();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('checkout-tip');
    await field.fill('45');
    await expect.poll(() => total(page), WAIT).toBe(without + 45);
    expect(await field.getAttribute('aria-invalid')).toBeNull();

    await page.getByRole('checkbox', { name: /Leave at the door/ }).check();
    await place.click();
    await page.waitForURL(/\/order-confirmation\?id=/, WAIT);
    const order = await orderOf(user, page);
    expect(order).toMatchObject({ tip: 45, contactless: true, total: without + 45 });
    expect(errors).toEqual([]);
  });
});
