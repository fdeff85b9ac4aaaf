import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { readableIssue } from '@ninetonine/contract';
import { mailSettingsShape, productionMailRefusals } from './mail-settings';
import { messagingRefusals, messagingSettingsShape } from './messaging-settings';
import { paymentKeyRefusals, paymentSettingsShape } from './payment-settings';
import { pushSettingsRefusals, pushSettingsShape } from './push-settings';
import { backupSettings } from './backup-settings';
import {
  cookieSecure,
  emulatorTrustRefusals,
  LOOPBACK_HOSTS,
  servedOverHttps,
  shutdownDelay,
} from './env-refusals';
import { totpKeyRefusals, totpKeySettings } from './totp-key-settings';
import { API_ROOT, REPO_ROOT } from './package-root';

export { API_ROOT, REPO_ROOT };

/**
 * A folder setting: relative paths are from the project root (where `.env` lives), whichever
 * folder a command runs in (`npm run create-admin` runs in apps/api).
 */
const folder = z.string().transform((p) => (p === '' ? p : path.resolve(REPO_ROOT, p)));

const flag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    /**
     * How log lines are written: `pretty` (readable lines, pino-pretty), `json` (one JSON object
     * a line, for a log collector), or `auto`: pretty when stdout is a terminal, else JSON.
     */
    LOG_FORMAT: z.enum(['auto', 'pretty', 'json']).default('auto'),
    /**
     * Prometheus metrics at GET /metrics and the per-request timing behind them (decision 0057).
     * Off only to measure what they cost (bench/catalog-reads.mjs) or when nothing scrapes them.
     */
    METRICS_ENABLED: flag.default(true),
    /**
     * A scraper off this machine reads /metrics with `Authorization: Bearer <token>`; without
     * it only loopback clients that did not come through a proxy may.
     */
    METRICS_TOKEN: z.string().min(32, 'METRICS_TOKEN must be at least 32 characters').optional(),
    /** Embedded PGlite data folder, used when DATABASE_URL is not set. */
    DATA_DIR: folder.default(path.join(REPO_ROOT, 'data')),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')
      .optional(),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'REDIS_URL must be a redis:// URL')
      .optional(),
    /** Prefix of every key this app writes to Redis (rate-limit counters), so apps can share one. */
    REDIS_KEY_PREFIX: z
      .string()
      .regex(/^[A-Za-z0-9:_-]{1,64}$/, 'REDIS_KEY_PREFIX: letters, digits, ":", "_" or "-"')
      .default('nt:'),
    /**
     * How order status changes (and menu changes, which drop cached catalog answers) reach
     * other API instances: `memory` (one instance, the default), `postgres` (LISTEN/NOTIFY on
     * DATABASE_URL) or `redis` (pub/sub on REDIS_URL).
     */
    EVENT_BUS: z.enum(['memory', 'postgres', 'redis']).default('memory'),
    /**
     * Live order streams (server-sent events) each API instance holds open: per user, in all,
     * and how many one user may open per minute (docs/decisions/0032). Beyond, 429.
     */
    STREAMS_PER_USER: z.coerce.number().int().min(1).max(100_000).default(5),
    STREAMS_TOTAL: z.coerce.number().int().min(1).max(100_000).default(2_000),
    STREAM_OPENS_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(30),
    /** Signs access tokens. Required in production; generated and kept in DATA_DIR otherwise. */
    SESSION_SECRET: z.string().min(32, 'SESSION_SECRET must be at least 32 characters').optional(),
    ...totpKeySettings,
    ...backupSettings,
    ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(10).max(3600).default(900),
    REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    /**
     * A session not refreshed for this long is ended (ASVS 7.3.1). At most the absolute lifetime,
     * and longer than an access token lives, or an active user would be signed out.
     */
    SESSION_IDLE_TIMEOUT_MINUTES: z.coerce.number().int().min(5).default(10_080),
    /**
     * A just-rotated refresh token presented again within this many seconds is refused without
     * revoking its session (two tabs refreshing at once); later reuse revokes the session.
     */
    REFRESH_REUSE_GRACE_SECONDS: z.coerce.number().int().min(0).max(60).default(10),
    /**
     * The Secure cookie flag (and the `__Host-` cookie names that go with it): on when PUBLIC_URL
     * is https, whatever NODE_ENV; otherwise set by each request's protocol unless forced.
     */
    COOKIE_SECURE: flag.optional(),
    /** Strict-Transport-Security (one year, subdomains): on when PUBLIC_URL is https. */
    HSTS: flag.optional(),
    /** Origins allowed to make state-changing calls, besides the request's own host. */
    ALLOWED_ORIGINS: z.string().default(''),
    /**
     * Which X-Forwarded-* to believe: `false`, a hop count (1 for a single reverse proxy in
     * front), or the proxies' addresses/CIDRs, comma-separated. Never `true`: trusting every hop
     * lets any client pick its own IP and slip past rate limits.
     */
    TRUST_PROXY: z
      .string()
      .trim()
      .default('false')
      .superRefine((v, ctx) => {
        if (v === 'true') {
          ctx.addIssue({
            code: 'custom',
            message:
              'TRUST_PROXY=true would trust any X-Forwarded-For; give the hop count (1 behind one reverse proxy) or the proxy addresses',
          });
        }
      })
      .transform((v): false | number | string[] => {
        if (v === 'false' || v === '0' || v === '') return false;
        if (/^\d+$/.test(v)) return Number(v);
        return v
          .split(',')
          .map((a) => a.trim())
          .filter(Boolean);
      })
      .refine((v) => typeof v !== 'number' || v <= 10, 'TRUST_PROXY hop count is at most 10'),
    /** Firebase project; a demo-* id means the local emulator. */
    FIREBASE_PROJECT_ID: z.string().optional(),
    FIREBASE_API_KEY: z.string().optional(),
    FIREBASE_AUTH_DOMAIN: z.string().optional(),
    /** host:port of the Firebase Auth emulator; set only for local development and tests. */
    FIREBASE_AUTH_EMULATOR_HOST: z.string().optional(),
    /** Built storefront to serve; empty to serve the API only. */
    WEB_DIST_DIR: folder.default(path.join(REPO_ROOT, 'apps/web/dist')),
    SEED_DEMO_MENU: flag.default(true),
    /** Text searches and suggestions one IP may ask for per minute. */
    SEARCH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(300),
    ...mailSettingsShape,
    /** Where mail goes without SMTP_URL (default DATA_DIR/outbox). */
    MAIL_OUTBOX_DIR: folder.optional(),
    /**
     * The storefront's public origin, e.g. https://order.example.com: mailed links point there
     * (never at whatever Host header a request carried). Default http://localhost:PORT.
     */
    PUBLIC_URL: z
      .url({ protocol: /^https?$/, error: 'PUBLIC_URL must be an http(s):// URL' })
      .transform((u) => u.replace(/\/+$/, ''))
      .optional(),
    ...pushSettingsShape,
    /**
     * The catalog answer cache (docs/decisions/0021-catalog-answer-cache.md): at most this many
     * ready answers and this many MiB (compressed copies included), each kept at most this many
     * seconds (a staff change drops them at once; the TTL bounds anything changed outside the
     * app and how stale "most popular first" may be).
     */
    CATALOG_CACHE_ENTRIES: z.coerce.number().int().min(1).max(1_000_000).default(2_000),
    CATALOG_CACHE_MB: z.coerce.number().min(1).max(4_096).default(16),
    CATALOG_CACHE_TTL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
    /**
     * argon2id's cost for new password hashes: `owasp` (m=19 MiB, t=2) always in production;
     * `minimal` only for test runs, which make thousands of accounts (decision 0044).
     */
    PASSWORD_HASH_COST: z.enum(['owasp', 'minimal']).default('owasp'),
    /** PostgreSQL cancels a query that runs longer than this (503 to the caller). */
    DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
    /**
     * PostgreSQL connections this instance keeps at most. Default: twice the machine's cores plus
     * one (PostgreSQL's own rule of thumb; decision 0095): more only queue inside the server.
     */
    DATABASE_POOL_SIZE: z.coerce
      .number()
      .int()
      .min(1)
      .max(500)
      .default(2 * os.availableParallelism() + 1),
    /** SIGTERM/SIGINT: the process has exited by then, whatever still hangs (decision 0056). */
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).default(10_000),
    /** Within it: how long ready answers 503 while everything is still served, for a balancer. */
    SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(300_000).optional(),
    ...paymentSettingsShape,
    ...messagingSettingsShape,
  })
  .superRefine((env, ctx) => {
    if (env.EVENT_BUS === 'postgres' && !env.DATABASE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['EVENT_BUS'],
        message: 'EVENT_BUS=postgres needs DATABASE_URL (the embedded database has no LISTEN)',
      });
    }
    if (env.EVENT_BUS === 'redis' && !env.REDIS_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['EVENT_BUS'],
        message: 'EVENT_BUS=redis needs REDIS_URL',
      });
    }
    for (const message of emulatorTrustRefusals(env)) {
      ctx.addIssue({ code: 'custom', path: ['FIREBASE_AUTH_EMULATOR_HOST'], message });
    }
    if (env.SESSION_IDLE_TIMEOUT_MINUTES > env.REFRESH_TOKEN_TTL_DAYS * 1440) {
      ctx.addIssue({
        code: 'custom',
        path: ['SESSION_IDLE_TIMEOUT_MINUTES'],
        message: `SESSION_IDLE_TIMEOUT_MINUTES is at most the absolute session lifetime (REFRESH_TOKEN_TTL_DAYS = ${env.REFRESH_TOKEN_TTL_DAYS * 1440} minutes)`,
      });
    }
    if (env.SESSION_IDLE_TIMEOUT_MINUTES * 60 <= env.ACCESS_TOKEN_TTL_SECONDS) {
      ctx.addIssue({
        code: 'custom',
        path: ['SESSION_IDLE_TIMEOUT_MINUTES'],
        message:
          'SESSION_IDLE_TIMEOUT_MINUTES must be longer than ACCESS_TOKEN_TTL_SECONDS, or active users would be signed out',
      });
    }
    if (env.NODE_ENV === 'production' && env.PASSWORD_HASH_COST !== 'owasp') {
      ctx.addIssue({
        code: 'custom',
        path: ['PASSWORD_HASH_COST'],
        message: 'PASSWORD_HASH_COST=minimal is for tests; NODE_ENV=production hashes at owasp',
      });
    }
    if (env.NODE_ENV === 'production' && !env.SESSION_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['SESSION_SECRET'],
        message: 'SESSION_SECRET is required with NODE_ENV=production',
      });
    }
    if (shutdownDelay(env) >= env.SHUTDOWN_TIMEOUT_MS) {
      ctx.addIssue({
        code: 'custom',
        path: ['SHUTDOWN_DELAY_MS'],
        message: `SHUTDOWN_DELAY_MS must be shorter than SHUTDOWN_TIMEOUT_MS (${env.SHUTDOWN_TIMEOUT_MS}), or nothing is left to finish requests in`,
      });
    }
    for (const message of pushSettingsRefusals(env)) {
      ctx.addIssue({ code: 'custom', path: ['PUSH_EXTRA_HOSTS'], message });
    }
    for (const [key, message] of [
      ...productionMailRefusals(env),
      ...totpKeyRefusals(env),
      ...paymentKeyRefusals(env),
      ...messagingRefusals(env),
    ]) {
      ctx.addIssue({ code: 'custom', path: [key], message });
    }
  });

