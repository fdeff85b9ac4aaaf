import { API_BASE_PATH, CSRF_HEADER, CSRF_HEADER_VALUE } from '@ninetonine/contract';
import type { Page } from 'playwright-core';

/** Passes the server's strength rules (length, not common, no name or email in it). */
export const STRONG_PASSWORD = 'Saffron-Basil-2931';

let counter = 0;
export function uniqueEmail(tag: string): string {
  counter += 1;
  return `${tag}.${Date.now().toString(36)}${counter}@example.test`;
}

/** An account made straight through the API (faster than the form when the form is not tested). */
export async function registerAccount(
  baseUrl: string,
  account: { name: string; email: string; password?: string },
): Promise<void> {
  const res = await fetch(`${baseUrl}${API_BASE_PATH}/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE },
    body: JSON.stringify({ password: STRONG_PASSWORD, ...account }),
  });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${await res.text()}`);
}

/** Fills the /signin form and submits it (the page must already be on /signin). */
export async function submitSignIn(page: Page, email: string, password = STRONG_PASSWORD) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/**
 * Signs the page's browser context in through the API, with the request the sign-in form sends:
 * its cookies land in the context as the form's would. For tests where signing in is not what is
 * tested: the form costs a page load of /signin and its render, and the redirect's a second load.
 */
export async function signInThroughApi(
  page: Page,
  account: { email: string; password: string },
): Promise<void> {
  const res = await page.context().request.post(`${API_BASE_PATH}/auth/signIn`, {
    headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE },
    data: { email: account.email, password: account.password },
  });
  if (!res.ok()) throw new Error(`sign-in: ${res.status()} ${await res.text()}`);
}

/** The header's account link once signed in ("Ada: your account (Ada Lovelace)"). */
export const accountLink = (page: Page, name: string) =>
  page.getByRole('link', { name: `your account (${name})` });

/** Console lines a browser prints for an expected 401 (an expired access token being refreshed). */
export const isExpected401 = (line: string) =>
  /Failed to load resource: the server responded with a status of 401/.test(line);
