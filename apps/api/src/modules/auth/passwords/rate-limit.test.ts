import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { authAttempts, users } from '../../../db/schema/index';
import { backoffSeconds, FREE_FAILURES } from '../../../plugins/failure-backoff';
import rateLimiting, { rateLimits } from '../../../plugins/rate-limit';
import { useTestApp, type TestApp } from '#test/test-app';
import { randomIp, strongPassword, testBrowser, uniqueEmail } from '#test/test-browser';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `nt-test-${process.pid}-${randomBytes(4).toString('hex')}:`;

function expectLimited(res: {
  statusCode: number;
  headers: Record<string, unknown>;
  json(): unknown;
}) {
  expect(res.statusCode).toBe(429);
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  expect(res.json()).toEqual({
    message: expect.stringMatching(
      /^Too many attempts\. Please wait \d+ (minute|second)s? and try again\.$/,
    ),
    code: 'RATE_LIMITED',
  });
}

function rateLimitSuite(t: TestApp) {
  it('makes failed sign-ins to one account from one source wait, without locking the owner out', async () => {
    const b = testBrowser(t.app);
    const account = await b.register();
    const attacker = testBrowser(t.app);
    for (let i = 0; i < FREE_FAILURES; i++) {
      const res = await attacker.post('/signIn', { email: account.email, password: `guess-${i}` });
      expect(res.statusCode).toBe(401);
    }
    const waiting = await attacker.post('/signIn', { email: account.email, password: 'guess-x' });
    expectLimited(waiting);
    expect(Number(waiting.headers['retry-after'])).toBe(backoffSeconds(FREE_FAILURES));
    // Regression: the owner, from their own address, still gets in (no lockout by anyone).
    const owner = testBrowser(t.app);
    const ok = await owner.signIn(account);
    expect(ok.statusCode).toBe(200);
    // The attacker waits even with the right password: the wait is not an oracle.
    const stillWaiting = await attacker.post('/signIn', {
      email: account.email,
      password: account.password,
    });
    expectLimited(stillWaiting);
  });

  it('counts failures only: successful sign-ins never add up to a wait', async () => {
    const b = testBrowser(t.app);
    const account = await b.register();
    for (let i = 0; i < FREE_FAILURES * 2; i++) {
      const ok = await b.signIn(account);
      expect(ok.statusCode).toBe(200);
    }
    // Failures short of the free ones, then a success: the count starts over.
    for (let i = 0; i < FREE_FAILURES - 1; i++) {
      expect((await b.post('/signIn', { email: account.email, password: 'nope' })).statusCode).toBe(
        401,
      );
    }
    expect((await b.signIn(account)).statusCode).toBe(200);
    for (let i = 0; i < FREE_FAILURES - 1; i++) {
      expect((await b.post('/signIn', { email: account.email, password: 'nope' })).statusCode).toBe(
        401,
      );
    }
  });

  it('limits sign-in per IP, across accounts', async () => {
    const ip = randomIp();
    for (let i = 0; i < rateLimits.signIn.max; i++) {
      const res = await testBrowser(t.app, { ip }).post('/signIn', {
        email: uniqueEmail(),
        password: 'guess-z',
      });
      expect(res.statusCode).toBe(401);
    }
    expectLimited(
      await testBrowser(t.app, { ip }).post('/signIn', { email: uniqueEmail(), password: 'x' }),
    );
    expect(
      (await testBrowser(t.app).post('/signIn', { email: uniqueEmail(), password: 'x' }))
        .statusCode,
    ).toBe(401);
  });

  it('limits sign-up per IP, creating nothing once limited', async () => {
    const ip = randomIp();
    for (let i = 0; i < rateLimits.register.max; i++) {
      await testBrowser(t.app, { ip }).register();
    }
    const email = uniqueEmail('late');
    const res = await testBrowser(t.app, { ip }).post('/register', {
      name: 'Late Comer',
      email,
      password: strongPassword(),
    });
    expectLimited(res);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(await t.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  it('limits Google and phone sign-in and refresh per IP', async () => {
    const cases = [
      ['/googleSignIn', { idToken: 'x.y.z' }, rateLimits.identitySignIn.max],
      ['/register/phone', { token: 'x.y.z' }, rateLimits.identitySignIn.max],
      ['/refresh-token', {}, rateLimits.refresh.max],
    ] as const;
    for (const [path, body, max] of cases) {
      const b = testBrowser(t.app);
      for (let i = 0; i < max; i++) expect((await b.post(path, body)).statusCode).not.toBe(429);
      expectLimited(await b.post(path, body));
    }
  });
}

describe('rate limits, in memory', () => {
  const t = useTestApp({ seed: false });
  rateLimitSuite(t);
});

describe('rate limits, in Redis', () => {
  const t = useTestApp({ seed: false, env: { REDIS_URL, REDIS_KEY_PREFIX: prefix } });
  const redis = new Redis(REDIS_URL, { lazyConnect: true });
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  rateLimitSuite(t);

  it('keeps its counters in Redis under the configured prefix', async () => {
    const keys = await redis.keys(`${prefix}*`);
    expect(keys.some((k) => k.includes('/api/v1/auth/signIn'))).toBe(true);
    // Failed sign-ins are counted in the database (decision 0069), not in Redis.
    const attempts = await t.db.select({ key: authAttempts.key }).from(authAttempts);
    expect(attempts.length).toBeGreaterThan(0);
    // Emails are hashed before they become keys.
    expect([...keys, ...attempts.map((a) => a.key)].join(' ')).not.toMatch(/@example\.test/);
  });

  it('shares counters between app instances (two servers, one Redis)', async () => {
    const { buildTestApp } = await import('#test/test-app');
    const second = await buildTestApp({
      seed: false,
      env: { REDIS_URL, REDIS_KEY_PREFIX: prefix },
    });
    try {
      // One address signing in through both servers: its limit is shared. (The per-account
      // waits are in the database: parallel-attempts.postgres.test.ts.)
      const ip = randomIp();
      for (let i = 0; i < rateLimits.signIn.max; i++) {
        const app = i % 2 ? second.app : t.app;
        await testBrowser(app, { ip }).post('/signIn', { email: uniqueEmail(), password: 'x' });
      }
      expectLimited(
        await testBrowser(second.app, { ip }).post('/signIn', {
          email: uniqueEmail(),
          password: 'x',
        }),
      );
    } finally {
      await second.close();
    }
  });
});

describe('rate limits with Redis unreachable at boot', () => {
  it('refuses to start, saying why, instead of silently not limiting', async () => {
    const app = Fastify({ logger: false });
    await expect(
      app.register(rateLimiting, { redisUrl: 'redis://127.0.0.1:1', keyPrefix: 'nt:' }).ready(),
    ).rejects.toThrow(/Cannot reach Redis at REDIS_URL/);
    await app.close().catch(() => undefined);
  });
});