export type Env = Omit<z.infer<typeof envSchema>, 'HSTS' | 'PUBLIC_URL' | 'SHUTDOWN_DELAY_MS'> & {
  HSTS: boolean;
  SHUTDOWN_DELAY_MS: number;
  PUBLIC_URL: string;
};

/** Every variable the server reads (a test compares .env.example and docs/configuration.md). */
export const ENV_VARIABLES = Object.keys(envSchema.shape);

/**
 * The contract's sentences (decision 0051) asked for here, not left to the contract's global
 * set-up: check-config, which loads no schema of the contract, said zod's "Too small: expected
 * number to be >=1" where the server, which loads it first, said "… must be at least 1".
 */
const parseEnv = (source: NodeJS.ProcessEnv) =>
  envSchema.safeParse(source, { error: readableIssue });

/** What the server would refuse in this environment, by variable (npm run check-config). */
export function envRefusals(source: NodeJS.ProcessEnv): { variable: string; message: string }[] {
  const parsed = parseEnv(source);
  return parsed.success
    ? []
    : parsed.error.issues.map((i) => ({ variable: i.path.join('.'), message: i.message }));
}

/** Read and validate the environment once, at boot. Throws with every problem listed. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = parseEnv(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${problems.join('\n')}`);
  }
  const env = parsed.data;
  // What HTTPS turns on follows from where the app is served (PUBLIC_URL), not from NODE_ENV.
  return {
    ...env,
    COOKIE_SECURE: cookieSecure(env),
    HSTS: env.HSTS ?? servedOverHttps(env),
    SHUTDOWN_DELAY_MS: shutdownDelay(env),
    PUBLIC_URL:
      env.PUBLIC_URL ??
      `http://${LOOPBACK_HOSTS.has(env.HOST) ? env.HOST : 'localhost'}:${env.PORT}`,
  };
}
