import net from 'node:net';
import type pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '#test/database-templates';
import { openDatabase, type DatabaseHandle } from './client';

/**
 * A TCP relay to the test PostgreSQL that cuts the connection carrying the next BEGIN, once
 * armed: the moment a database restart would hit, made certain.
 */
async function startConnectionCutter() {
  const target = new URL(testDatabaseUrl());
  let armed = false;
  let cuts = 0;
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    client.on('data', (chunk) => {
      if (armed && /\bbegin\b/i.test(chunk.toString('latin1'))) {
        armed = false;
        cuts += 1;
        client.destroy();
        upstream.destroy();
        return;
      }
      upstream.write(chunk);
    });
    upstream.pipe(client);
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  const url = new URL(testDatabaseUrl());
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return {
    url: url.toString(),
    cutNextBegin: () => (armed = true),
    cuts: () => cuts,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Rejects instead of waiting forever: what is checked here is that it returns at all. */
const within = <T>(ms: number, what: string, promise: Promise<T>) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`${what}: no answer in ${ms} ms`)), ms).unref(),
    ),
  ]);

describe('transactions on PostgreSQL when the connection is lost at BEGIN (regression)', () => {
  let cutter: Awaited<ReturnType<typeof startConnectionCutter>>;
  let handle: DatabaseHandle;
  beforeAll(async () => {
    cutter = await startConnectionCutter();
    handle = await openDatabase({ url: cutter.url });
  });
  afterAll(async () => {
    await cutter.close();
  });

  it('fails that transaction, gives the connection back, and the pool still serves and closes', async () => {
    const failures: unknown[] = [];
    // More losses than the pool has connections: each one used to keep its client for good.
    for (let i = 0; i < 12; i += 1) {
      cutter.cutNextBegin();
      await within(
        5_000,
        'a transaction whose BEGIN was cut',
        handle.db.transaction(async (tx) => tx.execute(sql`select 1`)),
      ).catch((error: unknown) => failures.push(error));
    }
    expect(cutter.cuts()).toBe(12);
    expect(failures).toHaveLength(12);
    for (const error of failures) {
      expect(String(error)).toMatch(/failed query: begin/i);
      expect(String((error as Error).cause)).toMatch(/connection terminated/i);
    }

    const answer = await within(
      5_000,
      'a transaction after the losses',
      handle.db.transaction(async (tx) => {
        // Raw SQL's result type depends on the driver; here it is node-postgres's.
        const result = (await tx.execute(sql`select 41 + 1 as n`)) as unknown as pg.QueryResult;
        return result.rows[0];
      }),
    );
    expect(answer).toEqual({ n: 42 });
    await within(5_000, 'closing the pool', handle.close());
  });
});
