import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { testDatabaseUrl } from './database-templates';
import { useTestApp } from './test-app';

/**
 * A file's database on the test server commits without waiting for the WAL flush (decision
 * 0104), and a commit is still a commit: another connection sees it at once.
 */
describe('a test database on PostgreSQL', () => {
  const t = useTestApp();

  it('has synchronous_commit off for itself, and its commits are seen by another session', async () => {
    const answer = (await t.db.execute(
      sql`SELECT current_setting('synchronous_commit') AS value`,
    )) as unknown as { rows: Array<{ value: string }> };
    expect(answer.rows[0]?.value).toBe('off');

    await t.db.execute(sql`CREATE TABLE commit_probe (n int)`);
    await t.db.execute(sql`INSERT INTO commit_probe VALUES (42)`);
    const other = new pg.Client({ connectionString: t.databaseUrl });
    await other.connect();
    try {
      const { rows } = await other.query<{ n: number }>('SELECT n FROM commit_probe');
      expect(rows).toEqual([{ n: 42 }]);
      // The setting belongs to the file's database, not to the server's own one.
      const admin = new pg.Client({ connectionString: testDatabaseUrl() });
      await admin.connect();
      try {
        const own = await admin.query<{ setting: string | null }>(
          `SELECT (SELECT unnest(setconfig) FROM pg_db_role_setting s
                    JOIN pg_database d ON d.oid = s.setdatabase
                   WHERE d.datname = current_database()) AS setting`,
        );
        expect(own.rows[0]?.setting ?? null).toBeNull();
      } finally {
        await admin.end();
      }
    } finally {
      await other.end();
    }
  });
});
