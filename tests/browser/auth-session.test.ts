import { describe, expect, it } from 'vitest';
import {
  accountLink,
  isExpected401,
  registerAccount,
  submitSignIn,
  uniqueEmail,
} from './auth-helpers';
import { openPage, useBrowserStack } from './harness';

const TTL_SECONDS = 10;
/** Outlive the access cookie (its max-age is the token's TTL). */
const outliveAccessToken = () => new Promise((r) => setTimeout(r, (TTL_SECONDS + 1.5) * 1000));

// Short-lived access tokens: the one shared refresh keeps people signed in; a dead one does not.
describe('session lifetime', () => {
  const t = useBrowserStack({ env: { ACCESS_TOKEN_TTL_SECONDS: String(TTL_SECONDS) } });

  it('refreshes an expired access token on reload and mid-session', async () => {
    const email = uniqueEmail('mary');
    await registerAccount(t.baseUrl, { name: 'Mary Jackson', email });
    const { page, errors, context } = await openPage(t.browser, t.baseUrl);
    await page.goto('/signin?redirect=%2Faccounts');
    await submitSignIn(page, email);
    await page.getByRole('heading', { name: 'Mary Jackson' }).waitFor();

    // Reload after expiry: the start-up check refreshes once and keeps the user.
    await outliveAccessToken();
    await page.reload();
    await page.getByRole('heading', { name: 'Mary Jackson' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/accounts');

    // Mid-session: the 401 is refreshed and the save retried, invisibly.
    await outliveAccessToken();
    await page.getByLabel('Name', { exact: true }).fill('Mary W. Jackson');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByRole('status').filter({ hasText: 'profile has been updated' }).waitFor();
    await accountLink(page, 'Mary W. Jackson').waitFor();
    expect(new URL(page.url()).pathname).toBe('/accounts');
    expect(errors.filter((e) => !isExpected401(e))).toEqual([]);
    await context.close();
  }, 60_000);

  it('a dead session sends the user to /signin, forgotten, and back after signing in', async () => {
    const email = uniqueEmail('dorothy');
    await registerAccount(t.baseUrl, { name: 'Dorothy Vaughan', email });
    const { page, errors, context } = await openPage(t.browser, t.baseUrl);
    await page.goto('/signin?redirect=%2Faccounts');
    await submitSignIn(page, email);
    await page.getByRole('heading', { name: 'Dorothy Vaughan' }).waitFor();
    await page.evaluate(() => sessionStorage.setItem('probe', '1'));

    // Both cookies gone (as if the session was revoked): the refresh fails.
    await context.clearCookies();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.waitForURL('**/signin?redirect=%2Faccounts');
    await page.getByRole('link', { name: 'Sign in' }).waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('probe'))).toBeNull();
    const persisted = await page.evaluate(() => localStorage.getItem('persist:ninetonine') ?? '');
    expect(persisted).not.toContain('Dorothy');

    await submitSignIn(page, email);
    await page.getByRole('heading', { name: 'Dorothy Vaughan' }).waitFor();
    expect(errors.filter((e) => !isExpected401(e))).toEqual([]);
    await context.close();
  });
});
