import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accountLink, STRONG_PASSWORD, submitSignIn, uniqueEmail } from './auth-helpers';
import { useBrowserStack, WAIT } from './harness';
import { linkFromNewestMail } from './mail-helpers';

/** 360 px: the narrowest phone these pages must work on. */
const NARROW = { width: 360, height: 740 };

async function signUp(page: Page, name: string, email: string, password = STRONG_PASSWORD) {
  await page.goto('/signup');
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await accountLink(page, name).waitFor(WAIT);
}

const fitsWidth = async (page: Page) =>
  (await page.evaluate(() => document.documentElement.scrollWidth)) <= NARROW.width;

// Someone registers the cook's address first; the cook opens the link in their own browser
// (decision 0070): the page cannot just confirm it, it offers two choices.
describe('a verification link opened without its account', () => {
  const t = useBrowserStack();

  it('"Set a new password" confirms the address and signs the squatter out', async () => {
    const squatter = await t.newPage();
    const email = uniqueEmail('chef');
    await signUp(squatter.page, 'Sly Squatter', email);
    const link = await linkFromNewestMail(t.outboxDir, email, '/verify-email');

    const { page, errors } = await t.newPage(NARROW);
    await page.goto(link);
    await page.getByRole('heading', { name: 'Set a new password' }).waitFor(WAIT);
    await page.getByRole('heading', { name: "This wasn't me" }).waitFor();
    expect(await page.getByRole('button', { name: `Confirm ${email}` }).count()).toBe(0);
    expect(await page.getByText('you are not signed in to its account').count()).toBe(1);
    expect(await fitsWidth(page)).toBe(true);

    const password = 'Cumin-Tamarind-5518';
    await page.getByLabel('New password', { exact: true }).fill(password);
    await page.getByLabel('Confirm new password').fill(password);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.waitForURL((url) => url.pathname === '/signin', WAIT);
    await page.getByRole('status').filter({ hasText: 'sign in with your new password' }).waitFor();
    await submitSignIn(page, email, password);
    await accountLink(page, 'Sly Squatter').waitFor(WAIT);

    // The squatter's session ended, and their password no longer signs in.
    await squatter.page.goto('/accounts');
    await squatter.page.waitForURL((url) => url.pathname === '/signin', WAIT);
    await submitSignIn(squatter.page, email, STRONG_PASSWORD);
    await squatter.page
      .getByRole('alert')
      .filter({ hasText: 'Invalid email or password' })
      .waitFor(WAIT);
    expect(errors.filter((e) => !/status of 40[13]/.test(e))).toEqual([]);
  });

  it('"This wasn\'t me" frees the address, and its owner creates an account with it', async () => {
    const squatter = await t.newPage();
    const email = uniqueEmail('cook');
    await signUp(squatter.page, 'Sly Squatter', email);
    const link = await linkFromNewestMail(t.outboxDir, email, '/verify-email');

    const { page, errors } = await t.newPage(NARROW);
    await page.goto(link);
    await page.getByRole('button', { name: "This wasn't me" }).click();
    await page.getByRole('status').filter({ hasText: 'create your own account' }).waitFor(WAIT);
    expect(await fitsWidth(page)).toBe(true);
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.waitForURL((url) => url.pathname === '/signup', WAIT);
    await signUp(page, 'Real Cook', email, 'Clove-Jaggery-7720');
    expect(errors.filter((e) => !/status of 40[13]/.test(e))).toEqual([]);
  });
});
