import { API_BASE_PATH, CSRF_HEADER, CSRF_HEADER_VALUE, type Food } from '@ninetonine/contract';
import { describe, expect, it } from 'vitest';
import { registerAccount, submitSignIn, uniqueEmail } from './auth-helpers';
import { addOnDishPageSignedIn, menuFoods, orderable } from './cart-helpers';
import { PHONE, useBrowserStack, WAIT } from './harness';
import { createStaffAccount } from './staff-helpers';

const LAST_ORDER_MINUTES = 30;

/** Now in the restaurant's time zone: the weekday (0 = Monday) and minutes since midnight. */
function localNow(timeZone: string): { weekday: number; minutes: number } {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date());
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    weekday: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(part('weekday')),
    minutes: Number(part('hour')) * 60 + Number(part('minute')),
  };
}

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

// Regression: during last orders (open, but too close to closing for "as soon as possible") the
// checkout page flipped between two quotes until React gave up, and showed the error screen.
describe('checkout during last orders', () => {
  const t = useBrowserStack();

  it('proposes the first slot and stays usable', async () => {
    const restaurant = (await (await fetch(`${t.baseUrl}${API_BASE_PATH}/restaurant`)).json()) as {
      settings: { timeZone: string };
    };
    const timeZone = restaurant.settings.timeZone;
    // Today: open until 10 minutes from now (never running into tomorrow), so it is past its
    // last orders; every other day open all day, so there are slots to propose.
    const now = localNow(timeZone);
    const hours = Array.from({ length: 7 }, (_, day) =>
      day === now.weekday
        ? [{ opens: '00:00', closes: hhmm(Math.min(now.minutes + 10, 1439)) }]
        : [{ opens: '00:00', closes: '24:00' }],
    );
    const admin = await createStaffAccount(t, 'admin');
    const staff = await t.newPage();
    await staff.page.goto('/signin?redirect=%2Fadmin%2Fsettings');
    await submitSignIn(staff.page, admin.email, admin.password);
    await staff.page.waitForURL((url) => url.pathname === '/admin/settings');
    const saved = await staff.page.evaluate(
      async ({ url, header, value, body }) =>
        (
          await fetch(url, {
            method: 'PATCH',
            headers: { 'content-type': 'application/json', [header]: value },
            body: JSON.stringify(body),
          })
        ).status,
      {
        url: `${API_BASE_PATH}/staff/settings`,
        header: CSRF_HEADER,
        value: CSRF_HEADER_VALUE,
        body: { openingHours: hours, lastOrderMinutes: LAST_ORDER_MINUTES },
      },
    );
    expect(saved).toBe(200);

    const email = uniqueEmail('lata');
    await registerAccount(t.baseUrl, { name: 'Lata Iyer', email });
    const { page, errors } = await t.newPage(PHONE);
    await page.goto('/signin');
    await submitSignIn(page, email);
    // Signed in before the next page load: one leaving /signin at once aborted the sign-in, and
    // the add then stayed in the visitor's own cart (no request to wait for).
    await page.waitForURL((url) => url.pathname !== '/signin', WAIT);
    const [food] = orderable(await menuFoods(t.baseUrl)) as [Food];
    await page.goto(`/menu/${food._id}`);
    await addOnDishPageSignedIn(page);

    await page.goto('/checkout');
    await page
      .getByRole('status')
      .filter({ hasText: 'The kitchen has taken its last orders for now.' })
      .waitFor(WAIT);
    await page.getByRole('status').filter({ hasText: 'the first is' }).waitFor(WAIT);
    // Settled on a page that can still order: the button is there, the error screen is not.
    await page.getByRole('button', { name: /^Place order/ }).waitFor(WAIT);
    expect(await page.getByText('Something went wrong').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
