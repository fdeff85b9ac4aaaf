import type { BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  accountLink,
  isExpected401,
  registerAccount,
  submitSignIn,
  uniqueEmail,
} from './auth-helpers';
import { useBrowserStack, WAIT } from './harness';

const TTL_SECONDS = 10;

/**
 * Outlive the access cookie: its max-age is the token's TTL, so it is the cookie that expires
 * first, and once the browser has dropped it every request goes without an access token. The
 * test checks that max-age, then drops the cookie as the browser would at that moment, instead
 * of waiting the TTL out (twice per test, 20 s of the suite).
 */
async function outliveAccessToken(context: BrowserContext): Promise<void> {
  const expiring = (await context.cookies()).filter((c) => c.expires > 0);
  const access = expiring.reduce((a, b) => (a.expires <= b.expires ? a : b));
  const left = access.expires * 1000 - Date.now();
  expect(left).toBeLessThanOrEqual((TTL_SECONDS + 1) * 1000);
  // The refresh cookie must outlive it, or there would be nothing to refresh with.
  expect(expiring.some((c) => c.expires * 1000 - Date.now() > left + 60_000)).toBe(true);
  await context.clearCookies({ name: access.name, path: access.path });
  const held = async () =>
    (await context.cookies()).some((c) => c.name === access.name && c.path === access.path);
  expect(await held()).toBe(false);
}

// Short-lived access tokens: the one shared refresh keeps people signed in; a dead one does not.
describe('session lifetime', () => {
  const t = useBrowserStack({ env: { ACCESS_TOKEN_TTL_SECONDS: String(TTL_SECONDS) } });

  it('refreshes an expired access token on reload and mid-session', async () => {
    const email = uniqueEmail('mary');
    await registerAccount(t.baseUrl, { name: 'Mary Jackson', email });
    const { page, errors, context } = await t.newPage();
    await page.goto('/signin?redirect=%2Faccounts');
    await submitSignIn(page, email);
    await page.getByRole('heading', { name: 'Mary Jackson' }).waitFor();

    // Reload after expiry: the start-up check refreshes once and keeps the user.
    await outliveAccessToken(context);
    await page.reload();
    await page.getByRole('heading', { name: 'Mary Jackson' }).waitFor();
    await expect.poll(() => new URL(page.url()).pathname, WAIT).toBe('/accounts');

    // Mid-session: the 401 is refreshed and the save retried, invisibly.
    await outliveAccessToken(context);
    await page.getByLabel('Name', { exact: true }).fill('Mary W. Jackson');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByRole('status').filter({ hasText: 'profile has been updated' }).waitFor();
    await accountLink(page, 'Mary W. Jackson').waitFor();
    await expect.poll(() => new URL(page.url()).pathname, WAIT).toBe('/accounts');
    expect(errors.filter((e) => !isExpected401(e))).toEqual([]);
  }, 60_000);

  it('opens the sign-in form when the remembered session has ended (regression)', async () => {
    const email = uniqueEmail('katherine');
    await registerAccount(t.baseUrl, { name: 'Katherine Johnson', email });
    const { page, context } = await t.newPage();
    await page.goto('/signin');
    await submitSignIn(page, email);
    await accountLink(page, 'Katherine Johnson').waitFor();

    // The cookies go (expired, cleared) while this browser still remembers a signed-in user.
    await context.clearCookies();
    await page.goto('/signin');
    await page.getByRole('form', { name: 'Sign in with email' }).waitFor();
    await expect.poll(() => new URL(page.url()).pathname, WAIT).toBe('/signin');
    await submitSignIn(page, email);
    await accountLink(page, 'Katherine Johnson').waitFor();
  });

  it('a dead session sends the user to /signin, forgotten, and back after signing in', async () => {
    const email = uniqueEmail('dorothy');
    await registerAccount(t.baseUrl, { name: 'Dorothy Vaughan', email });
    const { page, errors, context } = await t.newPage();
    await page.goto('/signin?redirect=%2Faccounts');
    await submitSignIn(page, email);
    await page.getByRole('heading', { name: 'Dorothy Vaughan' }).waitFor();
    await page.evaluate(() => sessionStorage.setItem('probe', '1'));

    // Both cookies gone (as if the session was revoked): the refresh fails.
    await context.clearCookies();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.waitForURL('**/signin?redirect=%2Faccounts');
    await page.getByRole('link', { name: 'Sign in' }).waitFor();
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('probe')), WAIT).toBeNull();
    const persisted = () => page.evaluate(() => localStorage.getItem('persist:ninetonine') ?? '');
    await expect.poll(persisted, WAIT).not.toContain('Dorothy');

    await submitSignIn(page, email);
    await page.getByRole('heading', { name: 'Dorothy Vaughan' }).waitFor();
    expect(errors.filter((e) => !isExpected401(e))).toEqual([]);
  });
});
