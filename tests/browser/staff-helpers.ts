import {
  API_BASE_PATH,
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  type WeeklyHours,
} from '@ninetonine/contract';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { STRONG_PASSWORD, uniqueEmail } from './auth-helpers';
import { expect } from 'vitest';
import { CREATE_ADMIN_ENTRY, type BrowserStack } from './harness';

const run = promisify(execFile);

export interface StaffAccount {
  email: string;
  password: string;
  name: string;
}

/**
 * A staff member or admin, made the way a restaurant makes its first one: `npm run create-admin`
 * in a terminal while the app runs (on the embedded database the command goes through the
 * running server, which owns it; on PostgreSQL it writes to the database itself). Sign in with it
 * at /signin. The command is the build's, as the server is.
 */
export async function createStaffAccount(
  t: Pick<BrowserStack, 'dataDir'> & Partial<Pick<BrowserStack, 'databaseUrl'>>,
  role: 'staff' | 'admin',
  name = role === 'admin' ? 'Asha Admin' : 'Sam Staff',
): Promise<StaffAccount> {
  const email = uniqueEmail(role);
  const args = ['--email', email, '--name', name, '--role', role];
  const child = run(process.execPath, [CREATE_ADMIN_ENTRY, ...args], {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'test',
      ...(t.databaseUrl ? { DATABASE_URL: t.databaseUrl } : { DATA_DIR: t.dataDir }),
    },
  });
  child.child.stdin?.end(`${STRONG_PASSWORD}\n`);
  const { stdout } = await child;
  if (!/account created/.test(stdout)) throw new Error(`create-admin said: ${stdout}`);
  return { email, password: STRONG_PASSWORD, name };
}

export interface ApiAnswer {
  status: number;
  json: Record<string, unknown>;
}

/**
 * An account's own API session from Node, signed in with its password: `call(method, path,
 * body?)` sends the cookies and the CSRF header the browser would. For set-up the page does not
 * show (an offer, a setting) and for moves by another person (the kitchen, a rider).
 */
export async function staffSession(
  baseUrl: string,
  account: { email: string; password: string },
): Promise<(method: string, path: string, body?: unknown) => Promise<ApiAnswer>> {
  const signIn = await fetch(`${baseUrl}${API_BASE_PATH}/auth/signIn`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  if (!signIn.ok) throw new Error(`sign-in: ${signIn.status} ${await signIn.text()}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return async (method, path, body) => {
    const res = await fetch(`${baseUrl}${API_BASE_PATH}${path}`, {
      method,
      headers: {
        [CSRF_HEADER]: CSRF_HEADER_VALUE,
        cookie,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, json: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
  };
}

/** staffSession whose calls must succeed: each answers its JSON, a 3xx-5xx fails the test. */
export async function apiAs(baseUrl: string, account: { email: string; password: string }) {
  const call = await staffSession(baseUrl, account);
  return async (method: string, path: string, body?: unknown) => {
    const { status, json } = await call(method, path, body);
    expect(status, `${method} ${path}: ${JSON.stringify(json)}`).toBeLessThan(300);
    return json;
  };
}

/** Opening hours that take orders now, whatever the hour a test runs at (PATCH /staff/settings). */
export const ALWAYS_OPEN: WeeklyHours = Array.from({ length: 7 }, () => [
  { opens: '00:00', closes: '24:00' },
]);

/** Whatever the hour a test runs at, the kitchen takes orders now (an admin's settings change). */
export async function openAllDay(baseUrl: string, admin: StaffAccount): Promise<void> {
  const call = await staffSession(baseUrl, admin);
  const { status, json } = await call('PATCH', '/staff/settings', { openingHours: ALWAYS_OPEN });
  if (status !== 200) throw new Error(`opening hours: ${status} ${JSON.stringify(json)}`);
}
