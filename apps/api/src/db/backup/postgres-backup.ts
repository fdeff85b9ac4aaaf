import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { ADVISORY_LOCK_CLASS, SERVING_LOCK } from '../migrations';
import { DATABASE_FILE } from './backup-archive';
import { BackupError } from './backup-error';

/**
 * pg_dump / pg_restore: Debian's newest under /usr/lib/postgresql (a dump needs a pg_dump at
 * least as new as the server), else whichever is on PATH.
 */
export function postgresTool(name: 'pg_dump' | 'pg_restore'): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(path.join(root, v, 'bin', name)))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions[0]) return path.join(root, versions[0], 'bin', name);
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (dir && existsSync(path.join(dir, name))) return path.join(dir, name);
  }
  throw new BackupError(
    `${name} was not found (on PATH or under /usr/lib/postgresql). Install PostgreSQL's client ` +
      'tools, at least as new as the server: apt-get install postgresql-client.',
  );
}

/** The URL without its password, which goes in PGPASSWORD: never on a command line `ps` shows. */
function connection(url: string): { dbname: string; env: NodeJS.ProcessEnv; shown: string } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return {
    dbname: parsed.toString(),
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
    shown: `${parsed.host}${parsed.pathname}`,
  };
}

async function run(tool: string, args: string[], env: NodeJS.ProcessEnv) {
  try {
    await promisify(execFile)(tool, args, { env, maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const stderr = String((error as { stderr?: unknown }).stderr ?? '').trim();
    throw new BackupError(`${path.basename(tool)} failed: ${stderr || (error as Error).message}`);
  }
}

/** pg_dump's custom format of the whole database (pictures included: they are rows). */
export async function dumpPostgres(url: string, work: string): Promise<string> {
  const { dbname, env, shown } = connection(url);
  const file = path.join(work, DATABASE_FILE.postgres);
  await run(postgresTool('pg_dump'), ['--format=custom', '--file', file, '--dbname', dbname], env);
  return shown;
}

/** How many migrations the database has applied (for the manifest). */
export async function appliedMigrations(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // Two statements: PostgreSQL resolves a table named in a query even where it is not read.
    const { rows: table } = await client.query<{ present: boolean }>(
      "select to_regclass('drizzle.__drizzle_migrations') is not null as present",
    );
    if (!table[0]?.present) return 0;
    const { rows } = await client.query<{ n: number }>(
      'select count(*)::int as n from drizzle.__drizzle_migrations',
    );
    return rows[0]?.n ?? 0;
  } finally {
    await client.end();
  }
}

/**
 * Restores the dump into the database, in one transaction (a failure changes nothing). Holds the
 * serving lock EXCLUSIVE meanwhile: refused while any server runs on the database (each holds it
 * shared, see serving-lock.ts), and a server starting during the restore waits for its end.
 */
export async function restorePostgres(url: string, work: string): Promise<string> {
  const { dbname, env, shown } = connection(url);
  const tool = postgresTool('pg_restore');
  const guard = new pg.Client({ connectionString: url, application_name: 'npm run restore' });
  guard.on('error', () => {});
  await guard.connect();
  try {
    const { rows } = await guard.query<{ locked: boolean }>(
      'select pg_try_advisory_lock($1, $2) as locked',
      [ADVISORY_LOCK_CLASS, SERVING_LOCK],
    );
    if (!rows[0]?.locked) {
      const { rows: holders } = await guard.query<{ n: number }>(
        `select count(*)::int as n from pg_locks
          where locktype = 'advisory' and classid = $1 and objid = $2 and granted
            and database = (select oid from pg_database where datname = current_database())`,
        [ADVISORY_LOCK_CLASS, SERVING_LOCK],
      );
      throw new BackupError(
        `Cannot restore into ${shown}: ${holders[0]?.n ?? 'a'} NineToNine server(s) are running ` +
          'on it. Stop every server that uses this database, run `npm run restore` again, then ' +
          'start them. Nothing was changed.',
      );
    }
    await run(
      tool,
      [
        '--clean',
        '--if-exists',
        '--no-owner',
        '--no-privileges',
        '--single-transaction',
        '--exit-on-error',
        '--dbname',
        dbname,
        path.join(work, DATABASE_FILE.postgres),
      ],
      env,
    );
    return shown;
  } finally {
    // Ending the session releases the lock.
    await guard.end().catch(() => {});
  }
}
