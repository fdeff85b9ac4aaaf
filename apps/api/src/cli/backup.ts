import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { loadEnv } from '../config/env';
import {
  collectDataFolderState,
  formatSize,
  workFolder,
  writeArchive,
  BackupError,
} from '../db/backup/backup-archive';
import { backupEmbedded } from '../db/backup/embedded-backup';
import { appliedMigrations, dumpPostgres } from '../db/backup/postgres-backup';
import { callersPath, positionals, runCommand } from './command-line';

const USAGE = `Backs up the shop: the database (orders, accounts, sessions, settings, pictures) and the
data folder's session secret and mail outbox, as one .tar.gz.

  npm run backup [file]     (default: ninetonine-backup-<database>-<time>.tar.gz here)

With DATABASE_URL: pg_dump's custom format. Without it: the embedded database in DATA_DIR,
through the running server when there is one (only it may open the folder). Either way the
shop keeps serving.
Restore with \`npm run restore <file>\`. The file holds password hashes and the session
secret: it is written readable by you alone; keep it so.`;

async function main(): Promise<string> {
  const [given] = positionals(USAGE, 1);
  const env = loadEnv();
  const driver = env.DATABASE_URL ? 'postgres' : 'pglite';
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = callersPath(given ?? `ninetonine-backup-${driver}-${stamp}.tar.gz`);
  if (existsSync(file)) {
    throw new BackupError(`${file} already exists: give another file name (nothing was written).`);
  }
  mkdirSync(path.dirname(file), { recursive: true });

  if (!env.DATABASE_URL) {
    const { size, throughServer } = await backupEmbedded(env.DATA_DIR, file);
    const how = throughServer ? ' (taken by the running server)' : '';
    return `Backed up the embedded database in ${path.resolve(env.DATA_DIR)}${how} to ${file} (${formatSize(size)}).`;
  }
  const [work, removeWork] = workFolder();
  try {
    const shown = await dumpPostgres(env.DATABASE_URL, work);
    collectDataFolderState(env.DATA_DIR, work);
    const size = await writeArchive(work, file, {
      format: 'ninetonine-backup',
      version: 1,
      driver: 'postgres',
      createdAt: new Date().toISOString(),
      migrations: await appliedMigrations(env.DATABASE_URL),
    });
    return `Backed up the PostgreSQL database ${shown} to ${file} (${formatSize(size)}).`;
  } finally {
    removeWork();
  }
}

runCommand('backup', USAGE, main);
