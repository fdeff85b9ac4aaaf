import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { ensureTestRedis, redisPlan } from './test-redis';
import { redisAnswers, redisServerPath, startThrowawayRedis } from './throwaway-redis';

describe('the suite on a machine without Redis', () => {
  const configured = process.env.TEST_REDIS_URL;
  afterEach(() => {
    if (configured === undefined) delete process.env.TEST_REDIS_URL;
    else process.env.TEST_REDIS_URL = configured;
  });

  it('uses the Redis that answers, starts one when none does, and otherwise says how to install it', () => {
    const url = 'redis://127.0.0.1:6379';
    expect(redisPlan(url, true, '/usr/bin/redis-server')).toEqual({ use: 'configured' });
    expect(redisPlan(url, true, undefined)).toEqual({ use: 'configured' });
    expect(redisPlan(url, false, '/usr/bin/redis-server')).toEqual({
      use: 'throwaway',
      bin: '/usr/bin/redis-server',
    });
    const missing = redisPlan(url, false, undefined);
    expect(missing).toEqual({ error: expect.stringContaining('apt-get install -y redis-server') });
    expect('error' in missing && missing.error).toMatch(
      /^No Redis answered at redis:\/\/127\.0\.0\.1:6379 [^.]*\.$/,
    );
  });

  it('finds redis-server on the PATH only where it is', () => {
    const bin = redisServerPath();
    expect(bin).toMatch(/\/redis-server$/);
    // A PATH without it still finds Debian's, where the package puts it; a made-up folder alone does not.
    expect(redisServerPath('/nowhere')).toBe(bin!.startsWith('/usr/') ? bin : undefined);
  });

  it('starts a redis-server of its own when the configured one does not answer, and stops it', async () => {
    // Port 1: nothing listens there.
    process.env.TEST_REDIS_URL = 'redis://127.0.0.1:1';
    const release = await ensureTestRedis();
    const url = process.env.TEST_REDIS_URL;
    expect(url).toMatch(/^redis:\/\/127\.0\.0\.1:\d+$/);
    expect(url).not.toBe('redis://127.0.0.1:1');
    const client = new Redis(url!);
    try {
      await client.set('suite-probe', 'yes');
      expect(await client.get('suite-probe')).toBe('yes');
    } finally {
      client.disconnect();
      await release();
    }
    expect(await redisAnswers(url!)).toBe(false);
  }, 60_000);

  it('a throwaway server answers on its own free port until stopped', async () => {
    const server = await startThrowawayRedis(redisServerPath()!);
    expect(await redisAnswers(server.url)).toBe(true);
    await server.stop();
    expect(await redisAnswers(server.url)).toBe(false);
  }, 60_000);
});
