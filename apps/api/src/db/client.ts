import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { API_ROOT } from '../config/env';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** The one database type repositories see, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

/** Closing twice (a test, then its cleanup) is harmless. */
function once(fn: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= fn());
}

const migrationsFolder = path.join(API_ROOT, 'drizzle');

/**
 * PostgreSQL when a URL is given, otherwise the embedded PGlite in `dataDir`
 * (`memory://` keeps it in memory, for tests).
 */
export async function openDatabase(opts: {
  url?: string;
  dataDir?: string;
}): Promise<DatabaseHandle> {
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url, max: 10 });
    // An idle client losing its connection (database restart, failover) must not crash the
    // process; the pool replaces it and the next query reports any lasting problem.
    pool.on('error', (err) => console.error('postgres pool error:', err.message));
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    return {
      db,
      driver: 'postgres',
      migrate: async () => {
        await migratePg(drizzlePg(pool), { migrationsFolder });
      },
      ping: async () => {
        try {
          await pool.query('select 1');
          return true;
        } catch {
          return false;
        }
      },
      close: once(() => pool.end()),
    };
  }
  const dataDir = opts.dataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    driver: 'pglite',
    migrate: async () => {
      await migratePglite(drizzlePglite(client), { migrationsFolder });
    },
    ping: async () => {
      try {
        await client.query('select 1');
        return true;
      } catch {
        return false;
      }
    },
    close: once(() => client.close()),
  };
}
