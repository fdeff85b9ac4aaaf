import { describe, expect, it } from 'vitest';
import { API_BASE_PATH, CSRF_HEADER, CSRF_HEADER_VALUE } from '@ninetonine/contract';
import type { Page } from 'playwright-core';
import {
  accountLink,
  isExpected401,
  STRONG_PASSWORD,
  submitSignIn,
  uniqueEmail,
} from './auth-helpers';
import { useBrowserStack, WAIT } from './harness';

const NARROW = { width: 360, height: 740 };

/** An account made through the API whose sign-up session is ended at once (not a device). */
async function registerSignedOut(baseUrl: string, account: { name: string; email: string }) {
  const headers = { 'content-type': 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE };
  const res = await fetch(`${baseUrl}${API_BASE_PATH}/auth/register`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ ...account, password: STRONG_PASSWORD }),
  });
  expect(res.status).toBe(201);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const out = await fetch(`${baseUrl}${API_BASE_PATH}/auth/user/logout`, {
    method: 'POST',
    headers: { ...headers, cookie },
    body: '{}',
  });
  expect(out.status).toBe(200);
}

const devices = (page: Page) =>
  page.getByRole('list', { name: 'Devices signed in to your account' }).getByRole('listitem');
/** The row of the browser looking at the page, and the others. */
const thisDevice = (page: Page) =>
  devices(page).filter({ has: page.getByText('This device', { exact: true }) });
const otherDevices = (page: Page) =>
  devices(page).filter({ hasNot: page.getByText('This device', { exact: true }) });

describe('account sessions ("Your devices")', () => {
  const t = useBrowserStack();

  it('lists both signed-in browsers and signs the other one out', async () => {
    // A long address, unbroken: it widened the page past a 360 px phone (regression; the
    // check below caught it only when the random part happened to be long).
    const email = uniqueEmail('grace.brewster.murray.hopper');
    await registerSignedOut(t.baseUrl, { name: 'Grace Hopper', email });
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
    await thisDevice(phone.page).waitFor();
    const overflow = await phone.page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);

    await expect.poll(() => devices(laptop.page).count(), WAIT).toBe(2);
    const other = otherDevices(laptop.page);
    await other.getByRole('button', { name: 'Sign out this device' }).click();
    await laptop.page
      .getByRole('status')
      .filter({ hasText: 'That device has been signed out' })
      .waitFor();
    await expect.poll(() => devices(laptop.page).count(), WAIT).toBe(1);
    await thisDevice(laptop.page).waitFor();

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
