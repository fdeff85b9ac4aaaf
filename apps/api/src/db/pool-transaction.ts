import { drizzle } from 'drizzle-orm/node-postgres';
import type { Logger } from 'drizzle-orm/logger';
import type pg from 'pg';
import type { Database } from './executor';
import type * as schema from './schema/index';

/**
 * Transactions that always give their connection back to the pool. drizzle-orm (0.45) checks a
 * client out and sends BEGIN before the try/finally that releases it: a connection lost at that
 * moment (a database restart) keeps the client checked out for good. After the pool's `max` such
 * losses every request waits for a connection forever, and closing the pool never returns.
 *
 * Here the client is checked out and released by us, and drizzle runs the transaction on that
 * one client. pg-pool drops a client whose connection is gone when it comes back.
 */
export function withReleasingTransactions(
  db: Database,
  pool: pg.Pool,
  tables: typeof schema,
  logger?: Logger,
): Database {
  // One drizzle instance per connection (building one costs ~0.1 ms; the pool keeps few).
  const onClient = new WeakMap<pg.PoolClient, Database>();
  const transaction: Database['transaction'] = async (run, config) => {
    const client = await pool.connect();
    try {
      let single = onClient.get(client);
      if (!single) {
        single = drizzle(client, { schema: tables, logger }) as unknown as Database;
        onClient.set(client, single);
      }
      return await single.transaction(run, config);
    } finally {
      client.release();
    }
  };
  return Object.assign(db, { transaction });
}
