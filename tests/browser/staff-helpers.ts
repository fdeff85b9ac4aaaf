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
import { createAdminArgs, type BrowserStack } from './harness';

const run = promisify(execFile);

export interface StaffAccount {
  email: string;
  password: string;
  name: string;
}

/**
 * A staff member or admin, made the way a restaurant makes its first one: `npm run create-admin`
 * in a terminal while the app runs (on the embedded database the command goes through the
 * running server, which owns it: the build's command is run). On PostgreSQL the command writes
 * to the database itself, and that code (create-admin-directly.ts) runs here, in the test's
 * process: a start of the command's Node cost ~0.4 s of CPU an account, 65 accounts a run (the
 * command itself on PostgreSQL is apps/api's create-admin tests'). Sign in with it at /signin.
 */
export async function createStaffAccount(
  t: Pick<BrowserStack, 'dataDir'> & Partial<Pick<BrowserStack, 'databaseUrl'>>,
  role: 'staff' | 'admin',
  name = role === 'admin' ? 'Asha Admin' : 'Sam Staff',
): Promise<StaffAccount> {
  const email = uniqueEmail(role);
  const said = t.databaseUrl
    ? await provisionInProcess(t.databaseUrl, { email, name, role })
    : await createAdminCommand(t.dataDir, ['--email', email, '--name', name, '--role', role]);
  if (!/account created/.test(said)) throw new Error(`create-admin said: ${said}`);
  return { email, password: STRONG_PASSWORD, name };
}

/** The built `npm run create-admin` on the app's data folder; what it printed. */
async function createAdminCommand(dataDir: string, args: string[]): Promise<string> {
  const child = run(process.execPath, createAdminArgs(args), {
    env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'test', DATA_DIR: dataDir },
  });
  child.child.stdin?.end(`${STRONG_PASSWORD}\n`);
  return (await child).stdout;
}

/** What create-admin does on PostgreSQL, with the environment the command was given. */
async function provisionInProcess(
  databaseUrl: string,
  request: { email: string; name: string; role: 'staff' | 'admin' },
): Promise<string> {
  // Loaded on the first account: files that make none do not load the API's modules.
  const [{ loadEnv }, { provisionDirectly }] = await Promise.all([
    import('../../apps/api/src/config/env'),
    import('../../apps/api/src/cli/create-admin-directly'),
  ]);
  // Hashed at the cost the app under test runs with (app-stack.ts), as its own sign-ups are.
  const env = loadEnv({
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    PASSWORD_HASH_COST: 'minimal',
  });
  return provisionDirectly(env, request, () => Promise.resolve(STRONG_PASSWORD));
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
