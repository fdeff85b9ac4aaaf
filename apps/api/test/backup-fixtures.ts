import { generateX25519Identity, identityToRecipient } from 'age-encryption';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, inject } from 'vitest';
import { cliCommand, runCommand } from './create-admin-cli';
import {
  adminQuery,
  createDatabaseFrom,
  databaseUrl,
  unpackPgliteTemplate,
} from './database-templates';
import { TEST_DB } from './test-app';

/** An age key pair as `age-keygen` makes one: the private key's file here, and the public key. */
export async function backupKeyPair(folder: string, name = 'backup-key.txt') {
  const identity = await generateX25519Identity();
  const identityFile = path.join(folder, name);
  writeFileSync(identityFile, `# created by a test\n${identity}\n`, { mode: 0o600 });
  return { identityFile, recipient: await identityToRecipient(identity) };
}

/** A data folder, and what embedded restores moved aside beside it. */
export function removeDataFolder(dataDir: string): void {
  for (const entry of readdirSync(path.dirname(dataDir))) {
    if (entry.startsWith(`${path.basename(dataDir)}.before-restore-`)) {
      rmSync(path.join(path.dirname(dataDir), entry), { recursive: true, force: true });
    }
  }
  rmSync(dataDir, { recursive: true, force: true });
}

/** The shop's database as the commands see it: its data folder, and on PostgreSQL its URL. */
export function shopDatabaseEnv(dataDir: string, dbName: string): Record<string, string> {
  return TEST_DB === 'postgres'
    ? { DATA_DIR: dataDir, DATABASE_URL: databaseUrl(dbName) }
    : { DATA_DIR: dataDir };
}

/**
 * `npm run backup` and `npm run restore` on that database, backups encrypted to the key pair
 * `keys()` gives once the tests' beforeAll has made it.
 */
export function backupCommands(
  dbEnv: Record<string, string>,
  keys: () => { identityFile: string; recipient: string },
) {
  const cli = (name: 'backup' | 'restore', args: string[], env: Record<string, string> = {}) =>
    runCommand(cliCommand(name, args), {
      ...dbEnv,
      LOG_LEVEL: 'silent',
      BACKUP_RECIPIENT: keys().recipient,
      ...env,
    });
  const restoreWithKey = (backup: string, env?: Record<string, string>) =>
    cli('restore', ['--identity', keys().identityFile, backup], env);
  return { cli, restoreWithKey };
}

/**
 * A backup test file's scratch shop: a data folder; a folder for backups, with the age key pair
 * backups are encrypted to; on PostgreSQL a database of its own. Made before the file's tests,
 * migrated (the file's beforeAll fills the database), removed after them; and the commands on it.
 */
export function useBackupScratch(name: string) {
  const dataDir = mkdtempSync(path.join(tmpdir(), `nt-${name}-data-`));
  const backups = mkdtempSync(path.join(tmpdir(), `nt-${name}-files-`));
  const dbName = `nt_${name.replaceAll('-', '_')}_${process.pid}_${randomBytes(4).toString('hex')}`;
  const dbEnv = shopDatabaseEnv(dataDir, dbName);
  let keys: { identityFile: string; recipient: string } | undefined;
  const keyPair = () => keys!;

  beforeAll(async () => {
    keys = await backupKeyPair(backups);
    // Migrated, with the settings row: the run's bare template, copied (an empty database's
    // migrations, and on PGlite its initdb, cost seconds more).
    const bare = inject('databaseTemplates')?.bare;
    if (TEST_DB === 'postgres') {
      if (bare) await createDatabaseFrom(bare, dbName);
      else await adminQuery(`CREATE DATABASE ${dbName}`);
    } else if (bare) {
      await unpackPgliteTemplate(bare, dataDir, 'a backup test');
    }
  });
  afterAll(async () => {
    rmSync(backups, { recursive: true, force: true });
    removeDataFolder(dataDir);
    if (TEST_DB === 'postgres') await adminQuery(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  });
  return { dataDir, backups, dbName, dbEnv, keyPair, ...backupCommands(dbEnv, keyPair) };
}
