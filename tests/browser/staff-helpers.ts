import { API_BASE_PATH, CSRF_HEADER, CSRF_HEADER_VALUE } from '@ninetonine/contract';
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

/** An account's own API session from Node: `call(method, path, body?)`. */
export async function apiAs(baseUrl: string, account: { email: string; password: string }) {
  const signIn = await fetch(`${baseUrl}${API_BASE_PATH}/auth/signIn`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  expect(signIn.status).toBe(200);
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${baseUrl}${API_BASE_PATH}${path}`, {
      method,
      headers: { 'content-type': 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE, cookie },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    expect(res.status, `${method} ${path}`).toBeLessThan(300);
    return res.json() as Promise<Record<string, unknown>>;
  };
}
