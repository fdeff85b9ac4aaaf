import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type * as schema from './schema/index';

export type Schema = typeof schema;

/** The one database type repositories see, whichever driver (PGlite, node-postgres) is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/** A transaction opened on a `Database` (`db.transaction(async (tx) => …)`). */
export type Transaction = PgTransaction<PgQueryResultHKT, Schema>;

/**
 * What every repository method runs its queries on: the database itself, or a transaction a
 * service opened so that several writes (possibly across repositories and modules) commit or
 * roll back together. A `Transaction` is a `PgDatabase` too, so one type serves both; calling
 * `.transaction()` on a transaction opens a savepoint.
 */
export type Executor = Database | Transaction;
