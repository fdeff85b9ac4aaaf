import { generateX25519Identity, identityToRecipient } from 'age-encryption';
import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { cliCommand, runCommand } from './create-admin-cli';
import { databaseUrl } from './database-templates';
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
