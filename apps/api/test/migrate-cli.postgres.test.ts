import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
// drizzle's own record of applied migrations, as the backup manifest counts them (0: none yet).
import { appliedMigrations } from '#src/db/backup/postgres-backup';
import { openDatabase } from '#src/db/client';
import { knownMigrations } from '#src/db/migrations';
import { cliCommand, runCommand } from './create-admin-cli';
import { adminQuery, databaseUrl } from './database-templates';
import { startServerProcess } from './server-process';

/** `npm run migrate` as a deployment step on PostgreSQL (issue 23, item 4). */
describe('npm run migrate on PostgreSQL', () => {
  const made: string[] = [];
  const dataDir = mkdtempSync(path.join(tmpdir(), 'nt-migrate-'));
  const freshDatabase = async () => {
    const name = `nt_migrate_${process.pid}_${randomBytes(4).toString('hex')}`;
    await adminQuery(`CREATE DATABASE ${name}`);
    made.push(name);
    return databaseUrl(name);
  };
  const migrate = (url: string) =>
    runCommand(cliCommand('migrate', []), { DATABASE_URL: url, DATA_DIR: dataDir });

  afterAll(async () => {
    for (const name of made) await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('three at once on an empty database end with one schema, each migration applied once', async () => {
    const url = await freshDatabase();
    const results = await Promise.all([migrate(url), migrate(url), migrate(url)]);
    for (const result of results) {
      expect(result.stderr).toBe('');
      expect(result.code).toBe(0);
    }
    const outputs = results.map((r) => r.stdout.trim());
    // One applied everything; the two that waited for the lock found nothing left.
    expect(
      outputs.filter((o) => o.startsWith(`Applied ${knownMigrations()} migration(s)`)),
    ).toHaveLength(1);
    expect(outputs.filter((o) => o.startsWith('Nothing to apply'))).toHaveLength(2);
    expect(await appliedMigrations(url)).toBe(knownMigrations());

    const database = await openDatabase({ url });
    try {
      expect(await database.schemaStatus()).toEqual({ known: knownMigrations(), pending: [] });
    } finally {
      await database.close();
    }
  }, 120_000);

  it('reports every migration pending on an empty database', async () => {
    const database = await openDatabase({ url: await freshDatabase() });
    try {
      const status = await database.schemaStatus();
      expect(status.known).toBe(knownMigrations());
      expect(status.pending).toHaveLength(knownMigrations());
      expect(status.pending[0]).toBe('0000_init');
    } finally {
      await database.close();
    }
  });

  it('a production server refuses a schema that is behind, naming the command; after it, serves', async () => {
    const url = await freshDatabase();
    const production = {
      NODE_ENV: 'production',
      DATABASE_URL: url,
      DATA_DIR: dataDir,
      HOME: process.env.HOME ?? '',
      SESSION_SECRET: 'migrate-tests-only-secret-0123456789abcdef',
      TOTP_ENCRYPTION_KEY: 'cdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcd',
      PASSWORD_HASH_COST: 'owasp',
      PUBLIC_URL: 'http://127.0.0.1',
      MAIL_OUTBOX_DIR: path.join(dataDir, 'outbox'),
      FIREBASE_PROJECT_ID: 'ninetonine-tests',
    };
    const refused = await startServerProcess(production).then(
      async (server) => {
        await server.stop();
        return 'it started';
      },
      (error: Error) => error.message,
    );
    expect(refused).toMatch(/schema is behind this release: \d+ migration\(s\) not applied/);
    expect(refused).toContain('Run `npm run migrate` with the same DATABASE_URL');
    expect(await appliedMigrations(url)).toBe(0); // it changed nothing

    const migrated = await migrate(url);
    expect(migrated.code).toBe(0);
    const server = await startServerProcess(production);
    await server.stop();
  }, 120_000);
});
