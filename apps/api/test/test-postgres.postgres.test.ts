import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { ensureTestPostgres } from './test-postgres';

describe('the suite on a machine without a PostgreSQL server', () => {
  const configured = process.env.TEST_DATABASE_URL;
  afterEach(() => {
    if (configured === undefined) delete process.env.TEST_DATABASE_URL;
    else process.env.TEST_DATABASE_URL = configured;
  });

  it('starts a PostgreSQL 18 of its own when the configured one does not answer, and stops it', async () => {
    // Port 1: nothing listens there.
    process.env.TEST_DATABASE_URL = 'postgres://postgres@127.0.0.1:1/test';
    const release = await ensureTestPostgres();
    const url = process.env.TEST_DATABASE_URL;
    expect(url).not.toBe('postgres://postgres@127.0.0.1:1/test');
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      const { rows } = await client.query<{ version: number; lowered: string }>(
        "select current_setting('server_version_num')::int as version, lower('ÉCLAIR') as lowered",
      );
      // The migrations' extension, and the locale the suite's server has (lower() beyond ASCII).
      await client.query('create extension if not exists pg_trgm');
      expect(rows[0]).toEqual({ version: expect.any(Number), lowered: 'éclair' });
      expect(rows[0]!.version).toBeGreaterThanOrEqual(180_000);
    } finally {
      await client.end();
      await release();
    }
    const after = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
    await expect(after.connect()).rejects.toThrow();
  }, 120_000);
});
