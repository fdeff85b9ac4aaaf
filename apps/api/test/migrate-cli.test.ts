import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { knownMigrations } from '#src/db/migrations';
import { cliCommand, runCommand } from './create-admin-cli';
import { adminQuery, databaseUrl } from './database-templates';
import { startServerProcess } from './server-process';
import { TEST_DB } from './test-app';

/** `npm run migrate` on this project's database: applies what is pending, once. */
describe(`npm run migrate (${TEST_DB})`, () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'nt-migrate-'));
  const dbName = `nt_migrate_${process.pid}_${randomBytes(4).toString('hex')}`;
  const env: Record<string, string> =
    TEST_DB === 'postgres'
      ? { DATA_DIR: dataDir, DATABASE_URL: databaseUrl(dbName) }
      : { DATA_DIR: dataDir };
  const migrate = () => runCommand(cliCommand('migrate', []), env);

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
