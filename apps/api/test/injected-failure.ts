import { sql } from 'drizzle-orm';
import type { Database } from '#src/db/client';

/**
 * Makes the database itself fail `table`'s `event` (a trigger raising an error, as a constraint
 * or a lost connection would), for every row or for rows matching `when` (a trigger WHEN
 * condition). Returns the undo; the error's message starts "injected failure: `name`".
 */
export async function failOn(
  db: Database,
  { name, table, event, when }: { name: string; table: string; event: string; when?: string },
) {
  await db.execute(
    sql.raw(`create or replace function ${name}() returns trigger language plpgsql as $$
      begin raise exception 'injected failure: ${name}'; end $$`),
  );
  await db.execute(
    sql.raw(`create trigger ${name} before ${event} on ${table}
      for each row ${when === undefined ? '' : `when (${when}) `}execute function ${name}()`),
  );
  return async () => {
    await db.execute(sql.raw(`drop trigger ${name} on ${table}`));
  };
}
