import { messages } from '@electric-sql/pglite';
import { sql, TransactionRollbackError } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, openAsBlob, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { borrowPglite, returnPglite } from '#test/pglite-pool';
import { buildTestApp } from '#test/test-app';
import { openDatabase, type DatabaseHandle } from '../client';
import { isDatabaseUnavailable, isUniqueViolation } from '../errors';
import { DatabaseThreadStopped, type PgliteThread } from './client';
import { DATABASE_THREAD_YOUNG_MB } from './spawn-thread';

const bareTemplate = () => inject('databaseTemplates')?.bare;

const threadOf = (handle: DatabaseHandle) =>
  (handle.db as unknown as { $client: PgliteThread }).$client;

const rowsOf = async <T>(query: Promise<unknown>) =>
  ((await query) as unknown as { rows: T[] }).rows;

/**
 * On a database from the test pool, in temporary tables (dropped by the pool's DISCARD ALL), so
 * the next file gets it back unchanged instead of paying for a new one.
 */
describe('the embedded database on its own thread', () => {
  let handle: DatabaseHandle;
  let thread: PgliteThread;
  beforeAll(async () => {
    handle = await borrowPglite(bareTemplate());
    thread = threadOf(handle);
  });
  afterAll(async () => handle && returnPglite(handle));

  const numbers = async () =>
    (await rowsOf<{ n: number }>(handle.db.execute(sql`SELECT n FROM thread_tx ORDER BY n`))).map(
      (r) => r.n,
    );

  it("keeps a transaction's writes from statements outside, which wait for its commit", async () => {
    await thread.exec('CREATE TEMP TABLE thread_tx (n int)');
    let outside: Promise<{ rows: Array<{ n: number }> }> | undefined;
    let outsideAnswered = false;
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO thread_tx VALUES (1)`);
      outside = thread.query<{ n: number }>('SELECT count(*)::int AS n FROM thread_tx');
      void outside.then(() => (outsideAnswered = true));
      // Each answer comes back in the order the thread ran the statements: a statement outside
      // that did not wait would have been answered before these.
      for (let i = 0; i < 3; i++) await tx.execute(sql`SELECT 1`);
      expect(outsideAnswered).toBe(false);
    });
    // It ran after the commit, so it counts the row.
    expect((await outside!).rows[0]!.n).toBe(1);
  });

  it('drops the writes of a transaction that throws, rolls back, or fails in a savepoint', async () => {
    const thrown = new Error('changed my mind');
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO thread_tx VALUES (2)`);
        throw thrown;
      }),
    ).rejects.toBe(thrown);
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO thread_tx VALUES (3)`);
        tx.rollback();
      }),
    ).rejects.toBeInstanceOf(TransactionRollbackError);
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO thread_tx VALUES (4)`);
      await expect(
        tx.transaction(async (inner) => {
          await inner.execute(sql`INSERT INTO thread_tx VALUES (5)`);
          throw thrown;
        }),
      ).rejects.toBe(thrown);
    });
    expect(await numbers()).toEqual([1, 4]);
    // PGlite's own rollback() inside the thread's transaction ends it without a commit.
    await thread.transaction(async (tx) => {
      await tx.query('INSERT INTO thread_tx VALUES (6)');
      await tx.rollback();
      expect(tx.closed).toBe(true);
      await expect(tx.query('SELECT 1')).rejects.toThrow('Transaction is closed');
    });
    expect(await numbers()).toEqual([1, 4]);
  });

  it("hands PostgreSQL's errors over with their fields, as PGlite's own error class", async () => {
    await thread.exec(
      'CREATE TEMP TABLE thread_unique (email text CONSTRAINT thread_email UNIQUE)',
    );
    const insert = () => handle.db.execute(sql`INSERT INTO thread_unique VALUES ('a@b.c')`);
    await insert();
    const error = await insert().then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(isUniqueViolation(error)).toBe(true);
    const cause = (error as { cause: unknown }).cause;
    expect(cause).toBeInstanceOf(messages.DatabaseError);
    expect(cause).toMatchObject({
      code: '23505',
      constraint: 'thread_email',
      table: 'thread_unique',
      schema: expect.stringMatching(/^pg_temp/),
      severity: 'ERROR',
      detail: 'Key (email)=(a@b.c) already exists.',
    });
    expect((cause as Error).message).toBe(
      'duplicate key value violates unique constraint "thread_email"',
    );
    const syntax = await thread.query('SELEC 1', []).catch((e: unknown) => e);
    expect(syntax).toMatchObject({ code: '42601', position: '1', query: 'SELEC 1' });
  });

  it('carries bytea and COPY blobs across byte for byte', async () => {
    const bytes = Buffer.concat([
      Buffer.from(Array.from({ length: 256 }, (_, i) => i)),
      randomBytes(1 << 18),
    ]);
    await thread.exec('CREATE TEMP TABLE thread_bytes (id int, b bytea)');
    await handle.db.execute(sql`INSERT INTO thread_bytes VALUES (1, ${bytes})`);
    const [row] = await rowsOf<{ b: Uint8Array }>(
      handle.db.execute(sql`SELECT b FROM thread_bytes WHERE id = 1`),
    );
    expect(Buffer.from(row!.b).equals(bytes)).toBe(true);

    const copied = await thread.query(`COPY thread_bytes TO '/dev/blob' WITH (FORMAT binary)`);
    await thread.exec('TRUNCATE thread_bytes');
    await thread.query(`COPY thread_bytes FROM '/dev/blob' WITH (FORMAT binary)`, [], {
      blob: copied.blob!,
    });
    const { rows } = await thread.query<{ b: Uint8Array }>('SELECT b FROM thread_bytes');
    expect(rows).toHaveLength(1);
    expect(Buffer.from(rows[0]!.b).equals(bytes)).toBe(true);
  });

  it('runs with a small young generation, and still answers results many times its size', async () => {
    expect(thread.worker.resourceLimits?.maxYoungGenerationSizeMb).toBe(DATABASE_THREAD_YOUNG_MB);
    // ~20 MB of rows built in the thread and cloned across: more than three nurseries' worth.
    const { rows } = await thread.query<{ n: number; t: string }>(
      `SELECT n, repeat('x', 64) || n AS t FROM generate_series(1, 200000) AS n`,
    );
    expect(rows).toHaveLength(200_000);
    expect(rows[199_999]).toEqual({ n: 200_000, t: `${'x'.repeat(64)}200000` });
  });

  it("applies Drizzle's text-keeping parsers in the thread, and refuses any that change values", async () => {
    const [row] = await rowsOf<{ at: unknown }>(
      handle.db.execute(sql`SELECT timestamptz '2026-01-02 03:04:05+00' AS at`),
    );
    expect(row!.at).toBe('2026-01-02 03:04:05+00');
    await expect(
      thread.query('SELECT 1 AS n', [], { parsers: { 23: (text) => Number(text) * 2 } }),
    ).rejects.toThrow(/changes values/);
  });
});

