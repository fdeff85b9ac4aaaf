import { loadEnv } from '../config/env';
import { readArchive, workFolder } from '../db/backup/backup-archive';
import { BackupError } from '../db/backup/backup-error';
import { restoreDataFolderState, restoreEmbedded } from '../db/backup/embedded-backup';
import { restorePostgres } from '../db/backup/postgres-backup';
import { ownDataDir } from '../db/data-dir-lock';
import { knownMigrations } from '../db/migrations';
import { callersPath, commandLine, runCommand, UsageError } from './command-line';

const USAGE = `Puts a backup from \`npm run backup\` back: the database and the data folder's session
secret and mail outbox, so accounts, sessions, orders, settings and pictures are as they were.

  npm run restore -- <file>
  npm run restore -- --identity <private key file> <file.tar.gz.age>

An encrypted backup needs the age private key it was encrypted to (age-keygen's file), brought
to this machine for the restore and taken away after. The TOTP key is not in a backup: set
TOTP_ENCRYPTION_KEY as it was (or keep the data folder's), or staff codes stop working (their
recovery codes still do).

Into DATABASE_URL (pg_restore --clean, in one transaction), or the embedded database in
DATA_DIR (what it replaces is kept beside it). Refused while a server runs on that database:
stop every server first, then start them after.`;

async function main(): Promise<string> {
  const { positionals, values } = commandLine(USAGE, 1, { identity: { type: 'string' } });
  const [given] = positionals;
  if (!given) throw new UsageError('Which backup? Give its file.');
  const file = callersPath(given);
  const identity = values.identity === undefined ? undefined : callersPath(values.identity);
  const env = loadEnv();
  const [work, removeWork] = workFolder();
  try {
    const manifest = await readArchive(file, work, identity);
    const target = env.DATABASE_URL ? 'postgres' : 'pglite';
    const kind = (driver: string) =>
      driver === 'postgres' ? 'a PostgreSQL database' : 'the embedded database';
    if (manifest.driver !== target) {
      throw new BackupError(
        `${file} is a backup of ${kind(manifest.driver)}, but this configuration uses ` +
          `${kind(target)} (${env.DATABASE_URL ? 'DATABASE_URL is set' : 'no DATABASE_URL'}). Nothing was changed.`,
      );
    }
    if (manifest.migrations > knownMigrations()) {
      throw new BackupError(
        `${file} was taken with a newer release (${manifest.migrations} migrations; this one ` +
          `knows ${knownMigrations()}): restore it with that release. Nothing was changed.`,
      );
    }
    const taken = `backed up ${manifest.createdAt}`;
    if (!env.DATABASE_URL) {
      const previous = await restoreEmbedded(env.DATA_DIR, work);
      const restored = `Restored ${file} (${taken}) into the embedded database in ${env.DATA_DIR}.`;
      return previous
        ? `${restored}\nWhat it replaced is kept in ${previous}: delete that folder once the shop looks right.`
        : restored;
    }
    const shown = await restorePostgres(env.DATABASE_URL, work);
    ownDataDir(env.DATA_DIR);
    restoreDataFolderState(work, env.DATA_DIR);
    return `Restored ${file} (${taken}) into the PostgreSQL database ${shown}.`;
  } finally {
    removeWork();
  }
}

runCommand('restore', USAGE, main);
