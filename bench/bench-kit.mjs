// Shared parts of the HTTP benchmarks: child processes (the built API, the bare replay server),
// throwaway databases (migrated as production migrates: decision 0055), and autocannon runs.
// Every request goes to 127.0.0.1 only. autocannon is imported when a load runs: a bench's
// set-up (`--smoke`) needs nothing but the root install (tests/topology/bench-setups.test.ts).
import { execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';

export const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The bundle must live inside apps/api: it finds its migrations from there.
export const BUNDLE = process.env.BENCH_API_BUNDLE ?? path.join(REPO, 'apps/api/dist/server.js');

const children = new Set();
const cleanups = [];

/**
 * `--smoke` (or BENCH_SMOKE=1): the bench's set-up and one request of each kind it measures, no
 * load, exit 0 only when all of it worked. tests/topology/bench-setups.test.ts runs every bench so, so a
 * bench cannot stop working unnoticed again (issue 36, item 2).
 */
export const SMOKE = process.argv.includes('--smoke') || process.env.BENCH_SMOKE === '1';

/** A smoke run's check of one answer: throws on any other status. */
export function expectStatus(what, status, expected = 200) {
  if (status !== expected) throw new Error(`${what} answered ${status}, not ${expected}`);
}

export const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};

export const fmt = (n, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits });

export function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

export function get(port, urlPath, headers = {}) {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: urlPath, headers, agent }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode,
            rawHeaders: res.rawHeaders,
            body: Buffer.concat(chunks),
          }),
        );
      })
      .on('error', reject);
  });
}

