import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { TooManyAttempts } from '../http-error';

/**
 * Per-IP limits, applied per route with `config: { rateLimit: rateLimits.x }`. Generous enough
 * for a household or office behind one address, tight enough to make guessing pointless.
 */
export const rateLimits = {
  signIn: { max: 30, timeWindow: '15 minutes' },
  register: { max: 10, timeWindow: '1 hour' },
  identitySignIn: { max: 30, timeWindow: '15 minutes' },
  refresh: { max: 120, timeWindow: '15 minutes' },
  changePassword: { max: 10, timeWindow: '15 minutes' },
  forgotPassword: { max: 10, timeWindow: '15 minutes' },
  /** Per email: a mailbox is never flooded, whoever asks. */
  forgotPasswordPerEmail: { max: 3, timeWindow: '1 hour' },
  resetPassword: { max: 10, timeWindow: '15 minutes' },
  verifyEmail: { max: 20, timeWindow: '15 minutes' },
  /** Per signed-in user. */
  resendVerification: { max: 3, timeWindow: '1 hour' },
  /** Storefront error reports (a page sends at most a few; the rest is a loop or abuse). */
  clientErrors: { max: 20, timeWindow: '1 minute' },
  /**
   * Twilio's webhooks (incoming messages, status callbacks): a few posts per message sent, from
   * Twilio's addresses; far above a restaurant's busiest hour, and a bound on forged floods.
   */
  twilioWebhooks: { max: 600, timeWindow: '1 minute' },
  /** GET /health/ready from off this machine: a balancer polls every few seconds at most. */
  readiness: { max: 60, timeWindow: '1 minute' },
} satisfies Record<string, RateLimitOptions>;

/** For POST /contact (site module): `config: { rateLimit: contactRateLimit }`. */
export const contactRateLimit: RateLimitOptions = { max: 5, timeWindow: '1 hour' };

type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** A `rateLimitBy` key: the signed-in user (no limit for anyone else, who is refused anyway). */
export const perUser = (request: FastifyRequest) => request.user?.id ?? null;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * A hook (use as preHandler, once the body is parsed) limiting requests per key, e.g. per
     * email; `keyOf` returning null skips the limit. Several can sit on one route, unlike
     * `config.rateLimit` which is one per route.
     */
    rateLimitBy: (
      name: string,
      limit: { max: number; timeWindow: string | number },
      keyOf: (request: FastifyRequest) => string | null,
    ) => Hook;
    /** Whether the shared Redis (REDIS_URL) answers a PING; null without one (readiness). */
    redisPing: (() => Promise<boolean>) | null;
  }
}

/**
 * @fastify/rate-limit with nothing limited by default (`global: false`): routes opt in. Counters
 * live in Redis when REDIS_URL is set (shared by every instance), in memory otherwise. If Redis
 * fails mid-flight the request is let through (and logged) rather than taking sign-in down.
 */
export default fp(
  async function rateLimiting(
    app: FastifyInstance,
    opts: { redisUrl?: string; keyPrefix: string },
  ) {
    let redis: Redis | undefined;
    if (opts.redisUrl) {
      // Loaded only with a Redis: ioredis costs every start without one ~0.1 s of CPU.
      const { Redis } = await import('ioredis');
      redis = new Redis(opts.redisUrl, {
        lazyConnect: true,
        enableOfflineQueue: false,
        maxRetriesPerRequest: 1,
        connectTimeout: 5000,
      });
      redis.on('error', (err) => app.log.warn({ err }, 'redis error (rate limits)'));
      try {
        await redis.connect();
      } catch (error) {
        redis.disconnect(); // stop its reconnect loop: this boot has failed
        throw new Error(`Cannot reach Redis at REDIS_URL: ${(error as Error).message}`);
      }
      app.addHook('onClose', async () => {
        await redis?.quit().catch(() => undefined);
      });
    }

    const shared = redis;
    app.decorate(
      'redisPing',
      shared
        ? () =>
            shared.ping().then(
              (answer) => answer === 'PONG',
              () => false,
            )
        : null,
    );

    await app.register(rateLimit, {
      global: false,
      ...(redis ? { redis, nameSpace: `${opts.keyPrefix}rl:` } : {}),
      skipOnError: true,
      errorResponseBuilder: (_request, context) =>
        new TooManyAttempts(Math.ceil(context.ttl / 1000)),
    });

    app.decorate('rateLimitBy', (name, limit, keyOf) => {
      const check = app.createRateLimit({
        max: limit.max,
        timeWindow: limit.timeWindow,
        keyGenerator: (request) => `${name}:${keyOf(request)}`,
      });
      return async (request, reply) => {
        if (keyOf(request) === null) return;
        const result = await check(request);
        if (result.isAllowed || !result.isExceeded) return;
        reply.header('retry-after', result.ttlInSeconds);
        throw new TooManyAttempts(result.ttlInSeconds);
      };
    });
  },
  { name: 'rate-limit' },
);
