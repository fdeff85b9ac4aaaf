import { Writable } from 'node:stream';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@ninetonine/contract';
import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '#src/app';
import { loadEnv, type Env } from '#src/config/env';
import { drizzleOnThread, openDatabase, type Database, type DatabaseHandle } from '#src/db/client';
import type { PgliteThread } from '#src/db/pglite-thread/client';
import type { FirebaseTokenVerifier } from '#src/modules/auth/identity/firebase-token';
import type { PasswordHasher } from '#src/modules/auth/passwords/password';
import type { PushResolver } from '#src/modules/push/push-addresses';
import * as schema from '#src/db/schema/index';
import { seedDemoMenuIfEmpty } from '#src/db/seed/seed-demo-menu';
import { seedDemoCoupons, seedRestaurantSettings } from '#src/db/seed/seed-restaurant';
import type { pushServiceStandIn } from './push-service';
import {
  createDatabaseFrom,
  createTestDatabase,
  databaseUrl,
  testDatabaseUrl,
} from './database-templates';
import { borrowPglite, returnPglite } from './pglite-pool';
import { statementRecorder } from './sql-statements';

/** Which database this test project runs on: set per Vitest project (api-pglite / api-postgres). */
export const TEST_DB = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  database: DatabaseHandle;
  env: Env;
  /** PostgreSQL only: the URL of this app's database (a second instance may share it). */
  databaseUrl?: string;
  /** Where this app's mails are written (its own temporary folder, unless env says otherwise). */
  outboxDir: string;
  close(): Promise<void>;
}

/** Links in mails point here in tests. */
export const TEST_PUBLIC_URL = 'http://storefront.test';

/**
 * A throwaway database: in-memory PGlite, or a fresh PostgreSQL database dropped afterwards;
 * copied from this run's template (see database-templates.ts) when there is one.
 */
