import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadEnv } from '../config/env';
import {
  collectDataFolderState,
  formatSize,
  workFolder,
  writeArchive,
} from '../db/backup/backup-archive';
import { recipientsOf } from '../db/backup/backup-encryption';
import { BackupError } from '../db/backup/backup-error';
import {
  backupFileName,
  backupFolder,
  keepNewest,
  prepareDestination,
} from '../db/backup/backup-folder';
import { backupEmbedded } from '../db/backup/embedded-backup';
import { appliedMigrations, dumpPostgres } from '../db/backup/postgres-backup';
import { callersPath, commandLine, runCommand } from './command-line';

const USAGE = `Backs up the shop: the database (orders, accounts, sessions, settings, pictures) and the
data folder's session secret and mail outbox, as one .tar.gz, encrypted to BACKUP_RECIPIENT's
age public key (.tar.gz.age). Never the TOTP key: keep TOTP_ENCRYPTION_KEY apart.

  npm run backup                   into BACKUP_DIR (default backups/ here; production must set
                                   it), keeping the newest BACKUP_KEEP (14) there
  npm run backup -- <file>         one backup to this file, kept until you delete it
  npm run backup -- --unencrypted  production without BACKUP_RECIPIENT: write it unencrypted

With DATABASE_URL: pg_dump's custom format. Without it: the embedded database in DATA_DIR,
through the running server when there is one (only it may open the folder). Either way the
shop keeps serving. Files are written readable by you alone (folders 0700, files 0600).
Restore with \`npm run restore -- --identity <private key file> <file>\`.`;

async function main(): Promise<string> {
  const { positionals, values } = commandLine(USAGE, 1, { unencrypted: { type: 'boolean' } });
  const env = loadEnv();
  const driver = env.DATABASE_URL ? 'postgres' : 'pglite';
  const recipients = recipientsOf(env.BACKUP_RECIPIENT);
  if (recipients.length === 0 && env.NODE_ENV === 'production' && !values.unencrypted) {
    throw new BackupError(
      'BACKUP_RECIPIENT is not set: production backups are encrypted to an age public key ' +
        '(docs/deploy.md). Set it, or run with --unencrypted to write one in the clear. ' +
        'Nothing was written.',
    );
  }
  const [given] = positionals;
  const folder = given ? null : backupFolder(env);
  const file = given
    ? callersPath(given)
    : path.join(folder!, backupFileName(driver, recipients.length > 0));
  if (existsSync(file)) {
    throw new BackupError(`${file} already exists: give another file name (nothing was written).`);
  }
  prepareDestination(env, file, folder !== null);

  const written = await backup(env, driver, file, recipients);
  const removed = folder ? keepNewest(folder, env.BACKUP_KEEP) : [];
  return [
    `Backed up ${written.what} to ${file} (${formatSize(written.size)}).`,
    recipients.length > 0
      ? `Encrypted to ${recipients.join(', ')}: restoring needs its private key.`
      : 'Not encrypted (no BACKUP_RECIPIENT): it holds password hashes and the session secret.',
    ...(removed.length > 0
      ? [`Deleted ${removed.length} older backup(s), keeping the newest ${env.BACKUP_KEEP}.`]
      : []),
  ].join('\n');
}

async function backup(
  env: ReturnType<typeof loadEnv>,
  driver: 'pglite' | 'postgres',
  file: string,
  recipients: string[],
): Promise<{ what: string; size: number }> {
  if (!env.DATABASE_URL) {
    const { size, throughServer } = await backupEmbedded(env.DATA_DIR, file, recipients);
    const how = throughServer ? ' (taken by the running server)' : '';
    return { what: `the embedded database in ${path.resolve(env.DATA_DIR)}${how}`, size };
  }
  const [work, removeWork] = workFolder();
  try {
    const shown = await dumpPostgres(env.DATABASE_URL, work);
    collectDataFolderState(env.DATA_DIR, work);
    const manifest = {
      format: 'ninetonine-backup',
      version: 1,
      driver,
      createdAt: new Date().toISOString(),
      migrations: await appliedMigrations(env.DATABASE_URL),
    } as const;
    const size = await writeArchive(work, file, manifest, recipients);
    return { what: `the PostgreSQL database ${shown}`, size };
  } finally {
    removeWork();
  }
}

runCommand('backup', USAGE, main);
