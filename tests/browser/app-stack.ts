import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { API_BASE_PATH } from '@ninetonine/contract';
import { inject } from 'vitest';
import {
  adminQuery,
  createDatabaseFrom,
  databaseUrl,
} from '../../apps/api/test/database-templates';
import { freePort, SHORT_LIVED_NODE_FLAGS } from '../../apps/api/test/server-process';

// The processes a browser file runs beside Chromium: the built app and the Firebase Auth
// emulator (harness.ts starts them per file; global-setup.ts the first app).

const ROOT = path.resolve(import.meta.dirname, '../..');
/** Overridable so parallel runs can test their own builds (see README, Scripts). */
const SERVER_ENTRY =
  process.env.BROWSER_TEST_API_ENTRY ?? path.join(ROOT, 'apps/api/dist/server.js');
/**
 * Node's arguments for `npm run create-admin` from the same build as the server, then `args`
 * (tsx would compile the CLI's sources again on every call: ~1.2 s of CPU against ~0.35 s). On an
 * embedded database the command opens PGlite itself: V8 tuned for a short life, as the app.
 */
export function createAdminArgs(args: string[]): string[] {
  return [
    ...SHORT_LIVED_NODE_FLAGS,
    path.join(path.dirname(SERVER_ENTRY), 'create-admin.js'),
    ...args,
  ];
}
export const WEB_DIST = process.env.BROWSER_TEST_WEB_DIST ?? path.join(ROOT, 'apps/web/dist');
export const FIREBASE_BIN = path.join(ROOT, 'node_modules/.bin/firebase');
export const EMULATOR_PROJECT = 'demo-ninetonine';
/**
 * The test app's V8, tuned for short lives: PGlite's WebAssembly on the baseline compiler
 * (SHORT_LIVED_NODE_FLAGS), and a larger young generation that collects less often while the
 * modules load (decision 0075's appendix). Same semantics; production runs V8's defaults.
 */
const APP_NODE_FLAGS = [
  '--enable-source-maps',
  ...SHORT_LIVED_NODE_FLAGS,
  '--max-semi-space-size=32',
];

export { freePort };

async function waitFor(url: string, timeoutMs: number, child: ChildProcess, logs: string[]) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`process exited early:\n${logs.join('')}`);
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for ${url}:\n${logs.join('').slice(-4000)}`);
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

export interface Emulator {
  host: string;
  url: string;
  stop(): Promise<void>;
}

/** firebase.json for the Auth emulator alone on `port` (its hub and log ports free ones). */
export async function emulatorConfig(port: number) {
  return {
    emulators: {
      auth: { host: '127.0.0.1', port },
      ui: { enabled: false },
      hub: { port: await freePort() },
      logging: { port: await freePort() },
    },
  };
}

/**
 * A Firebase Auth emulator of the caller's own (auth only, demo- project: fully offline); test
 * files use the run's shared one (shared-auth-emulator.ts).
 */
export async function startAuthEmulator(opts: { port?: number } = {}): Promise<Emulator> {
  const port = opts.port ?? (await freePort());
  const dir = mkdtempSync(path.join(tmpdir(), 'nt-emu-'));
  writeFileSync(path.join(dir, 'firebase.json'), JSON.stringify(await emulatorConfig(port)));
  const logs: string[] = [];
  const child = spawn(
    FIREBASE_BIN,
    ['emulators:start', '--only', 'auth', '--project', EMULATOR_PROJECT],
    {
      cwd: dir,
      env: { ...process.env, FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true', CI: 'true' },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    },
  );
  child.stdout?.on('data', (d) => logs.push(String(d)));
  child.stderr?.on('data', (d) => logs.push(String(d)));
  const host = `127.0.0.1:${port}`;
  await waitFor(`http://${host}/`, 90_000, child, logs);
  return {
    host,
    url: `http://${host}`,
    stop: async () => {
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        // already gone
      }
      await stopChild(child);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface Stack {
  baseUrl: string;
  dataDir: string;
  /** The app's PostgreSQL database, when it runs on one (else its embedded one in `dataDir`). */
  databaseUrl?: string;
  /** Where the app writes its mails (no SMTP in tests): DATA_DIR/outbox. */
  outboxDir: string;
  /** Stops the app; its data folder is removed unless `keepData`. */
  stop(opts?: { keepData?: boolean }): Promise<void>;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, seeded data folder the built app starts on a copy of (global-setup.ts). */
    browserDataTemplate?: string;
    /** The same, as a PostgreSQL database each file's app gets a copy of (global-setup.ts). */
    browserPostgresTemplate?: string;
    /** The run's one Chromium (global-setup.ts): each file connects with its own contexts. */
    browserEndpoint?: string;
  }
}