describe('the database thread ending unasked', () => {
  it('fails what waited and all after as unavailable: no hang, 503, not ready', async () => {
    const t = await buildTestApp({ seed: false });
    try {
      const thread = threadOf(t.database);
      // Minutes of work: still running (or still queued) when the thread ends.
      const pending = thread.query('SELECT count(*) FROM generate_series(1, 2000000000)');
      await thread.worker.terminate();
      await expect(pending).rejects.toBeInstanceOf(DatabaseThreadStopped);
      const later = await t.database.db.execute(sql`SELECT 1`).catch((e: unknown) => e);
      expect(isDatabaseUnavailable(later)).toBe(true);
      expect(await t.database.ping()).toBe(false);
      const ready = await t.app.inject({ method: 'GET', url: '/api/v1/health/ready' });
      expect(ready.statusCode).toBe(503);
      const menu = await t.app.inject({ method: 'GET', url: '/api/v1/foods/getAllFood' });
      expect(menu.statusCode).toBe(503);
      expect(menu.json()).toEqual({ message: expect.any(String), code: 'UNAVAILABLE' });
    } finally {
      // Closes the stopped database (twice: the pool finds it closed, then the app's own close).
      await t.close();
      await t.database.close();
    }
  });
});

describe('closing the embedded database', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'nt-thread-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('closes twice harmlessly and leaves its folder whole and free for the next owner', async () => {
    const dataDir = path.join(dir, 'data');
    const template = bareTemplate();
    const first = await openDatabase({
      dataDir,
      ...(template ? { loadDataDir: await openAsBlob(template) } : {}),
    });
    await threadOf(first).exec('CREATE TABLE kept (n int); INSERT INTO kept VALUES (7)');
    await Promise.all([first.close(), first.close()]);
    await first.close();
    expect(threadOf(first).closed).toBe(true);
    const second = await openDatabase({ dataDir });
    try {
      expect(await rowsOf<{ n: number }>(second.db.execute(sql`SELECT n FROM kept`))).toEqual([
        { n: 7 },
      ]);
    } finally {
      await second.close();
    }
  });
});
