import { API_BASE_PATH, CSRF_HEADER, CSRF_HEADER_VALUE } from '@ninetonine/contract';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROOT } from '#src/config/env';
import { CONTROL_FILE_NAME } from '#src/control/local-control';
import { LOCK_FILE_NAME } from '#src/db/data-dir-lock';
import { createAdminCommand, runCommand } from './create-admin-cli';
import { NPM_START_ENTRY, startServerProcess, type ServerProcess } from './server-process';
import { TEST_DB } from './test-app';

const SERVER_ENTRY = path.join(API_ROOT, 'dist/server.js');
const BASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const PASSWORD = 'saffron-lantern-2024';

/**
 * The report, replayed: `npm start` running, then `npm run create-admin` in another
 * terminal. The account must work on the running server at once.
 */
describe('create-admin while `npm start` runs', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'nt-start-'));
  const dbName = `nt_start_${process.pid}_${randomBytes(4).toString('hex')}`;
  const dbUrl = Object.assign(new URL(BASE_URL), { pathname: `/${dbName}` }).toString();
  const dbEnv: Record<string, string> =
    TEST_DB === 'postgres' ? { DATABASE_URL: dbUrl } : { DATA_DIR: dataDir };
  let server: ServerProcess;

  const adminQuery = async (sql: string) => {
    const client = new pg.Client({ connectionString: BASE_URL });
    await client.connect();
    await client.query(sql);
    await client.end();
  };
  const signIn = (email: string, password: string) =>
    fetch(`${server.baseUrl}${API_BASE_PATH}/auth/signIn`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE },
      body: JSON.stringify({ email, password }),
    });
  /** The cookies a response set, as a browser would send them back. */
  const cookiesOf = (res: Response) =>
    res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
  const call = (url: string, cookie: string, init: RequestInit = {}) =>
    fetch(`${server.baseUrl}${API_BASE_PATH}${url}`, {
      ...init,
      headers: { cookie, [CSRF_HEADER]: CSRF_HEADER_VALUE, 'content-type': 'application/json' },
    });
  const createAdmin = (args: string[], stdin = '') =>
    runCommand(createAdminCommand(args), { ...dbEnv, DATA_DIR: dataDir }, stdin);

  beforeAll(async () => {
    if (TEST_DB === 'postgres') await adminQuery(`CREATE DATABASE ${dbName}`);
    server = await startServerProcess(
      {
        ...dbEnv,
        DATA_DIR: dataDir,
        HOME: process.env.HOME ?? '',
        SESSION_SECRET: 'create-admin-tests-only-secret-0123456789',
        // A configured (emulated) project: `npm start` starts no emulator of its own here.
        FIREBASE_PROJECT_ID: 'demo-ninetonine',
        FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9',
      },
      { entry: NPM_START_ENTRY },
    );
  }, 90_000);
  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    if (TEST_DB === 'postgres') await adminQuery(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  });

  it('creates an admin who can sign in to the running server at once', async () => {
    const result = await createAdmin(
      ['--email', 'owner@ninetonine.test', '--name', 'Owner'],
      `${PASSWORD}\n`,
    );
    expect(result.stderr).toBe('');
    expect(result.stdout).toMatch(/Admin account created for owner@ninetonine\.test/);
    expect(result.code).toBe(0);

    const res = await signIn('owner@ninetonine.test', PASSWORD);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { userData: { role: string } }).userData.role).toBe('admin');
  }, 60_000);

  it('creates a staff member, and promotes without asking for a password', async () => {
    const staff = await createAdmin(
      ['--email', 'cook@ninetonine.test', '--name', 'Cook', '--role', 'staff'],
      `${PASSWORD}\n`,
    );
    expect(staff.stdout).toMatch(/Staff account created for cook@ninetonine\.test/);
    const again = await createAdmin(['--email', 'cook@ninetonine.test', '--role', 'staff']);
    expect(again.stdout).toMatch(/already a staff member/);
    const staffSession = cookiesOf(await signIn('cook@ninetonine.test', PASSWORD));
    expect((await call('/auth/user/profile', staffSession)).status).toBe(200);
    const promoted = await createAdmin(['--email', 'cook@ninetonine.test']);
    expect(promoted.stdout).toMatch(/cook@ninetonine\.test is now an admin/);
    // The staff session is over; a fresh sign-in holds the new rights.
    expect((await call('/auth/user/profile', staffSession)).status).toBe(401);
    const res = await signIn('cook@ninetonine.test', PASSWORD);
    const cook = (await res.json()) as { userData: { _id: string; role: string } };
    expect(cook.userData.role).toBe('admin');
    // Both grants are in the audit log, by the command line.
    const log = await call(
      `/staff/audit?entityType=user&entityId=${cook.userData._id}`,
      cookiesOf(res),
    );
    const { entries } = (await log.json()) as {
      entries: { actor: unknown; before: unknown; after: unknown }[];
    };
    const commandLine = { _id: null, label: 'command line (npm run create-admin)' };
    expect(entries).toEqual([
      expect.objectContaining({
        actor: commandLine,
        before: { role: 'staff' },
        after: { role: 'admin' },
      }),
      expect.objectContaining({ actor: commandLine, before: null, after: { role: 'staff' } }),
    ]);
  }, 60_000);

  it('refuses an account registered with an unconfirmed address, and changes nothing', async () => {
    const registered = await fetch(`${server.baseUrl}${API_BASE_PATH}/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE },
      body: JSON.stringify({
        name: 'Early Bird',
        email: 'chef@ninetonine.test',
        password: PASSWORD,
      }),
    });
    expect(registered.status).toBe(201);
    const session = cookiesOf(registered);

    const result = await createAdmin(
      ['--email', 'chef@ninetonine.test', '--role', 'staff'],
      'another-password-2024\n',
    );
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      /never confirmed the email, so the account may belong to someone/,
    );
    expect(result.stderr).toMatch(/run this command again; or use a different address/);
    // Its session, password and role are as they were.
    const profile = await call('/auth/user/profile', session);
    expect(profile.status).toBe(200);
    expect(((await profile.json()) as { user: { role: string } }).user.role).toBe('customer');
    expect((await signIn('chef@ninetonine.test', PASSWORD)).status).toBe(200);
    expect((await signIn('chef@ninetonine.test', 'another-password-2024')).status).toBe(401);
  }, 60_000);

  it('answers nobody without the control token', async () => {
    const res = await fetch(`${server.baseUrl}${API_BASE_PATH}/internal/staff-accounts`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [CSRF_HEADER]: CSRF_HEADER_VALUE,
        'x-ninetonine-control-token': 'guessed',
      },
      body: JSON.stringify({
        email: 'intruder@ninetonine.test',
        name: 'Intruder',
        role: 'admin',
        password: PASSWORD,
      }),
    });
    expect(res.status).toBe(404);
    expect((await signIn('intruder@ninetonine.test', PASSWORD)).status).toBe(401);
  });

  it('refuses a weak password through the server and creates nothing', async () => {
    const result = await createAdmin(['--email', 'weak@ninetonine.test'], 'password123\n');
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/too common/);
    expect((await signIn('weak@ninetonine.test', 'password123')).status).toBe(401);
  }, 60_000);

  // The embedded database's own rules (PostgreSQL has many owners by design).
  if (TEST_DB === 'pglite') {
    it('keeps the embedded database single-owner: a second server is refused with the reason', async () => {
      expect(existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(true);
      const second = await runCommand(
        [process.execPath, [SERVER_ENTRY]],
        {
          DATA_DIR: dataDir,
          PORT: '0',
          HOST: '127.0.0.1',
          WEB_DIST_DIR: '/nonexistent',
          SESSION_SECRET: 'create-admin-tests-only-secret-0123456789',
        },
        '',
      );
      expect(second.code).toBe(1);
      expect(second.stderr).toMatch(
        /in use by another NineToNine process \(the API server, pid \d+/,
      );
      // The first server is unharmed.
      expect((await signIn('owner@ninetonine.test', PASSWORD)).status).toBe(200);
    }, 60_000);
  }

  // The embedded database's own rules (PostgreSQL has many owners by design).
  if (TEST_DB === 'pglite') {
    it('frees the folder on shutdown, and the command then opens it itself', async () => {
      await server.stop();
      expect(existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(false);
      expect(existsSync(path.join(dataDir, CONTROL_FILE_NAME))).toBe(false);
      const result = await createAdmin(['--email', 'late@ninetonine.test'], `${PASSWORD}\n`);
      expect(result.stdout).toMatch(/Admin account created for late@ninetonine\.test/);
      expect(existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(false);
    }, 60_000);
  }
});
