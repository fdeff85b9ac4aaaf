import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { pushSettingsRefusals, pushSettingsShape } from './push-settings';
import { backupSettings } from './backup-settings';
import { totpKeyRefusals, totpKeySettings } from './totp-key-settings';

/** The API package root, found by walking up: the same from src/ (tsx, tests) and dist/ (bundle). */
function findApiRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (
      existsSync(manifest) &&
      JSON.parse(readFileSync(manifest, 'utf8')).name === '@ninetonine/api'
    ) {
      return dir;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('Cannot locate the @ninetonine/api package root');
    dir = parent;
  }
}

export const API_ROOT = findApiRoot();
export const REPO_ROOT = path.resolve(API_ROOT, '../..');

/**
 * A folder setting: relative paths are from the project root (where `.env` lives), whichever
 * folder a command runs in (`npm run create-admin` runs in apps/api).
 */
const folder = z.string().transform((p) => (p === '' ? p : path.resolve(REPO_ROOT, p)));

const flag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '::1', '[::1]']);

/** The host part of `host:port` (IPv6 in brackets keeps its brackets). */
function hostOf(hostPort: string): string {
  const bracketed = /^(\[[^\]]+\])(?::\d+)?$/.exec(hostPort);
  if (bracketed) return bracketed[1]!;
  const colon = hostPort.lastIndexOf(':');
  return colon === -1 ? hostPort : hostPort.slice(0, colon);
}

/** Served over HTTPS, as the deployment settings say: an https PUBLIC_URL. */
const servedOverHttps = (env: { PUBLIC_URL?: string }) =>
  env.PUBLIC_URL?.toLowerCase().startsWith('https://') === true;

/**
 * Secure cookies: COOKIE_SECURE when set, else on for an https PUBLIC_URL, whatever NODE_ENV;
 * undefined leaves it to each request's protocol (session-cookies.ts).
 */
const cookieSecure = (env: { COOKIE_SECURE?: boolean; PUBLIC_URL?: string }) =>
  env.COOKIE_SECURE ?? (servedOverHttps(env) ? true : undefined);

/**
 * The embedded database is one instance with nothing to fail over to: stop at once. On
 * PostgreSQL there may be others behind a balancer, which needs a moment to see ready go 503.
 */
const shutdownDelay = (env: { SHUTDOWN_DELAY_MS?: number; DATABASE_URL?: string }) =>
  env.SHUTDOWN_DELAY_MS ?? (env.DATABASE_URL ? 3_000 : 0);

/**
 * The emulator signs nothing, so trusting it is only safe on a developer's own machine: a
 * `demo-*` project (which Firebase never issues for real), an emulator on loopback, and a process
 * that does not look deployed (production mode, or listening beyond loopback with Secure cookies).
 */
function emulatorTrustRefusals(env: {
  NODE_ENV: string;
  HOST: string;
  COOKIE_SECURE?: boolean;
  PUBLIC_URL?: string;
  FIREBASE_PROJECT_ID?: string;
  FIREBASE_AUTH_EMULATOR_HOST?: string;
}): string[] {
  if (!env.FIREBASE_AUTH_EMULATOR_HOST) return [];
  const refusals: string[] = [];
  if (env.NODE_ENV === 'production') {
    refusals.push('The Firebase Auth emulator is never trusted with NODE_ENV=production');
  }
  if (!env.FIREBASE_PROJECT_ID?.startsWith('demo-')) {
    refusals.push('The Firebase Auth emulator is trusted only for a demo-* FIREBASE_PROJECT_ID');
  }
  if (!LOOPBACK_HOSTS.has(hostOf(env.FIREBASE_AUTH_EMULATOR_HOST))) {
    refusals.push(
      'The Firebase Auth emulator must run on a loopback address (127.0.0.1, localhost)',
    );
  }
  if (cookieSecure(env) === true && !LOOPBACK_HOSTS.has(env.HOST)) {
    refusals.push(
      'The Firebase Auth emulator is refused on a server that looks deployed (Secure cookies, listening beyond loopback)',
    );
  }
  return refusals;
}

/**
 * SMTP_URL weakens TLS only by saying `tls=optional` (docs/decisions/0034):
 * nodemailer's own switches would do it quietly, and a misspelt value must not pass unnoticed.
 */
function smtpUrlRefusals(url: string): string[] {
  let params: URLSearchParams;
  try {
    params = new URL(url).searchParams;
  } catch {
    return ['SMTP_URL is not a valid URL'];
  }
  const refusals: string[] = [];
  const tls = params.getAll('tls');
  if (tls.length > 1 || (tls.length === 1 && tls[0] !== 'optional')) {
    refusals.push('SMTP_URL: tls may only be "optional" (STARTTLS when offered, else plain text)');
  }
  for (const name of ['requireTLS', 'ignoreTLS', 'opportunisticTLS', 'secure']) {
    if (params.has(name)) {
      refusals.push(`SMTP_URL: use smtps:// or ?tls=optional instead of ?${name}`);
    }
  }
  if (tls.length && url.toLowerCase().startsWith('smtps:')) {
    refusals.push('SMTP_URL: smtps:// is always TLS; tls=optional applies to smtp:// only');
  }
  return refusals;
}

