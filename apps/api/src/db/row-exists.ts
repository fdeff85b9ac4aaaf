import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './executor';

/** Whether `table` has a row `where` picks (reads one row at most): "is this name taken?". */
export async function rowExists(
  ex: Executor,
  table: PgTable,
  where: SQL | undefined,
): Promise<boolean> {
  const [row] = await ex
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(1);
  return row !== undefined;
}
