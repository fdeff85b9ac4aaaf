import { sql } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { API_ROOT } from '../../config/env';
import type { Executor } from '../../db/client';

/**
 * When the newest migration this build ships was made (drizzle's journal, `when` in ms): drizzle's
 * migrator applies every migration newer than the newest row it recorded, so a database whose
 * newest row is at least this old has them all.
 */
export function newestShippedMigrationAt(
  migrationsFolder = path.join(API_ROOT, 'drizzle'),
): number {
  const journal = JSON.parse(
    readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'),
  ) as { entries: { when: number }[] };
  return Math.max(0, ...journal.entries.map((e) => e.when));
}

/** The newest migration the database recorded (drizzle's own table); null when none is. */
export async function newestAppliedMigrationAt(db: Executor): Promise<number | null> {
  const result = (await db.execute(
    sql`select max(created_at)::text as at from drizzle.__drizzle_migrations`,
  )) as unknown as { rows: { at: string | null }[] };
  const at = result.rows[0]?.at;
  return at == null ? null : Number(at);
}
