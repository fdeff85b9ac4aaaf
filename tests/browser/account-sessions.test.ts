import { describe, expect, it } from 'vitest';
import {
  accountLink,
  isExpected401,
  registerAccount,
  submitSignIn,
  uniqueEmail,
} from './auth-helpers';
import { useBrowserStack, WAIT } from './harness';
import type { Page } from 'playwright-core';

const NARROW = { width: 360, height: 740 };

const devices = (page: Page) =>
  page.getByRole('list', { name: 'Devices signed in to your account' }).getByRole('listitem');

describe('account sessions ("Your devices")', () => {
  const t = useBrowserStack();

  it('lists both signed-in browsers and signs the other one out', async () => {
    const email = uniqueEmail('grace');
    await registerAccount(t.baseUrl, { name: 'Grace Hopper', email });
    const phone = await t.newPage(NARROW);
    const laptop = await t.newPage();
    for (const { page } of [phone, laptop]) {
      await page.goto('/signin?redirect=%2Faccounts');
      await submitSignIn(page, email);
      await page.getByRole('heading', { name: 'Grace Hopper' }).waitFor();
    }

    // The phone (360 px wide) sees both devices, itself marked, without sideways scrolling.
    await phone.page.reload();
    await expect.poll(() => devices(phone.page).count(), WAIT).toBe(2);
    await devices(phone.page).filter({ hasText: 'This device' }).waitFor();
    const overflow = await phone.page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);

    await expect.poll(() => devices(laptop.page).count(), WAIT).toBe(2);
    const other = devices(laptop.page).filter({ hasNotText: 'This device' });
    await other.getByRole('button', { name: 'Sign out this device' }).click();
    await laptop.page
      .getByRole('status')
      .filter({ hasText: 'That device has been signed out' })
      .waitFor();
    await expect.poll(() => devices(laptop.page).count(), WAIT).toBe(1);
    await expect(devices(laptop.page).filter({ hasText: 'This device' }).count()).resolves.toBe(1);

    // The phone's session is gone: its next request finds it signed out.
    await phone.page.getByRole('button', { name: 'Save changes' }).click();
    await phone.page.waitForURL('**/signin?redirect=%2Faccounts');
    await phone.page.getByRole('link', { name: 'Sign in' }).waitFor();
    await phone.page.reload();
    await phone.page.getByRole('form', { name: 'Sign in with email' }).waitFor();
    expect(await accountLink(phone.page, 'Grace Hopper').count()).toBe(0);

    // The laptop is still signed in after a reload.
    await laptop.page.reload();
    await laptop.page.getByRole('heading', { name: 'Grace Hopper' }).waitFor();
    await expect.poll(() => devices(laptop.page).count(), WAIT).toBe(1);
    expect(phone.errors.filter((e) => !isExpected401(e))).toEqual([]);
    expect(laptop.errors).toEqual([]);
  }, 90_000);
});