/**
 * A copy of the run's data-folder template in a new temporary folder: for a file that
 * writes into the embedded database before its app starts (`useBrowserStack({ env: { DATA_DIR } })`)
 * without the seconds of making a database from nothing.
 */
export function dataFolderFromTemplate(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  const template = inject('browserDataTemplate');
  if (template) cpSync(template, dir, { recursive: true });
  return dir;
}

/**
 * The built app (`npm run build` first) on a free port with a fresh embedded database: a copy of
 * `template` when given (migrated and seeded: what the app would make on a first start, without
 * its seconds of setting up a database), else an empty folder.
 */
export async function startStack(
  opts: {
    env?: Record<string, string>;
    emulator?: Emulator;
    template?: string;
    /**
     * A PostgreSQL template database: the app runs on a copy of it (`CREATE DATABASE ...
     * TEMPLATE`, dropped at stop) instead of an embedded one; wins over `template`.
     */
    postgresTemplate?: string;
    /** How long the app may take to answer its health check (a copy's start: 60 s). */
    startTimeoutMs?: number;
  } = {},
): Promise<Stack> {
  if (!existsSync(SERVER_ENTRY)) throw new Error('Build first: npm run build');
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'nt-data-'));
  // A file that brings its own database (DATA_DIR or DATABASE_URL) keeps it.
  const ownDatabase = Boolean(opts.env?.DATA_DIR ?? opts.env?.DATABASE_URL);
  let database: string | undefined;
  if (opts.postgresTemplate && !ownDatabase) {
    database = `nt_browser_${randomBytes(5).toString('hex')}`;
    await createDatabaseFrom(opts.postgresTemplate, database);
  } else if (opts.template && !ownDatabase) {
    cpSync(opts.template, dataDir, { recursive: true });
  }
  const dropDatabase = async () => {
    if (database) await adminQuery(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  };
  const emulatorEnv: Record<string, string> = opts.emulator
    ? { FIREBASE_PROJECT_ID: EMULATOR_PROJECT, FIREBASE_AUTH_EMULATOR_HOST: opts.emulator.host }
    : {};
  const logs: string[] = [];
  const child = spawn(process.execPath, [...APP_NODE_FLAGS, SERVER_ENTRY], {
    env: {
      PATH: process.env.PATH,
      // The machine's zone (America/Los_Angeles, vitest.config.ts), far from the restaurant's.
      ...(process.env.TZ ? { TZ: process.env.TZ } : {}),
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: WEB_DIST,
      SESSION_SECRET: 'browser-tests-only-secret-0123456789abcdef',
      // Accounts made by the suite: argon2id at its smallest (decision 0044).
      PASSWORD_HASH_COST: 'minimal',
      // Nothing balances between test servers: a stop need not wait for one (decision 0056).
      SHUTDOWN_DELAY_MS: '0',
      ...(database ? { DATABASE_URL: databaseUrl(database) } : {}),
      ...emulatorEnv,
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => logs.push(String(d)));
  child.stderr?.on('data', (d) => logs.push(String(d)));
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${baseUrl}${API_BASE_PATH}/health`, opts.startTimeoutMs ?? 60_000, child, logs);
  } catch (error) {
    // A server that started too slowly must not outlive the failed test (it holds its folder).
    await stopChild(child);
    rmSync(dataDir, { recursive: true, force: true });
    await dropDatabase();
    throw error;
  }
  return {
    baseUrl,
    dataDir,
    ...(database ? { databaseUrl: databaseUrl(database) } : {}),
    outboxDir: opts.env?.MAIL_OUTBOX_DIR ?? path.join(dataDir, 'outbox'),
    stop: async ({ keepData = false } = {}) => {
      await stopChild(child);
      if (!keepData) {
        rmSync(dataDir, { recursive: true, force: true });
        await dropDatabase();
      }
    },
  };
}