/**
 * A restaurant in production must really mail its password-reset and verification links, to
 * links on its own public address (docs/decisions/0018-email-links.md). Keeping mail in files
 * there is allowed only when asked for by name (MAIL_OUTBOX_DIR).
 */
function productionMailRefusals(env: {
  NODE_ENV: string;
  SMTP_URL?: string;
  MAIL_FROM?: string;
  MAIL_OUTBOX_DIR?: string;
  PUBLIC_URL?: string;
}): [string, string][] {
  if (env.NODE_ENV !== 'production') return [];
  const refusals: [string, string][] = [];
  if (!env.SMTP_URL && !env.MAIL_OUTBOX_DIR) {
    refusals.push([
      'SMTP_URL',
      'SMTP_URL is required with NODE_ENV=production (password-reset and verification mails); set MAIL_OUTBOX_DIR instead to keep mail in files on purpose',
    ]);
  }
  if (env.SMTP_URL && !env.MAIL_FROM) {
    refusals.push(['MAIL_FROM', 'MAIL_FROM is required with SMTP_URL in production']);
  }
  if (!env.PUBLIC_URL) {
    refusals.push([
      'PUBLIC_URL',
      'PUBLIC_URL is required with NODE_ENV=production (mailed links point at it)',
    ]);
  }
  return refusals;
}

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
    /**
     * Mail (password reset, email verification): an SMTP server as smtp://user:pass@host:587
     * (STARTTLS required) or smtps://user:pass@host:465; `?tls=optional` lets smtp:// go on in
     * plain text when the server offers no STARTTLS. Without it mail goes to files in the outbox.
     */
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\/[^/\s]+/, 'SMTP_URL must be an smtp:// or smtps:// URL')
      .superRefine((v, ctx) => {
        for (const message of smtpUrlRefusals(v)) ctx.addIssue({ code: 'custom', message });
      })
      .optional(),
    /** The sender of every mail, e.g. "NineToNine <orders@example.com>". */
    MAIL_FROM: z.string().trim().min(3).max(200).optional(),
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
    /** SIGTERM/SIGINT: the process has exited by then, whatever still hangs (decision 0056). */
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).default(10_000),
    /** Within it: how long ready answers 503 while everything is still served, for a balancer. */
    SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(300_000).optional(),
    /**
     * Online payment through Razorpay's hosted page (issue 20, decision 0060): the API key pair
     * and the webhook secret, all three or none. None: online payment is not offered.
     */
    RAZORPAY_KEY_ID: z.string().trim().min(1).optional(),
    RAZORPAY_KEY_SECRET: z.string().trim().min(1).optional(),
    RAZORPAY_WEBHOOK_SECRET: z.string().trim().min(1).optional(),
    /** Razorpay's API origin; tests point it at the stand-in. */
    RAZORPAY_API_URL: z
      .url({ protocol: /^https?$/, error: 'RAZORPAY_API_URL must be an http(s):// URL' })
      .default('https://api.razorpay.com'),
    /** How long an online order waits for its payment before it expires (decision 0061). */
    ONLINE_PAYMENT_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(900),
    /** How often each instance asks the provider about orders awaiting payment; 0: never. */
    PAYMENT_RECONCILE_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(3_600).default(60),
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
    const razorpayKeys = [
      env.RAZORPAY_KEY_ID,
      env.RAZORPAY_KEY_SECRET,
      env.RAZORPAY_WEBHOOK_SECRET,
    ];
    if (razorpayKeys.some(Boolean) && !razorpayKeys.every(Boolean)) {
      ctx.addIssue({
        code: 'custom',
        path: ['RAZORPAY_KEY_ID'],
        message:
          'Set RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET together (or none: no online payment)',
      });
    }
    for (const message of pushSettingsRefusals(env)) {
      ctx.addIssue({ code: 'custom', path: ['PUSH_EXTRA_HOSTS'], message });
    }
    for (const [key, message] of [...productionMailRefusals(env), ...totpKeyRefusals(env)]) {
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

/** What the server would refuse in this environment, by variable (npm run check-config). */
export function envRefusals(source: NodeJS.ProcessEnv): { variable: string; message: string }[] {
  const parsed = envSchema.safeParse(source);
  return parsed.success
    ? []
    : parsed.error.issues.map((i) => ({ variable: i.path.join('.'), message: i.message }));
}

/** Read and validate the environment once, at boot. Throws with every problem listed. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
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
