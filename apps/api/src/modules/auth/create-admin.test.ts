import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { API_ROOT, loadEnv, REPO_ROOT } from '../../config/env';
import { openDatabase } from '../../db/client';
import { TEST_DB } from '../../../test/test-app';
import { testBrowser } from '../../../test/test-browser';

const TSX = path.join(REPO_ROOT, 'node_modules/.bin/tsx');
const CLI = path.join(API_ROOT, 'src/cli/create-admin.ts');
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

function runCli(args: string[], stdin: string, env: Record<string, string>) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(TSX, [CLI, ...args], {
      // Only what the CLI needs: never the test runner's own database settings.
      env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'test', ...env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += String(d)));
    child.stderr.on('data', (d) => (stderr += String(d)));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(stdin);
  });
}

describe('npm run create-admin', () => {
  const scratch = scratchDatabase();
  beforeAll(() => scratch.create());
  afterAll(() => scratch.drop());

  async function signIn(email: string, password: string) {
    const database = await scratch.open();
    const app = await buildApp({
      env: loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent' }),
      database,
      sessionSecret: randomBytes(32).toString('hex'),
      logger: false,
    });
    try {
      const res = await testBrowser(app).post('/signIn', { email, password });
      return { status: res.statusCode, body: res.json() };
    } finally {
      await app.close();
      await database.close();
    }
  }

  it('creates an admin from a piped password, who can then sign in', async () => {
    const run = await runCli(
      ['--email', 'Chef@NineToNine.test', '--name', 'Head Chef'],
      'saffron-lantern-2024\n',
      scratch.env,
    );
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/Admin account created for chef@ninetonine\.test/);

    const res = await signIn('chef@ninetonine.test', 'saffron-lantern-2024');
    expect(res.status).toBe(200);
    expect(res.body.userData).toMatchObject({ role: 'admin', name: 'Head Chef' });
  }, 60_000);

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

  it('promotes an existing account, keeping its password', async () => {
    const database = await scratch.open();
    const app = await buildApp({
      env: loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent' }),
      database,
      sessionSecret: randomBytes(32).toString('hex'),
      logger: false,
    });
    const account = await testBrowser(app).register({ email: 'cook@ninetonine.test' });
    await app.close();
    await database.close();

    const run = await runCli(['--email', 'COOK@ninetonine.test'], '', scratch.env);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/now an admin/);
    const res = await signIn('cook@ninetonine.test', account.password);
    expect(res.body.userData.role).toBe('admin');
  }, 60_000);
});
