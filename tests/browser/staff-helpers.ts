import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { STRONG_PASSWORD, uniqueEmail } from './auth-helpers';
import type { BrowserStack } from './harness';

const ROOT = path.resolve(import.meta.dirname, '../..');
const TSX = path.join(ROOT, 'node_modules/.bin/tsx');
const CLI = path.join(ROOT, 'apps/api/src/cli/create-admin.ts');
const run = promisify(execFile);

export interface StaffAccount {
  email: string;
  password: string;
  name: string;
}

/**
 * A staff member or admin, made the way a restaurant makes its first one: `npm run create-admin`
 * in a terminal while the app runs (the command goes through the running server, which owns the
 * embedded database). Sign in with it at /signin.
 */
export async function createStaffAccount(
  t: Pick<BrowserStack, 'dataDir'>,
  role: 'staff' | 'admin',
  name = role === 'admin' ? 'Asha Admin' : 'Sam Staff',
): Promise<StaffAccount> {
  const email = uniqueEmail(role);
  const child = run(TSX, [CLI, '--email', email, '--name', name, '--role', role], {
    env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'test', DATA_DIR: t.dataDir },
  });
  child.child.stdin?.end(`${STRONG_PASSWORD}\n`);
  const { stdout } = await child;
  if (!/account created/.test(stdout)) throw new Error(`create-admin said: ${stdout}`);
  return { email, password: STRONG_PASSWORD, name };
}
