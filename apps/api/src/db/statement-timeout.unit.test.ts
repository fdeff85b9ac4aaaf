import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import errorHandler from '../plugins/error-handler';
import { openDatabase, type DatabaseHandle } from './client';

const TEST_DATABASE_URL =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

describe('statement timeout (PostgreSQL)', () => {
  const name = `nt_timeout_${randomBytes(4).toString('hex')}`;
  let handle: DatabaseHandle | undefined;
  afterAll(async () => {
    await handle?.close();
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  it('cancels a runaway query, and the API answers 503 instead of hanging', async () => {
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(TEST_DATABASE_URL);
    url.pathname = `/${name}`;
    handle = await openDatabase({ url: url.toString(), statementTimeoutMs: 200 });
    await handle.migrate(); // migrations are not bound by the request timeout
    const db = handle.db;

    await expect(db.execute(sql`select pg_sleep(2)`)).rejects.toSatisfy(
      (e: { cause?: { code?: string } }) => e.cause?.code === '57014',
    );

    const app = Fastify({ logger: false });
    await app.register(errorHandler);
    app.get('/slow', async () => db.execute(sql`select pg_sleep(2)`));
    const res = await app.inject('/slow');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 'UNAVAILABLE', message: expect.any(String) });
    await app.close();
  });
});
