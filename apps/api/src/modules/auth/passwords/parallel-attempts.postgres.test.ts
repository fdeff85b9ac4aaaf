import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Executor } from '../../../db/client';
import { createAuthAttemptRepository } from './auth-attempt.repository';
import { FREE_FAILURES } from '../../../plugins/failure-backoff';
import { buildTestApp, useTestApp, type TestApp } from '#test/test-app';
import { randomIp, testBrowser } from '#test/test-browser';

describe('attempts at once through two API instances on one database, without Redis', () => {
  const t = useTestApp({ seed: false });
  let second: TestApp;
  beforeAll(async () => {
    second = await buildTestApp({ seed: false, databaseUrl: t.databaseUrl });
  });
  afterAll(() => second.close());

  it('checks at most five of thirty wrong passwords sent to both at once', async () => {
    const account = await testBrowser(t.app).register();
    const ip = randomIp();
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        testBrowser(i % 2 ? second.app : t.app, { ip }).post('/signIn', {
          email: account.email,
          password: 'not-the-password',
        }),
      ),
    );
    expect(responses.filter((r) => r.statusCode === 401)).toHaveLength(FREE_FAILURES);
    expect(responses.filter((r) => r.statusCode === 429)).toHaveLength(30 - FREE_FAILURES);
  });

  it('counts an attempt that began before another but reached the key after it (regression)', async () => {
    // Thirty codes at once on PostgreSQL: now and then only 3 or 4 of the 5 free attempts were
    // checked, the rest refused with "Too many attempts", because an attempt compared the key's
    // "no wait before" time, written by one that started later, with its own start time.
    const attempts = createAuthAttemptRepository();
    const policy = { free: 5, firstWaitSeconds: 30, maxWaitSeconds: 900, forgetAfterSeconds: 900 };
    const key = `regression:${Date.now()}`;
    const client = new pg.Client({ connectionString: t.databaseUrl });
    await client.connect();
    try {
      const early = drizzle(client);
      const waited = await early.transaction(async (tx) => {
        // This attempt's transaction starts first...
        await tx.execute(sql`select 1`);
        // ...another one is counted meanwhile (its row written after this one began)...
        expect(await attempts.reserve(t.db, key, policy)).toBe(0);
        // ...and this one, the second of five free attempts, must be counted too.
        return attempts.reserve(tx as unknown as Executor, key, policy);
      });
      expect(waited).toBe(0);
    } finally {
      await client.end();
    }
  });
});
