import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

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

const flag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    /** Embedded PGlite data folder, used when DATABASE_URL is not set. */
    DATA_DIR: z.string().default(path.join(REPO_ROOT, 'data')),
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
    /** Signs access tokens. Required in production; generated and kept in DATA_DIR otherwise. */
    SESSION_SECRET: z.string().min(32, 'SESSION_SECRET must be at least 32 characters').optional(),
    ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(10).max(3600).default(900),
    REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    /**
     * A just-rotated refresh token presented again within this many seconds is refused without
     * revoking its session (two tabs refreshing at once); later reuse revokes the session.
     */
    REFRESH_REUSE_GRACE_SECONDS: z.coerce.number().int().min(0).max(60).default(10),
    /** Set behind HTTPS: cookies get the Secure flag. */
    COOKIE_SECURE: flag.optional(),
    /** Origins allowed to make state-changing calls, besides the request's own host. */
    ALLOWED_ORIGINS: z.string().default(''),
    TRUST_PROXY: flag.default(false),
    /** Firebase project; a demo-* id means the local emulator. */
    FIREBASE_PROJECT_ID: z.string().optional(),
    FIREBASE_API_KEY: z.string().optional(),
    FIREBASE_AUTH_DOMAIN: z.string().optional(),
    /** host:port of the Firebase Auth emulator; set only for local development and tests. */
    FIREBASE_AUTH_EMULATOR_HOST: z.string().optional(),
    /** Built storefront to serve; empty to serve the API only. */
    WEB_DIST_DIR: z.string().default(path.join(REPO_ROOT, 'apps/web/dist')),
    SEED_DEMO_MENU: flag.default(true),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && env.FIREBASE_AUTH_EMULATOR_HOST) {
      ctx.addIssue({
        code: 'custom',
        path: ['FIREBASE_AUTH_EMULATOR_HOST'],
        message: 'The Firebase Auth emulator is never trusted with NODE_ENV=production',
      });
    }
    if (env.NODE_ENV === 'production' && !env.SESSION_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['SESSION_SECRET'],
        message: 'SESSION_SECRET is required with NODE_ENV=production',
      });
    }
  });

export type Env = z.infer<typeof envSchema>;

/** Read and validate the environment once, at boot. Throws with every problem listed. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${problems.join('\n')}`);
  }
  return parsed.data;
}
