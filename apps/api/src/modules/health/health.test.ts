import { randomBytes } from 'node:crypto';
import { readinessResponseSchema } from '@ninetonine/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '#test/test-app';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('GET /api/v1/health', () => {
  const t = useTestApp({ seed: false });
  const ready = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/health/ready' });
    return { statusCode: res.statusCode, body: readinessResponseSchema.parse(res.json()) };
  };

  it('reports the database as up', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'up' });
  });

  it('answers live with nothing asked, and is never cached', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/health/live' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('is ready with each check named and up (no Redis configured, none asked)', async () => {
    expect(await ready()).toEqual({
      statusCode: 200,
      body: {
        status: 'ready',
        checks: {
          database: { status: 'up' },
          events: { status: 'up' },
          migrations: { status: 'up' },
        },
      },
    });
  });

  it('is unavailable while the schema is behind this build, and says what to run', async () => {
    const newest = sql`(select max(created_at) from drizzle.__drizzle_migrations)`;
    await t.db.execute(
      sql`update drizzle.__drizzle_migrations set created_at = created_at - 1 where created_at = ${newest}`,
    );
    try {
      const { statusCode, body } = await ready();
      expect(statusCode).toBe(503);
      expect(body.status).toBe('unavailable');
      expect(body.checks?.migrations).toEqual({
        status: 'down',
        detail: expect.stringContaining('npm run migrate') as unknown,
      });
      expect(body.checks?.database).toEqual({ status: 'up' });
    } finally {
      await t.db.execute(
        sql`update drizzle.__drizzle_migrations set created_at = created_at + 1 where created_at = ${newest}`,
      );
    }
    expect((await ready()).statusCode).toBe(200);
  });

  it('once draining: ready answers 503, other calls are still served and close their connection', async () => {
    t.app.draining.begin();
    const { statusCode, body } = await ready();
    expect(statusCode).toBe(503);
    expect(body.status).toBe('draining');
    // Every dependency is still fine: it is the instance that is going away.
    expect(Object.values(body.checks ?? {}).every((c) => c.status === 'up')).toBe(true);
    const health = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(health.statusCode).toBe(200);
    expect(health.headers.connection).toBe('close');
  });

  it('reports 503 once the database is gone', async () => {
    await t.database.close();
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'degraded', database: 'down' });
    const readiness = await ready();
    expect(readiness.statusCode).toBe(503);
    expect(readiness.body.checks?.database).toMatchObject({ status: 'down' });
  });

  it('answers unknown API routes with a 404 message', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: 'Route not found' });
  });
});

describe('GET /api/v1/health/ready with Redis and the Redis event carrier', () => {
  const t = useTestApp({
    seed: false,
    env: {
      REDIS_URL,
      EVENT_BUS: 'redis',
      REDIS_KEY_PREFIX: `nt-test-${process.pid}-${randomBytes(4).toString('hex')}:`,
    },
  });

  it('checks Redis too, and goes 503 when the event carrier is not connected', async () => {
    const before = await t.app.inject({ method: 'GET', url: '/api/v1/health/ready' });
    expect(before.statusCode).toBe(200);
    expect(readinessResponseSchema.parse(before.json()).checks).toEqual({
      database: { status: 'up' },
      redis: { status: 'up' },
      events: { status: 'up' },
      migrations: { status: 'up' },
    });

    // The carrier's own state: closed, it hears nothing from other instances.
    await t.app.events.close();
    const after = await t.app.inject({ method: 'GET', url: '/api/v1/health/ready' });
    expect(after.statusCode).toBe(503);
    const body = readinessResponseSchema.parse(after.json());
    expect(body.status).toBe('unavailable');
    expect(body.checks?.events).toEqual({
      status: 'down',
      detail: 'the redis event carrier is reconnecting',
    });
    expect(body.checks?.redis).toEqual({ status: 'up' });
  });
});

describe('GET /api/v1/health/ready for a caller off this machine', () => {
  const token = randomBytes(24).toString('hex');
  const t = useTestApp({ seed: false, env: { METRICS_TOKEN: token } });
  const ask = (remoteAddress: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/api/v1/health/ready', remoteAddress, headers });
  const outside = '203.0.113.7';
  const operator = { authorization: `Bearer ${token}` };

  it('answers a bare status; this machine or the metrics token gets the checks', async () => {
    const bare = await ask(outside);
    expect(bare.statusCode).toBe(200);
    expect(bare.json()).toEqual({ status: 'ready' });
    expect(bare.headers['cache-control']).toBe('no-store');
    // nginx on this machine connects from loopback for every visitor: the header gives it away.
    expect((await ask('127.0.0.1', { 'x-forwarded-for': outside })).json()).toEqual({
      status: 'ready',
    });
    expect((await ask(outside, { authorization: `Bearer ${token}x` })).json()).toEqual({
      status: 'ready',
    });
    for (const detailed of [await ask('127.0.0.1'), await ask(outside, operator)]) {
      expect(detailed.statusCode).toBe(200);
      expect(readinessResponseSchema.parse(detailed.json()).checks).toEqual({
        database: { status: 'up' },
        events: { status: 'up' },
        migrations: { status: 'up' },
      });
    }
  });

  it('throttles a caller off this machine, never this machine nor the token', async () => {
    const other = '198.51.100.23';
    for (let i = 0; i < 60; i++) expect((await ask(other)).statusCode).toBe(200);
    const refused = await ask(other);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ message: expect.stringContaining('Too many') });
    expect((await ask(other, operator)).statusCode).toBe(200);
    for (let i = 0; i < 61; i++) expect((await ask('127.0.0.1')).statusCode).toBe(200);
  });

  it('never says why it is down to an outside caller, an exception message included', async () => {
    t.app.draining.begin();
    await t.database.close();
    const inside = readinessResponseSchema.parse((await ask('127.0.0.1')).json());
    expect(inside.status).toBe('draining');
    const details = Object.values(inside.checks ?? {}).flatMap((c) => c.detail ?? []);
    // The migrations probe throws on a closed database: its message ("PGlite is closed", pg's
    // "Cannot use a pool after calling end…") is what an operator reads, and no one else.
    const thrown = inside.checks?.migrations?.detail;
    expect(thrown).toEqual(expect.any(String));
    expect(thrown).not.toContain('npm run migrate');
    const bare = await ask(outside);
    expect(bare.statusCode).toBe(503);
    expect(bare.json()).toEqual({ status: 'unavailable' });
    for (const detail of details) expect(bare.payload).not.toContain(detail);
  });
});
