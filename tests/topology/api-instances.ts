import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { Agent, request } from 'node:https';
import path from 'node:path';
import { promisify } from 'node:util';
import { API_BASE_PATH } from '@ninetonine/contract';
import pg from 'pg';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SERVER_ENTRY = path.join(ROOT, 'apps/api/dist/server.js');
const CREATE_ADMIN_ENTRY = path.join(ROOT, 'apps/api/dist/create-admin.js');
const MIGRATE_ENTRY = path.join(ROOT, 'apps/api/dist/migrate.js');
const BASE_DATABASE_URL =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A database of its own on the run's PostgreSQL server, dropped afterwards. */
export async function throwawayDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `topology_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: BASE_DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(BASE_DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: BASE_DATABASE_URL });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** Every instance's output, numbered in one sequence: which line came last, whoever wrote it. */
let lineNumber = 0;
export interface LogLine {
  n: number;
  text: string;
}

export interface Instance {
  readonly port: number;
  readonly url: string;
  readonly logs: LogLine[];
  readonly running: boolean;
  start(): Promise<void>;
  /** SIGTERM (what systemd sends) and wait for the process to exit by itself. */
  stop(): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** SIGKILL: no drain, no goodbye, the way a crash or the OOM killer ends it. */
  kill(): Promise<void>;
}

/** Ready: /health/ready where the build has it (the drain's readiness), else /health. */
export async function isReady(url: string): Promise<boolean> {
  try {
    const ready = await fetch(`${url}${API_BASE_PATH}/health/ready`);
    if (ready.status !== 404) return ready.ok;
    return (await fetch(`${url}${API_BASE_PATH}/health`)).ok;
  } catch {
    return false;
  }
}

/** One built API process (`node apps/api/dist/server.js`) as a systemd unit would run it. */
export function apiInstance(port: number, env: Record<string, string>, dataDir: string): Instance {
  if (!existsSync(SERVER_ENTRY)) throw new Error('Build first: npm run build');
  const logs: LogLine[] = [];
  let child: ChildProcess | undefined;
  const url = `http://127.0.0.1:${port}`;
  const alive = () => child !== undefined && child.exitCode === null && child.signalCode === null;
  const exit = (c: ChildProcess) =>
    c.exitCode !== null || c.signalCode !== null
      ? Promise.resolve({ code: c.exitCode, signal: c.signalCode })
      : new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
          c.once('exit', (code, signal) => resolve({ code, signal })),
        );
  return {
    port,
    url,
    logs,
    get running() {
      return alive();
    },
    async start() {
      mkdirSync(dataDir, { recursive: true, mode: 0o700 });
      const c = spawn(process.execPath, ['--enable-source-maps', SERVER_ENTRY], {
        env: { PATH: process.env.PATH, ...env, PORT: String(port), DATA_DIR: dataDir },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child = c;
      const keep = (d: Buffer) => {
        for (const text of String(d).split('\n')) if (text) logs.push({ n: ++lineNumber, text });
      };
      c.stdout?.on('data', keep);
      c.stderr?.on('data', keep);
      const deadline = Date.now() + 90_000;
      while (!(await isReady(url))) {
        if (!alive()) throw new Error(`instance ${port} exited:\n${tail(logs)}`);
        if (Date.now() > deadline) {
          c.kill('SIGKILL');
          throw new Error(`instance ${port} did not become ready:\n${tail(logs)}`);
        }
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    async stop() {
      if (!child) return { code: null, signal: null };
      const exited = exit(child);
      child.kill('SIGTERM');
      return exited;
    },
    async kill() {
      if (!child) return;
      const exited = exit(child);
      child.kill('SIGKILL');
      await exited;
    },
  };
}

const tail = (logs: LogLine[]) =>
  logs
    .slice(-40)
    .map((l) => l.text)
    .join('\n');

/**
 * `npm run migrate` from the build, the deploy step before any instance starts (production
 * instances refuse a schema that is behind). A build without the command (before issue 23's
 * item 4) migrates at each instance's start instead: then there is nothing to run.
 */
export async function migrateDatabase(env: Record<string, string>, dataDir: string) {
  if (!existsSync(MIGRATE_ENTRY)) return;
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  await promisify(execFile)(process.execPath, [MIGRATE_ENTRY], {
    env: { PATH: process.env.PATH, ...env, DATA_DIR: dataDir },
  });
}

/** `npm run create-admin` from the build, against the shared PostgreSQL. */
export async function createStaff(
  env: Record<string, string>,
  account: { email: string; name: string; password: string },
  role: 'staff' | 'admin' = 'staff',
): Promise<void> {
  const args = ['--email', account.email, '--name', account.name, '--role', role];
  const run = promisify(execFile)(process.execPath, [CREATE_ADMIN_ENTRY, ...args], {
    env: { PATH: process.env.PATH, ...env },
  });
  run.child.stdin?.end(`${account.password}\n`);
  const { stdout } = await run;
  if (!/account created/.test(stdout)) throw new Error(`create-admin said: ${stdout}`);
}

export interface HttpsAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * HTTPS through the proxy, checking its certificate against the test's own (no "ignore TLS
 * errors" in Node). One keep-alive agent, as a browser or a load generator keeps connections.
 */
export function httpsClient(port: number, ca: string) {
  const agent = new Agent({ ca, keepAlive: true, maxSockets: 32 });
  let retried = 0;
  const once = (
    method: string,
    pathname: string,
    opts: { headers?: Record<string, string>; body?: unknown },
  ): Promise<HttpsAnswer> =>
    new Promise((resolve, reject) => {
      const body = opts.body === undefined ? undefined : JSON.stringify(opts.body);
      const req = request(
        {
          host: '127.0.0.1',
          servername: 'localhost',
          port,
          method,
          path: pathname,
          agent,
          headers: {
            host: `localhost:${port}`,
            ...(body ? { 'content-type': 'application/json' } : {}),
            ...opts.headers,
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: Buffer.concat(chunks).toString('utf8'),
            }),
          );
          res.on('error', reject);
        },
      );
      req.on('error', (error: NodeJS.ErrnoException) =>
        reject(Object.assign(error, { reusedSocket: req.reusedSocket })),
      );
      req.end(body);
    });
  /**
   * A kept-alive connection the server closed as idle (nginx does so on a reload) can meet the
   * next request on its way: no answer, nothing acted on. Sent again once on a new connection,
   * as browsers do and as Node's documentation of `request.reusedSocket` shows; any other error,
   * or a second one, is the caller's.
   */
  const call = async (
    method: string,
    pathname: string,
    opts: { headers?: Record<string, string>; body?: unknown } = {},
  ): Promise<HttpsAnswer> => {
    try {
      return await once(method, pathname, opts);
    } catch (error) {
      const { code, reusedSocket } = error as NodeJS.ErrnoException & { reusedSocket?: boolean };
      if (!reusedSocket || code !== 'ECONNRESET') throw error;
      retried += 1;
      return once(method, pathname, opts);
    }
  };
  return { call, retried: () => retried, close: () => agent.destroy() };
}

/** The `name=value` pairs of Set-Cookie answers, as a Cookie header. */
export const cookiesOf = (answer: HttpsAnswer): string =>
  ((answer.headers['set-cookie'] as string[] | undefined) ?? [])
    .map((c) => c.split(';')[0])
    .join('; ');