async function openTestDatabase(seed: boolean | 'large'): Promise<{
  handle: DatabaseHandle;
  url?: string;
  /** Closes the database and drops it (PGlite: hands it back to the pool, pglite-pool.ts). */
  release(): Promise<void>;
}> {
  const templates = inject('databaseTemplates');
  const template =
    templates && (seed === 'large' ? templates.large : seed ? templates.seeded : templates.bare);
  if (seed === 'large' && !template) throw new Error('The large menu comes from a template only');
  if (TEST_DB === 'pglite') {
    const handle = await borrowPglite(template);
    return { handle, release: () => returnPglite(handle) };
  }
  const name = `nt_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  if (template) await createDatabaseFrom(template, name);
  else await createTestDatabase(name);
  const url = databaseUrl(name);
  const handle = await openDatabase({ url, logger: statementRecorder });
  return {
    handle,
    url,
    release: async () => {
      await handle.close();
      const c = new pg.Client({ connectionString: testDatabaseUrl() });
      await c.connect();
      try {
        // pool.end() resolves before the server has seen every connection go; a forced drop
        // would kill those and surface as pool errors, so wait for them first.
        for (let attempt = 0; attempt < 250; attempt++) {
          const { rows } = await c.query<{ n: number }>(
            'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
            [name],
          );
          if (rows[0]?.n === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await c.end();
      }
    },
  };
}

/**
 * The app's database for the test's own reads and fixtures, through a Drizzle of its own: what a
 * test sends is not a statement of the app's and is not counted (sql-statements.ts).
 */
function testSide(handle: DatabaseHandle): Database {
  const client = (handle.db as unknown as { $client: unknown }).$client;
  return handle.driver === 'postgres'
    ? (drizzlePg(client as pg.Pool, { schema }) as unknown as Database)
    : (drizzleOnThread(client as PgliteThread) as unknown as Database);
}

/** A writable stream that parses each JSON log line into `lines`. */
function lineCollector(lines: Record<string, unknown>[]): NodeJS.WritableStream {
  return new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) {
        lines.push(JSON.parse(line) as Record<string, unknown>);
      }
      done();
    },
  });
}

/** The stand-in's address and port, and each other name for it on that port. */
function pushExtraHosts(push: { service: { hostPort: string }; names?: string[] }): string {
  const port = push.service.hostPort.split(':')[1];
  return [push.service.hostPort, ...(push.names ?? []).map((n) => `${n}:${port}`)].join(',');
}

/** Staff authenticator secrets' key in test apps (decision 0072). */
export const TEST_TOTP_KEY = Buffer.alloc(32, 7).toString('base64');

/** Builds the real app on a fresh, migrated (and by default seeded) database. */
export async function buildTestApp(
  opts: {
    env?: Record<string, string>;
    /** false: settings only; true (default): the demo menu and coupons; 'large': and more dishes, to LARGE_MENU_DISHES. */
    seed?: boolean | 'large';
    /** Collect the app's log lines (parsed) here instead of staying silent. */
    logLines?: Record<string, unknown>[];
    /** PostgreSQL only: a second API instance on this database URL (left for its owner to drop). */
    databaseUrl?: string;
    /**
     * PGlite only: this data folder instead of memory (left for its owner to remove), so a
     * server process can open it once the app is closed.
     */
    dataDir?: string;
    /** Instances that must accept each other's session cookies share this. */
    sessionSecret?: string;
    /** Checks Firebase ID tokens (a real-project verifier on a local key set). */
    verifyFirebaseToken?: FirebaseTokenVerifier;
    /** Registers the loopback routes `npm run create-admin` calls, answering this token. */
    localControlToken?: string;
    /** Hashes and checks passwords instead of the one env makes (a test counting checks). */
    passwords?: PasswordHasher;
    /**
     * A local push service (test/push-service.ts), started here: the app trusts its certificate
     * and PUSH_EXTRA_HOSTS names its address and port, and each of `names` on that port;
     * `resolve` answers for push services' names instead of the system's DNS.
     */
    push?: {
      service: ReturnType<typeof pushServiceStandIn>;
      names?: string[];
      resolve?: PushResolver;
    };
    /** false: the session sweep runs only when the test calls it. */
    sessionSweepTimer?: boolean;
  } = {},
): Promise<TestApp> {
  const own = async (handle: DatabaseHandle, url?: string) => ({
    handle,
    url,
    release: () => handle.close(),
  });
  const { handle, url, release } = opts.databaseUrl
    ? await own(
        await openDatabase({ url: opts.databaseUrl, logger: statementRecorder }),
        opts.databaseUrl,
      )
    : opts.dataDir
      ? await own(
          await openDatabase({
            dataDir: opts.dataDir,
            purpose: 'a test',
            logger: statementRecorder,
          }),
        )
      : await openTestDatabase(opts.seed ?? true);
  const outbox = mkdtempSync(path.join(tmpdir(), 'nt-outbox-'));
  await opts.push?.service.listen();
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent',
    // As the server would be configured (EVENT_BUS=postgres listens on it).
    ...(url ? { DATABASE_URL: url } : {}),
    MAIL_OUTBOX_DIR: outbox,
    PUBLIC_URL: TEST_PUBLIC_URL,
    // The suite makes thousands of accounts: argon2id at its smallest (decision 0044); the
    // production cost is proven in password-strength.db-free.test.ts.
    PASSWORD_HASH_COST: 'minimal',
    ...(opts.push ? { PUSH_EXTRA_HOSTS: pushExtraHosts(opts.push) } : {}),
    // As every instance of one shop shares it (not a key in DATA_DIR, which tests mostly lack).
    TOTP_ENCRYPTION_KEY: TEST_TOTP_KEY,
    ...opts.env,
  });
  await handle.migrate();
  // As the server starts: the settings row always; the demo menu and coupons unless told not to
  // (a second instance shares the first one's database, seeded already).
  await seedRestaurantSettings(handle.db);
  if ((opts.seed ?? true) && !opts.databaseUrl && !opts.dataDir) {
    await seedDemoMenuIfEmpty(handle.db);
    await seedDemoCoupons(handle.db);
  }
  const app = await buildApp({
    env,
    database: handle,
    sessionSecret: opts.sessionSecret ?? randomBytes(32).toString('hex'),
    logger: opts.logLines ? { level: 'info', stream: lineCollector(opts.logLines) } : false,
    verifyFirebaseToken: opts.verifyFirebaseToken,
    localControlToken: opts.localControlToken,
    passwords: opts.passwords,
    pushTransport: opts.push && { ca: opts.push.service.ca, resolve: opts.push.resolve },
    sessionSweepTimer: opts.sessionSweepTimer,
  });
  await app.ready();
  return {
    app,
    db: testSide(handle),
    database: handle,
    env,
    databaseUrl: url,
    outboxDir: env.MAIL_OUTBOX_DIR ?? outbox,
    close: async () => {
      await app.close();
      await release();
      rmSync(outbox, { recursive: true, force: true });
    },
  };
}

/** One app per test file: `const t = useTestApp();` then `t.app` inside tests. */
export function useTestApp(opts: Parameters<typeof buildTestApp>[0] = {}): TestApp {
  let ctx: TestApp | undefined;
  beforeAll(async () => {
    ctx = await buildTestApp(opts);
  }, 60_000);
  afterAll(async () => {
    await ctx?.close();
  });
  const need = () => {
    if (!ctx) throw new Error('test app not ready');
    return ctx;
  };
  return {
    get app() {
      return need().app;
    },
    get db() {
      return need().db;
    },
    get database() {
      return need().database;
    },
    get env() {
      return need().env;
    },
    get databaseUrl() {
      return need().databaseUrl;
    },
    get outboxDir() {
      return need().outboxDir;
    },
    close: () => need().close(),
  };
}

/** Headers every state-changing browser call carries (see plugins/csrf.ts). */
export const csrfHeaders = { [CSRF_HEADER]: CSRF_HEADER_VALUE };
