import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { API_BASE_PATH } from '@ninetonine/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app';
import { loadEnv } from '../../../config/env';
import { openDatabase, type DatabaseHandle } from '../../../db/client';
import { auditLog, users } from '../../../db/schema/index';
import { createAdminCommand, runCommand } from '#test/create-admin-cli';
import { TEST_DB } from '#test/test-app';
import { testBrowser } from '#test/test-browser';
import { COMMAND_LINE_ACTOR } from './staff-provisioning.service';

const BASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Where the CLI and the server meet: a temp DATA_DIR (PGlite) or a fresh PostgreSQL database. */
function scratchDatabase() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'nt-cli-'));
  const dbName = `nt_cli_${process.pid}_${randomBytes(4).toString('hex')}`;
  const url = new URL(BASE_URL);
  url.pathname = `/${dbName}`;
  const admin = async (sql: string) => {
    const c = new pg.Client({ connectionString: BASE_URL });
    await c.connect();
    await c.query(sql);
    await c.end();
  };
  return {
    env: (TEST_DB === 'postgres'
      ? { DATABASE_URL: url.toString() }
      : { DATA_DIR: dataDir }) as Record<string, string>,
    open: () =>
      TEST_DB === 'postgres' ? openDatabase({ url: url.toString() }) : openDatabase({ dataDir }),
    create: () => (TEST_DB === 'postgres' ? admin(`CREATE DATABASE ${dbName}`) : Promise.resolve()),
    drop: async () => {
      rmSync(dataDir, { recursive: true, force: true });
      if (TEST_DB === 'postgres') await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    },
  };
}

const runCli = (args: string[], stdin: string, env: Record<string, string>) =>
  runCommand(createAdminCommand(args), env, stdin);

describe('npm run create-admin', () => {
  const scratch = scratchDatabase();
  beforeAll(() => scratch.create());
  afterAll(() => scratch.drop());

  // One secret for every app this file builds: a session started in one is checked in the next.
  const sessionSecret = randomBytes(32).toString('hex');

  /** The app on the scratch database, closed again before the command runs (PGlite: one owner). */
  async function withApp<T>(use: (app: FastifyInstance, database: DatabaseHandle) => Promise<T>) {
    const database = await scratch.open();
    const app = await buildApp({
      env: loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent' }),
      database,
      sessionSecret,
      logger: false,
    });
    try {
      return await use(app, database);
    } finally {
      await app.close();
      await database.close();
    }
  }

  const signIn = (email: string, password: string) =>
    withApp(async (app) => {
      const res = await testBrowser(app).post('/signIn', { email, password });
      return { status: res.statusCode, body: res.json() };
    });

  /** The user's row and the audit entries about it. */
  async function stored(db: DatabaseHandle['db'], email: string) {
    const [user] = await db.select().from(users).where(eq(users.email, email));
    const entries = user
      ? await db.select().from(auditLog).where(eq(auditLog.entityId, user.id))
      : [];
    return { user, entries };
  }

  /** Registers a customer; answers its password and the cookies of the session it got. */
  const register = (email: string, opts: { proved: boolean }) =>
    withApp(async (app, { db }) => {
      const browser = testBrowser(app);
      const account = await browser.register({ email });
      if (opts.proved) {
        // As the owner opening the mailed link signed in: email and password proven (0070).
        await db
          .update(users)
          .set({ emailVerifiedAt: new Date(), passwordProvenAt: new Date() })
          .where(eq(users.email, email));
      }
      return { ...account, cookie: browser.cookieHeader(), before: await stored(db, email) };
    });

  /** The status a request with these cookies gets (a session ended meanwhile: 401). */
  const profileStatus = async (app: FastifyInstance, cookie: string) =>
    (await app.inject({ url: `${API_BASE_PATH}/auth/user/profile`, headers: { cookie } }))
      .statusCode;
  const roleAtSignIn = async (app: FastifyInstance, email: string, password: string) =>
    (await testBrowser(app).post('/signIn', { email, password })).json().userData.role;

  it('creates an admin from a piped password, who can then sign in', async () => {
    const run = await runCli(
      ['--email', 'Chef@NineToNine.test', '--name', 'Head Chef'],
      'saffron-lantern-2024\n',
      scratch.env,
    );
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/Admin account created for chef@ninetonine\.test/);

    const { res, entries } = await withApp(async (app, { db }) => {
      const res = await testBrowser(app).post('/signIn', {
        email: 'chef@ninetonine.test',
        password: 'saffron-lantern-2024',
      });
      return { res, entries: (await stored(db, 'chef@ninetonine.test')).entries };
    });
    expect(res.statusCode).toBe(200);
    // The address is proven from the start: the owner gets their mails (issue 34, item 11).
    expect(res.json().userData).toMatchObject({
      role: 'admin',
      name: 'Head Chef',
      emailVerified: true,
    });
    expect(entries).toEqual([
      expect.objectContaining({
        actorUserId: null,
        actorLabel: COMMAND_LINE_ACTOR.label,
        action: 'user.role',
        before: null,
        after: { role: 'admin' },
      }),
    ]);
  }, 120_000);

  it('refuses a weak password and creates nothing', async () => {
    const run = await runCli(['--email', 'weak@ninetonine.test'], 'password123\n', scratch.env);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/too common/);
    expect((await signIn('weak@ninetonine.test', 'password123')).status).toBe(401);
  }, 60_000);

  it('refuses a missing or invalid email with the usage', async () => {
    const run = await runCli(['--email', 'nope'], 'saffron-lantern-2024\n', scratch.env);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/--email/);
    expect(run.stderr).toMatch(/npm run create-admin/);
  }, 60_000);

  it('refuses an existing account whose email was never proved, changing nothing', async () => {
    // Someone registered the cook's address first: the grant must not reach them.
    const account = await register('line.cook@ninetonine.test', { proved: false });

    const run = await runCli(
      ['--email', account.email, '--role', 'staff'],
      'saffron-lantern-2024\n',
      scratch.env,
    );
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(/never confirmed the email, so the account may belong to someone/);
    expect(run.stderr).toMatch(/run this command again; or use a different address/);

    expect(account.before.user!.role).toBe('customer');
    await withApp(async (app, { db }) => {
      expect(await stored(db, account.email)).toEqual(account.before);
      expect(await profileStatus(app, account.cookie)).toBe(200);
      expect(await roleAtSignIn(app, account.email, account.password)).toBe('customer');
    });
  }, 120_000);

  it('promotes a proved account, keeping its password and ending its sessions', async () => {
    const account = await register('cook@ninetonine.test', { proved: true });

    const run = await runCli(['--email', 'COOK@ninetonine.test'], '', scratch.env);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/now an admin/);
    await withApp(async (app, { db }) => {
      // The session it had is over: it signs in again, and holds the new rights.
      expect(await profileStatus(app, account.cookie)).toBe(401);
      expect(await roleAtSignIn(app, account.email, account.password)).toBe('admin');
      expect((await stored(db, account.email)).entries).toEqual([
        expect.objectContaining({
          actorUserId: null,
          actorLabel: COMMAND_LINE_ACTOR.label,
          before: { role: 'customer' },
          after: { role: 'admin' },
        }),
      ]);
    });
  }, 120_000);
});
