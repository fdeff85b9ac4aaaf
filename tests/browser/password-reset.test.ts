import { API_BASE_PATH } from '@ninetonine/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accountLink, STRONG_PASSWORD, submitSignIn, uniqueEmail } from './auth-helpers';
import { PHONE, useBrowserStack, WAIT } from './harness';
import { linkFromNewestMail } from './mail-helpers';

/** 360 px: the narrowest phone these pages must work on. */
const NARROW = { width: 360, height: 740 };

async function signUp(page: Page, name: string, email: string) {
  await page.goto('/signup');
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
  await page.getByLabel('Confirm password').fill(STRONG_PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await accountLink(page, name).waitFor(WAIT);
}

// The mails are read from the app's outbox folder, as a developer would after `npm start`.
describe('password reset and email verification by mailed links', () => {
  const t = useBrowserStack();

  it('forgot password: the mailed link sets a new password, which then signs in', async () => {
    const { page, errors } = await t.newPage(NARROW);
    const email = uniqueEmail('reset');
    await signUp(page, 'Rosa Reset', email);
    await accountLink(page, 'Rosa Reset').click();
    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');

    await page.goto('/signin');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL((url) => url.pathname === '/forgot-password');
    await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
    // A field error next to the field, not a request.
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect
      .poll(() => page.locator('#forgot-email-error').textContent(), WAIT)
      .toBe('Enter a valid email address');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: 'If an account uses this email' })
      .waitFor(WAIT);

    // The sign-up mailed a verification link first; the reset link is the newest mail.
    const link = await linkFromNewestMail(t.outboxDir, email, '/reset-password', 2);
    expect(link.startsWith(t.baseUrl)).toBe(true);
    await page.goto(link);
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    const newPassword = 'Cardamom-Fennel-8842';
    await page.getByLabel('New password', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.locator('#reset-password-error', { hasText: 'at least 10 characters' }).waitFor();
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Set new password' }).click();

    await page.waitForURL((url) => url.pathname === '/signin');
    await page.getByRole('status').filter({ hasText: 'password has been reset' }).waitFor(WAIT);
    // The old password no longer works; the new one does.
    await submitSignIn(page, email, STRONG_PASSWORD);
    await page.getByRole('alert').filter({ hasText: 'Invalid email or password' }).waitFor(WAIT);
    await submitSignIn(page, email, newPassword);
    await accountLink(page, 'Rosa Reset').waitFor(WAIT);

    // The link worked once: opened again, it says so and offers a new one.
    const again = await t.newPage(NARROW);
    await again.page.goto(link);
    await again.page.getByLabel('New password', { exact: true }).fill('Juniper-Clove-7731');
    await again.page.getByLabel('Confirm new password').fill('Juniper-Clove-7731');
    await again.page.getByRole('button', { name: 'Set new password' }).click();
    await again.page
      .getByRole('alert')
      .filter({ hasText: 'invalid, expired or already used' })
      .waitFor(WAIT);
    await again.page.getByRole('link', { name: 'Ask for a new link' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      NARROW.width,
    );
    expect(errors.filter((e) => !/status of 401/.test(e))).toEqual([]);
  });

  it('verifies the email through the link from the sign-up mail; the account page stops asking', async () => {
    const { page, errors } = await t.newPage(PHONE);
    const email = uniqueEmail('verify');
    await signUp(page, 'Vera Verify', email);
    await accountLink(page, 'Vera Verify').click();
    const notice = page.getByRole('region', { name: 'Please confirm your email' });
    await notice.waitFor(WAIT);
    expect(await notice.textContent()).toContain(email);

    // "Resend link" mails a new link; the first one stops working.
    const first = await linkFromNewestMail(t.outboxDir, email, '/verify-email', 1);
    await notice.getByRole('button', { name: 'Resend link' }).click();
    await notice.getByRole('status').filter({ hasText: 'We sent you a new link' }).waitFor(WAIT);
    const latest = await linkFromNewestMail(t.outboxDir, email, '/verify-email', 2);
    expect(latest).not.toBe(first);

    // The token rides in the fragment, which no server sees.
    expect(new URL(latest).hash).toMatch(/^#token=/);
    await page.goto(first);
    await page
      .getByRole('alert')
      .filter({ hasText: 'invalid, expired or already used' })
      .waitFor(WAIT);
    // A link mailed before the fragment (?token=) still works: the page moves the token into
    // the fragment first thing.
    await page.goto('/');
    await page.goto(latest.replace('#token=', '?token='));
    const confirm = page.getByRole('button', { name: `Confirm ${email}` });
    await confirm.waitFor(WAIT);
    expect(new URL(page.url()).search).toBe('');
    expect(new URL(page.url()).hash).toBe(new URL(latest).hash);
    // Opening the page named the account and verified nothing: only the click does.
    const me = async () =>
      (
        (await (await page.request.get(`${API_BASE_PATH}/auth/me`)).json()) as {
          data: { emailVerified: boolean };
        }
      ).data.emailVerified;
    expect(await me()).toBe(false);
    await confirm.click();
    await page
      .getByRole('status')
      .filter({ hasText: 'your email address is verified' })
      .waitFor(WAIT);
    expect(await me()).toBe(true);

    await page.goto('/accounts');
    await page.getByRole('heading', { name: 'Vera Verify' }).waitFor(WAIT);
    await expect.poll(() => notice.count(), WAIT).toBe(0);
    expect(errors.filter((e) => !/status of 400/.test(e))).toEqual([]);
  });
});
