import { API_BASE_PATH } from '@ninetonine/contract';
import { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '../../plugins/rate-limit';
import { startTwilioStandIn, type TwilioStandIn } from '#test/stand-ins/twilio/index';
import { buildTestApp, type TestApp } from '#test/test-app';
import { TWILIO_TEST_KEYS, twilioEnv } from '#test/twilio-fixtures';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Twilio's webhooks are public: limited per address, the count shared through REDIS_URL (0092). */
describe("Twilio's webhooks are rate-limited per address like other public posts, in Redis", () => {
  const prefix = `nt-test-${process.pid}-${randomBytes(4).toString('hex')}:`;
  const redis = new Redis(REDIS_URL, { lazyConnect: true });
  let twilio: TwilioStandIn;
  const apps: TestApp[] = [];
  const instance = async () => {
    const app = await buildTestApp({
      seed: false,
      env: { ...twilioEnv(twilio), REDIS_URL, REDIS_KEY_PREFIX: prefix },
    });
    apps.push(app);
    return app;
  };
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    twilio = await startTwilioStandIn(TWILIO_TEST_KEYS);
    [first, second] = await Promise.all([instance(), instance()]);
  }, 120_000);
  afterAll(async () => {
    for (const app of apps) await app.close();
    await twilio?.close();
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  it(`answers 429 {message} past ${rateLimits.twilioWebhooks.max} posts a minute from one address, on every instance`, async () => {
    const post = (t: TestApp, path: string) =>
      t.app.inject({
        method: 'POST',
        url: `${API_BASE_PATH}${path}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'MessageSid=SM1',
      });
    for (const path of ['/messaging/twilio/status?job=x', '/messaging/twilio/inbound']) {
      // Unsigned: refused (400) until the allowance runs out, then 429 before anything is read.
      const allowed = await Promise.all(
        Array.from({ length: rateLimits.twilioWebhooks.max }, () => post(first, path)),
      );
      expect(new Set(allowed.map((res) => res.statusCode))).toEqual(new Set([400]));
      const limited = await post(first, path);
      expect(limited.statusCode, path).toBe(429);
      expect(limited.json()).toMatchObject({ message: expect.any(String), code: 'RATE_LIMITED' });
      expect(limited.headers['retry-after']).toBeDefined();
      // The count is Redis's: another instance answers the same.
      expect((await post(second, path)).statusCode, path).toBe(429);
    }
  }, 60_000);
});
