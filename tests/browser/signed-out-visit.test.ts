import { API_BASE_PATH, SESSION_HINT_COOKIE } from '@ninetonine/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accountLink, registerAccount, submitSignIn, uniqueEmail } from './auth-helpers';
import { someFood } from './catalog-helpers';
import { gotoSettled, networkSettled, useBrowserStack, WAIT } from './harness';

/**
 * Everything a page reports that a visitor would count against it: console errors (the
 * harness forgives a signed-out GET /auth/me 401, this does not), failed requests and answers
 * of 400 or more, and every call to /auth/me.
 */
function watch(page: Page) {
  const seen = { console: [] as string[], failed: [] as string[], sessionChecks: 0 };
  page.on('console', (msg) => {
    if (msg.type() === 'error') seen.console.push(`${msg.text()} (${msg.location().url})`);
  });
  page.on('requestfailed', (req) => {
    // Cancelled because the page moved on (a navigation), not refused: no error for anyone.
    if (req.failure()?.errorText === 'net::ERR_ABORTED') return;
    seen.failed.push(`${req.url()}: ${req.failure()?.errorText}`);
  });
  page.on('response', (res) => {
    if (res.status() >= 400) seen.failed.push(`${res.url()}: ${res.status()}`);
  });
  page.on('request', (req) => {
    if (new URL(req.url()).pathname === `${API_BASE_PATH}/auth/me`) seen.sessionChecks += 1;
  });
  return seen;
}

/** A visitor who never signed in asks nothing that fails (decision 0045). */
describe('a signed-out visit', () => {
  const t = useBrowserStack({ settles: true });

  it('logs no console error and makes no failing request on /, /menu, a dish and /signin', async () => {
    const food = await someFood(t.baseUrl);
    const { page, context } = await t.newPage();
    const seen = watch(page);
    for (const path of ['/', '/menu', `/menu/${food._id}`, '/signin']) {
      await gotoSettled(page, path);
      await page.getByRole('heading', { level: 1 }).first().waitFor(WAIT);
      // The start-up check has ended: the header offers to sign in.
      await page.getByRole('link', { name: 'Sign in' }).first().waitFor(WAIT);
    }
    expect(seen).toEqual({ console: [], failed: [], sessionChecks: 0 });
    expect((await context.cookies()).map((c) => c.name)).not.toContain(SESSION_HINT_COOKIE);
  });

  it('still restores a signed-in session on reload, and signing out clears the hint', async () => {
    const email = uniqueEmail('grace');
    await registerAccount(t.baseUrl, { name: 'Grace Hopper', email });
    const { page, context, errors } = await t.newPage();
    await page.goto('/signin?redirect=%2Faccounts');
    await submitSignIn(page, email);
    await page.getByRole('heading', { name: 'Grace Hopper' }).waitFor(WAIT);
    const hint = async () =>
      (await context.cookies()).find((c) => c.name === SESSION_HINT_COOKIE)?.value;
    expect(await hint()).toBe('1');

    // A reload asks /auth/me again and keeps the user, even with storage forgotten.
    await page.evaluate(() => localStorage.clear());
    const seen = watch(page);
    await page.reload();
    await networkSettled(page);
    await accountLink(page, 'Grace Hopper').waitFor(WAIT);
    expect(seen.sessionChecks).toBeGreaterThan(0);

    await page.goto('/accounts');
    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('link', { name: 'Sign in' }).waitFor(WAIT);
    expect(await hint()).toBeUndefined();

    // Signed out again: the next visit asks nothing.
    const after = watch(page);
    await gotoSettled(page, '/menu');
    await page.getByRole('link', { name: 'Sign in' }).first().waitFor(WAIT);
    expect(after).toEqual({ console: [], failed: [], sessionChecks: 0 });
    expect(errors).toEqual([]);
  });
});
