import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { knownMigrations } from '#src/db/migrations';
import { cliCommand } from './create-admin-cli';
import { databaseUrl, testDatabaseUrl } from './database-templates';
import { startServerProcess } from './server-process';
import { TEST_DB } from './test-app';

function run(args: [string, string[]], env: Record<string, string>) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(args[0], args[1], {
      env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'test', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += String(d)));
    child.stderr.on('data', (d) => (stderr += String(d)));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

async function adminQuery(sql: string) {
  const client = new pg.Client({ connectionString: testDatabaseUrl() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** `npm run migrate` on this project's database: applies what is pending, once. */
describe(`npm run migrate (${TEST_DB})`, () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'nt-migrate-'));
  const dbName = `nt_migrate_${process.pid}_${randomBytes(4).toString('hex')}`;
  const env: Record<string, string> =
    TEST_DB === 'postgres'
      ? { DATA_DIR: dataDir, DATABASE_URL: databaseUrl(dbName) }
      : { DATA_DIR: dataDir };
  const migrate = () => run(cliCommand('migrate', []), env);

  afterAll(async () => {
    rmSync(dataDir, { recursive: true, force: true });
    if (TEST_DB === 'postgres') await adminQuery(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  });

  it('applies every migration to a new database, then finds nothing to do', async () => {
    if (TEST_DB === 'postgres') await adminQuery(`CREATE DATABASE ${dbName}`);
    const first = await migrate();
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    expect(first.stdout).toMatch(
      new RegExp(`^Applied ${knownMigrations()} migration\\(s\\) to the .*: 0000_init, `),
    );
    const second = await migrate();
    expect(second.code).toBe(0);
    expect(second.stdout.trim()).toMatch(
      new RegExp(`^Nothing to apply: the .* is current \\(${knownMigrations()} migrations\\)\\.$`),
    );
  }, 60_000);

  it('leaves a running server be: it migrated at start', async () => {
    const server = await startServerProcess({ ...env, HOME: process.env.HOME ?? '' });
    try {
      const result = await migrate();
      expect(result.code).toBe(0);
      expect(result.stdout).toMatch(
        TEST_DB === 'postgres'
          ? /^Nothing to apply/
          : /^The server running on .* \(pid \d+\) migrated the embedded database .* nothing to do\./,
      );
    } finally {
      await server.stop();
    }
  }, 60_000);
});
