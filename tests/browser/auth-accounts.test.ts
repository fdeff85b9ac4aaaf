import { API_BASE_PATH } from '@ninetonine/contract';
import { describe, expect, it } from 'vitest';
import {
  accountLink,
  registerAccount,
  STRONG_PASSWORD,
  submitSignIn,
  uniqueEmail,
} from './auth-helpers';
import { networkSettled, PHONE, useBrowserStack, WAIT } from './harness';

const API = API_BASE_PATH;

// Password accounts, guarded routes and redirects; no identity provider configured here.
describe('accounts with a password', () => {
  const t = useBrowserStack({ settles: true });

  it('signs up: field errors first, then the account is created and signed in', async () => {
    const { page, errors } = await t.newPage(PHONE);
    const providers = page.waitForResponse((r) =>
      r.url().endsWith(`${API_BASE_PATH}/auth/providers`),
    );
    await page.goto('/signup');
    await page.getByRole('heading', { name: 'Create your account' }).waitFor();
    // No identity provider configured: password only (asked, answered, and nothing shown).
    expect(await (await providers).json()).toEqual({ firebase: null });
    await networkSettled(page);
    await expect.poll(() => page.getByRole('button', { name: /Google/ }).count(), WAIT).toBe(0);

    await page.getByRole('button', { name: 'Create account' }).click();
    const name = page.getByLabel('Name', { exact: true });
    await page.locator('#signup-name-error').waitFor();
    await expect.poll(() => name.getAttribute('aria-invalid'), WAIT).toBe('true');
    await expect
      .poll(() => name.getAttribute('aria-describedby'), WAIT)
      .toContain('signup-name-error');
    await expect
      .poll(() => page.locator('#signup-email-error').textContent(), WAIT)
      .toBe('Enter a valid email address');
    await expect
      .poll(() => page.locator('#signup-password-error').textContent(), WAIT)
      .toBe('Choose a password');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.id), WAIT)
      .toBe('signup-name');

    const email = uniqueEmail('ada');
    await name.fill('Ada Lovelace');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('short1');
    await page.getByLabel('Confirm password').fill(`${STRONG_PASSWORD}x`);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.locator('#signup-password-error', { hasText: 'at least 10 characters' }).waitFor();
    await page.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.locator('#signup-confirmPassword-error').waitFor();
    await expect.poll(() => page.locator('#signup-name-error').count(), WAIT).toBe(0);

    await page.getByLabel('Confirm password').fill(STRONG_PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await accountLink(page, 'Ada Lovelace').waitFor();
    await expect.poll(() => accountLink(page, 'Ada Lovelace').textContent(), WAIT).toContain('Ada');
    expect(errors).toEqual([]);
  });

  it('guards /accounts: signed out goes to /signin, then back; the session survives a reload', async () => {
    const email = uniqueEmail('grace');
    await registerAccount(t.baseUrl, { name: 'Grace Hopper', email });
    const { page, errors } = await t.newPage();
    await page.goto('/accounts');
    await page.waitForURL('**/signin?redirect=%2Faccounts');
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();

    // Field errors before anything is sent.
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.locator('#signin-email-error').waitFor();
    await expect
      .poll(() => page.locator('#signin-password-error').textContent(), WAIT)
      .toBe('Enter your password');

    await submitSignIn(page, email);
    await page.waitForURL('**/accounts');
    await page.getByRole('heading', { name: 'Grace Hopper' }).waitFor();
    await expect
      .poll(() => page.getByText(/Member since/).textContent(), WAIT)
      .toContain(String(new Date().getFullYear()));

    await page.reload();
    await page.getByRole('heading', { name: 'Grace Hopper' }).waitFor();
    await expect.poll(() => new URL(page.url()).pathname, WAIT).toBe('/accounts');
    await accountLink(page, 'Grace Hopper').waitFor();
    expect(errors).toEqual([]);
  });

  it('edits the profile and the header follows', async () => {
    const email = uniqueEmail('alan');
    await registerAccount(t.baseUrl, { name: 'Alan Turing', email });
    const { page, errors } = await t.newPage();
    await page.goto('/signin?redirect=/accounts');
    await submitSignIn(page, email);
    await page.getByRole('heading', { name: 'Alan Turing' }).waitFor();

    const phone = page.getByLabel('Phone', { exact: true });
    await phone.fill('not a phone');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.locator('#profile-phone-error').waitFor();
    await expect.poll(() => phone.getAttribute('aria-invalid'), WAIT).toBe('true');

    await phone.fill('+44 20 7946 0958');
    await page.getByLabel('Name', { exact: true }).fill('Alan M. Turing');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByRole('status').filter({ hasText: 'profile has been updated' }).waitFor();
    await accountLink(page, 'Alan M. Turing').waitFor();
    await page.getByRole('heading', { name: 'Alan M. Turing' }).waitFor();
    expect(errors).toEqual([]);
  });

  it('turns order status emails off and on from /accounts; the choice is kept', async () => {
    const email = uniqueEmail('ida');
    await registerAccount(t.baseUrl, { name: 'Ida Wells', email });
    const { page, errors } = await t.newPage(PHONE);
    await page.goto('/signin?redirect=/accounts');
    await submitSignIn(page, email);
    await page.getByRole('heading', { name: 'Order emails' }).waitFor();
    const box = page.getByRole('checkbox', { name: /Email me when my order is accepted/ });
    await expect.poll(() => box.isChecked(), WAIT).toBe(true);
    // Its hint says where mail goes, and that this account's email is not confirmed yet.
    await expect.poll(() => box.getAttribute('aria-describedby'), WAIT).toBe('order-mails-hint');
    await expect
      .poll(() => page.locator('#order-mails-hint').textContent(), WAIT)
      .toContain(`Once you confirm ${email}`);

    await box.uncheck();
    await page.getByRole('status').filter({ hasText: 'Order status emails are off' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Order emails' }).waitFor();
    await expect.poll(() => box.isChecked(), WAIT).toBe(false);
    const res = await page.evaluate(
      async (url) => (await fetch(url)).json(),
      `${API}/auth/user/profile`,
    );
    expect(res.userProfileDetail.orderStatusMails).toBe(false);

    await box.check();
    await page.getByRole('status').filter({ hasText: 'Order status emails are on' }).waitFor();
    expect(errors).toEqual([]);
  });

  it('changes the password, then signs out', async () => {
    const email = uniqueEmail('edsger');
    await registerAccount(t.baseUrl, { name: 'Edsger Dijkstra', email });
    const { page, errors } = await t.newPage();
    await page.goto('/signin?redirect=%2Fchange-password');
    await submitSignIn(page, email);
    await page.getByRole('heading', { name: 'Change password' }).waitFor();

    await page.getByRole('button', { name: 'Change password' }).click();
    await page.locator('#password-currentPassword-error').waitFor();
    const newPassword = 'Paprika-Thyme-8642';
    await page.getByLabel('Current password').fill(STRONG_PASSWORD);
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByRole('status').filter({ hasText: 'password has been changed' }).waitFor();

    await page.getByRole('link', { name: 'Back to your account' }).click();
    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('link', { name: 'Sign in' }).waitFor();
    // The session is gone on the server too: the guard sends us to sign in again.
    await page.goto('/accounts');
    await page.waitForURL('**/signin?redirect=%2Faccounts');
    await submitSignIn(page, email, newPassword);
    await page.getByRole('heading', { name: 'Edsger Dijkstra' }).waitFor();
    expect(errors).toEqual([]);
  });

  it('ignores open redirects after sign-in', async () => {
    const email = uniqueEmail('barbara');
    await registerAccount(t.baseUrl, { name: 'Barbara Liskov', email });
    const { page, errors } = await t.newPage();
    const home = (url: URL) => url.origin === t.baseUrl && url.pathname === '/';
    await page.goto(`/signin?redirect=${encodeURIComponent('//evil.example/x')}`);
    await submitSignIn(page, email);
    await page.waitForURL(home);
    // Already signed in, /signin forwards at once: still never off-site.
    for (const target of ['https://evil.example/', '/\\evil.example', '/\t/evil.example']) {
      await page.goto(`/signin?redirect=${encodeURIComponent(target)}`);
      await page.waitForURL(home);
    }
    await page.goto(`/signin?redirect=${encodeURIComponent('/menu?page=2')}`);
    await page.waitForURL((url) => url.pathname === '/menu' && url.search === '?page=2');
    expect(errors).toEqual([]);
  });
});
