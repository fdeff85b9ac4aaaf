import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { Logger } from 'drizzle-orm/logger';
import pg from 'pg';
import { lockDataDir, ownDataDir } from './data-dir-lock';
import { openPgliteThread, type PgliteThread } from './pglite-thread/client';
import {
  migratePostgresLocked,
  migrationsFolder,
  schemaStatus,
  type SchemaStatus,
} from './migrations';
import { withReleasingTransactions } from './pool-transaction';
import type { Database } from './executor';
import * as schema from './schema/index';

/**
 * PGlite writes every page of its shared buffers as it starts: at PostgreSQL's 128 MB that was
 * ~120 MB of the embedded server's memory before its first request. 32 MB holds the demo's whole
 * database and a restaurant's working set; reads past it come from the OS's file cache
 * (decision 0102).
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];

export type { Database, Executor } from './executor';

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  /**
   * Applies what is pending (PostgreSQL: under an advisory lock, so instances starting at once
   * take turns) and returns the tags it applied.
   */
  migrate(): Promise<string[]>;
  /** Migrations known against applied: what /health/ready calls "migrations current". */
  schemaStatus(): Promise<SchemaStatus>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
  /** node-postgres only (metrics): PGlite is one connection, on its own thread, with no pool. */
  poolStats?(): { total: number; idle: number; waiting: number };
  /**
   * PGlite only: the whole database as one tarball, which `openDatabase({ loadDataDir })` opens
   * again. Tests copy one migrated, seeded database instead of building each from scratch.
   */
  dumpDataDir?(): Promise<Blob>;
}

/**
 * Drizzle on the embedded database's thread. Its PGlite driver calls query() and transaction()
 * only (and the migrator, through them), which the thread's client answers as PGlite would
 * (pglite-thread/client.ts): the one cast to PGlite's type is here.
 */
export function drizzleOnThread(client: PgliteThread, logger?: Logger) {
  return drizzlePglite(client as unknown as PGlite, { schema, logger });
}

/** Closing twice (a test, then its cleanup) is harmless. */
function once(fn: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= fn());
}

/** Whether the database answers a trivial query now (health checks): never throws. */
async function answers(query: () => Promise<unknown>): Promise<boolean> {
  try {
    await query();
    return true;
  } catch {
    return false;
  }
}

/**
 * PostgreSQL when a URL is given, otherwise the embedded PGlite in `dataDir`
 * (`memory://` keeps it in memory, for tests).
 */
export async function openDatabase(opts: {
  url?: string;
  dataDir?: string;
  /**
   * PostgreSQL cancels any query running longer (a runaway search must not hold a connection).
   * PGlite cannot interrupt a query, so the embedded database relies on the rate limits.
   */
  statementTimeoutMs?: number;
  /** PostgreSQL only: connections kept at most (DATABASE_POOL_SIZE; 10 when not given). */
  poolSize?: number;
  /** Who holds an embedded data folder (shown to a second process refused it). */
  purpose?: string;
  /** PGlite only: start from this tarball (from `dumpDataDir`) instead of an empty cluster. */
  loadDataDir?: Blob;
  /** Sees every statement Drizzle sends (the suite records which ran on which database). */
  logger?: Logger;
}): Promise<DatabaseHandle> {
  const logger = opts.logger;
  if (opts.url) {
    const url = opts.url;
    const pool = new pg.Pool({
      connectionString: url,
      max: opts.poolSize ?? 10,
      ...(opts.statementTimeoutMs ? { statement_timeout: opts.statementTimeoutMs } : {}),
    });
    // An idle client losing its connection (database restart, failover) must not crash the
    // process; the pool replaces it and the next query reports any lasting problem.
    pool.on('error', (err) => console.error('postgres pool error:', err.message));
    // A client checked out by a request has no pool listener: losing its connection between two
    // statements (a restart mid-transaction) would be an uncaught 'error' and end the process.
    // The request's own query fails instead, and the pool drops the client on release.
    pool.on('connect', (client) => {
      client.on('error', () => {});
    });
    const db = withReleasingTransactions(
      drizzlePg(pool, { schema, logger }) as unknown as Database,
      pool,
      schema,
      logger,
    );
    return {
      db,
      driver: 'postgres',
      migrate: () => migratePostgresLocked(url),
      schemaStatus: () => schemaStatus(async (sql) => (await pool.query(sql)).rows),
      ping: () => answers(() => pool.query('select 1')),
      poolStats: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      }),
      close: once(() => pool.end()),
    };
  }
  const dataDir = opts.dataDir ?? 'memory://';
  let lock: { release(): void } | undefined;
  if (!dataDir.startsWith('memory://')) {
    ownDataDir(dataDir);
    // One process per folder: PGlite itself would let a second one open a diverging copy.
    lock = lockDataDir(dataDir, opts.purpose ?? 'the API server');
  }
  let client: PgliteThread;
  try {
    client = await openPgliteThread({
      dataDir,
      startParams: PGLITE_START_PARAMS,
      ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
      onStop: (error) => console.error(error.message, error.cause),
    });
  } catch (error) {
    lock?.release();
    throw error;
  }
  const db = drizzleOnThread(client, logger) as unknown as Database;
  const status = () =>
    schemaStatus(async (sql) => (await client.query<Record<string, unknown>>(sql)).rows);
  return {
    db,
    driver: 'pglite',
    // One process owns the folder (the lock above): nothing to take turns with.
    migrate: async () => {
      const { pending } = await status();
      if (pending.length) await migratePglite(drizzleOnThread(client), { migrationsFolder });
      return pending;
    },
    schemaStatus: status,
    ping: () => answers(() => client.query('select 1')),
    dumpDataDir: () => client.dumpDataDir('none'),
    close: once(async () => {
      try {
        await client.close();
      } finally {
        // After the thread has closed the folder (or ended): the next owner finds it whole.
        lock?.release();
      }
    }),
  };
}
