import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { API_ROOT } from '../config/env';

export const migrationsFolder = path.join(API_ROOT, 'drizzle');

/**
 * Advisory lock keys (the two-int form, first int "ntnn"): one for applying migrations, one that
 * every running server holds shared so a restore can tell it would write under a live server.
 */
export const ADVISORY_LOCK_CLASS = 0x6e746e6e;
export const MIGRATE_LOCK = 1;
export const SERVING_LOCK = 2;

/** What the migrations folder holds against what the database has applied. */
export interface SchemaStatus {
  /** Migrations in the folder (the journal). */
  known: number;
  /** Tags of the journal's migrations not applied yet, oldest first. */
  pending: string[];
}

interface JournalEntry {
  tag: string;
  when: number;
}

let shipped: JournalEntry[] | undefined;

/**
 * The release's journal, read once: it cannot change under a running process, and /health/ready
 * asks for the schema's status on every probe a balancer sends.
 */
function journal(): JournalEntry[] {
  const file = path.join(migrationsFolder, 'meta/_journal.json');
  shipped ??= (JSON.parse(readFileSync(file, 'utf8')) as { entries: JournalEntry[] }).entries;
  return shipped;
}

/** How many migrations this release carries. */
export const knownMigrations = (): number => journal().length;

/** Runs one statement and returns its rows (pg's pool or client, or PGlite). */
export type QueryRows = (sql: string) => Promise<Record<string, unknown>[]>;

/**
 * "Behind" as drizzle's migrator decides it: a journal entry newer than the newest row of
 * drizzle.__drizzle_migrations is still to apply (all of them when the table is missing).
 */
export async function schemaStatus(query: QueryRows): Promise<SchemaStatus> {
  const entries = journal();
  const [table] = await query(
    "select to_regclass('drizzle.__drizzle_migrations') is not null as present",
  );
  let last = -Infinity;
  if (table?.present) {
    const [row] = await query(
      'select max(created_at)::text as last from drizzle.__drizzle_migrations',
    );
    if (row?.last != null) last = Number(row.last);
  }
  return {
    known: entries.length,
    pending: entries.filter((entry) => entry.when > last).map((entry) => entry.tag),
  };
}

/**
 * Applies the pending migrations on PostgreSQL under an advisory lock held on the one connection
 * that migrates: any number of servers or `npm run migrate` starting at once on an empty database
 * take turns, and each after the first finds nothing left to do. Returns what it applied.
 */
export async function migratePostgresLocked(url: string): Promise<string[]> {
  // Migrations may build indexes for longer than any request should run: no statement timeout.
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {}); // a lost connection fails the next query instead
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1, $2)', [ADVISORY_LOCK_CLASS, MIGRATE_LOCK]);
    const query: QueryRows = async (sql) => (await client.query(sql)).rows;
    const { pending } = await schemaStatus(query);
    if (pending.length) await migratePg(drizzlePg(client), { migrationsFolder });
    return pending;
  } finally {
    // Ending the session releases the lock too; unlocking first frees the next one sooner.
    await client
      .query('select pg_advisory_unlock($1, $2)', [ADVISORY_LOCK_CLASS, MIGRATE_LOCK])
      .catch(() => {});
    await client.end().catch(() => {});
  }
}
