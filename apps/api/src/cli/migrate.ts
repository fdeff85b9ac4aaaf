import { loadEnv } from '../config/env';
import { readControlFile } from '../control/local-control';
import { BackupError } from '../db/backup/backup-error';
import { openDatabase } from '../db/client';
import { DataDirInUseError } from '../db/data-dir-lock';
import { positionals, runCommand } from './command-line';

const USAGE = `Applies the database migrations this release carries, then says where the schema is.

  npm run migrate

Uses the server's database: DATABASE_URL (under a PostgreSQL advisory lock, so any number of
instances or jobs starting at once take turns and apply each migration once), or the embedded
one in DATA_DIR. Run it before starting a new release's servers with NODE_ENV=production: they
refuse to serve a schema that is behind. The embedded database migrates itself at start.`;

async function main(): Promise<string> {
  positionals(USAGE, 0);
  const env = loadEnv();
  const where = env.DATABASE_URL
    ? 'the PostgreSQL database'
    : `the embedded database in ${env.DATA_DIR}`;
  if (!env.DATABASE_URL) {
    const control = readControlFile(env.DATA_DIR);
    if (control) {
      return `The server running on ${env.DATA_DIR} (pid ${control.pid}) migrated ${where} when it started: nothing to do.`;
    }
  }
  let database;
  try {
    database = await openDatabase({
      url: env.DATABASE_URL,
      dataDir: env.DATA_DIR,
      purpose: 'npm run migrate',
    });
  } catch (error) {
    if (error instanceof DataDirInUseError) throw new BackupError(error.message);
    throw error;
  }
  try {
    const applied = await database.migrate();
    const { known, pending } = await database.schemaStatus();
    if (pending.length) throw new Error(`still pending after migrating: ${pending.join(', ')}`);
    return applied.length
      ? `Applied ${applied.length} migration(s) to ${where}: ${applied.join(', ')}. The schema is current (${known} migrations).`
      : `Nothing to apply: ${where} is current (${known} migrations).`;
  } finally {
    await database.close();
  }
}

runCommand('migrate', USAGE, main);