async function waitFor(port, urlPath, child, ms = 180_000) {
  const until = Date.now() + ms;
  for (;;) {
    // A server that refused to start (a schema behind, a missing setting) says why at once.
    if (child && child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    try {
      if ((await get(port, urlPath)).status === 200) return;
    } catch {
      // not up yet
    }
    if (Date.now() > until) throw new Error(`server on ${port} did not come up`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Children get a clean environment: an inherited DATABASE_URL must never pick their database. */
export function start(command, args, env) {
  const base = { PATH: process.env.PATH, HOME: process.env.HOME, TMPDIR: os.tmpdir() };
  const child = spawn(command, args, {
    env: { ...base, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let stderr = '';
  child.stderr.on('data', (d) => (stderr += d));
  child.on('exit', () => children.delete(child));
  child.stderrText = () => stderr;
  return child;
}

export function stop(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.stopping = true;
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

/** The PostgreSQL server benches make their throwaway databases on. */
export const ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** A throwaway PostgreSQL database on `adminUrl`'s server, dropped by cleanup(): `{ url }`. */
export async function createPostgresDatabase(tag, adminUrl = ADMIN_URL) {
  const name = `nt_bench_${tag}_${process.pid}_${Math.random().toString(16).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  cleanups.push(async () => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { engine: 'postgres', url: url.toString() };
}

/**
 * Applies a build's migrations to a database, with the build's own migrate entry (what `npm run
 * migrate` runs in a deployment): a production server on PostgreSQL never migrates by itself
 * and exits when the schema is behind (decision 0055). The embedded database migrates at boot.
 */
export async function migrate(db, bundle = BUNDLE) {
  if (!db.url || db.migrated) return;
  await promisify(execFile)(process.execPath, [path.join(path.dirname(bundle), 'migrate.js')], {
    env: { PATH: process.env.PATH, HOME: process.env.HOME, DATABASE_URL: db.url },
  });
  db.migrated = true;
}

/** The built API (or another build) on a prepared database (PGlite folder or PostgreSQL URL). */
export async function startApi(db, extraEnv = {}, nodeArgs = [], bundle = BUNDLE) {
  await migrate(db, bundle);
  const port = await freePort();
  const child = start(process.execPath, [...nodeArgs, bundle], {
    NODE_ENV: 'production',
    // Production wants real mail and a public address; a bench keeps mail in files.
    MAIL_OUTBOX_DIR: path.join(os.tmpdir(), 'nt-bench-outbox'),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    SESSION_SECRET: 'bench-only-secret-bench-only-secret-0123',
    // Production requires it since the second factor's secrets are encrypted at rest.
    TOTP_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'warn',
    WEB_DIST_DIR: '/nonexistent',
    SEED_DEMO_MENU: 'false',
    // The load generator is one IP asking thousands of times a second: measure, don't limit.
    SEARCH_RATE_LIMIT_PER_MINUTE: '1000000',
    ...(db.url ? { DATABASE_URL: db.url } : { DATA_DIR: db.dir }),
    ...extraEnv,
  });
  child.stdout.resume();
  child.on('exit', (code, signal) => {
    // A crash mid-run would only show as errors in the figures: say why.
    if (!child.stopping) console.error(`The API exited (${code ?? signal}): ${child.stderrText()}`);
  });
  try {
    await waitFor(port, '/api/v1/health', child);
  } catch (error) {
    console.error(child.stderrText());
    // A server still starting when the wait ran out must not outlive the bench.
    await stop(child);
    throw error;
  }
  return { child, port };
}

/**
 * CPU seconds (user + system) a child has used so far (Linux: utime + stime in /proc, 100
 * ticks a second), or NaN. CPU per request is what throughput is on an idle machine, and unlike
 * req/s it barely moves when other work shares the cores: the figure to trust on a busy machine.
 */
export function cpuSecondsOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command's closing parenthesis; utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}

/** Status, headers (minus per-connection ones) and body of one answer, as the replay wants. */
export function recording(answer) {
  const headers = {};
  for (let i = 0; i < answer.rawHeaders.length; i += 2) {
    const name = answer.rawHeaders[i].toLowerCase();
    if (!['date', 'connection', 'keep-alive', 'transfer-encoding'].includes(name)) {
      headers[name] = answer.rawHeaders[i + 1];
    }
  }
  return { status: answer.status, headers, body: answer.body.toString('base64') };
}

/** A bare node:http server replaying recorded answers (one, or { byPath }). */
export async function startBaseline(recorded, dir) {
  const file = path.join(dir, `recorded-${Date.now()}.json`);
  await writeFile(file, JSON.stringify(recorded));
  const child = start(process.execPath, [path.join(REPO, 'bench/baseline-server.mjs'), file], {});
  const port = await new Promise((resolve, reject) => {
    child.stdout.once('data', (d) => resolve(Number(String(d).trim())));
    child.once('exit', () => reject(new Error(`baseline failed: ${child.stderrText()}`)));
  });
  return { child, port };
}

export async function load(port, urlPath, duration, connections) {
  if (SMOKE) {
    // One request instead of the load: the bench's set-up and its answer, not its speed.
    expectStatus(urlPath, (await get(port, urlPath)).status);
    return { rps: 1, p99: 0, p50: 0, requests: 1, errors: 0 };
  }
  // bench/'s own dependency (decision 0058): `npm run bench:install`.
  const { default: autocannon } = await import('autocannon');
  const r = await autocannon({
    url: `http://127.0.0.1:${port}${urlPath}`,
    connections,
    duration,
  });
  return {
    rps: r.requests.average,
    p99: r.latency.p99,
    p50: r.latency.p50,
    requests: r.requests.total,
    errors: r.errors + r.timeouts + r.non2xx,
  };
}

/** Fresh databases per engine: the demo menu, and a large menu of `largeMenu` foods (0: none). */
export async function prepareDatabases(workDir, largeMenu) {
  const { openDatabase } = await tsImport('../apps/api/src/db/client.ts', import.meta.url);
  const { seedDemoMenuIfEmpty } = await tsImport(
    '../apps/api/src/db/seed/seed-demo-menu.ts',
    import.meta.url,
  );
  const { seedLargeMenu } = await tsImport(
    '../apps/api/src/db/seed/seed-large-menu.ts',
    import.meta.url,
  );
  const targets = [];
  const make = async (engine, foods) => {
    let db;
    if (engine === 'pglite') {
      db = { engine, dir: path.join(workDir, `pglite-${foods}`) };
    } else {
      db = await createPostgresDatabase(`catalog_${foods}`, process.env.DATABASE_URL);
    }
    const handle = await openDatabase(db.url ? { url: db.url } : { dataDir: db.dir });
    await handle.migrate();
    db.migrated = true;
    if (foods > 100) await seedLargeMenu(handle.db, foods);
    else await seedDemoMenuIfEmpty(handle.db);
    await handle.close();
    return db;
  };
  const engines = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
  for (const engine of engines) {
    // largeMenu 0: the demo menu alone (bench parts that never read a large one).
    const demo = await make(engine, 0);
    targets.push({
      engine,
      demo,
      large: largeMenu > 0 ? await make(engine, largeMenu) : undefined,
    });
  }
  return targets;
}

export const onCleanup = (fn) => cleanups.push(fn);

export async function cleanup() {
  await Promise.all([...children].map(stop));
  for (const fn of cleanups.reverse()) await fn().catch(() => {});
  agent.destroy();
}
