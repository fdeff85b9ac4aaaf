import { API_BASE_PATH, CSRF_HEADER, CSRF_HEADER_VALUE } from '@ninetonine/contract';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { STRONG_PASSWORD, uniqueEmail } from './auth-helpers';
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

const ALWAYS_OPEN = Array.from({ length: 7 }, () => [{ opens: '00:00', closes: '24:00' }]);

/** Whatever the hour a test runs at, the kitchen takes orders now (an admin's settings change). */
export async function openAllDay(baseUrl: string, admin: StaffAccount): Promise<void> {
  const signedIn = await fetch(`${baseUrl}${API_BASE_PATH}/auth/signIn`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE },
    body: JSON.stringify({ email: admin.email, password: admin.password }),
  });
  const cookie = signedIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const res = await fetch(`${baseUrl}${API_BASE_PATH}/staff/settings`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE, cookie },
    body: JSON.stringify({ openingHours: ALWAYS_OPEN }),
  });
  if (res.status !== 200) throw new Error(`opening hours: ${res.status} ${await res.text()}`);
}
