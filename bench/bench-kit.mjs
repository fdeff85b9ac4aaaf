// Shared parts of the HTTP benchmarks: child processes (the built API, the bare replay server),
// throwaway databases, and autocannon runs. Every request goes to 127.0.0.1 only.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';

export const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The bundle must live inside apps/api: it finds its migrations from there.
export const BUNDLE = process.env.BENCH_API_BUNDLE ?? path.join(REPO, 'apps/api/dist/server.js');

const children = new Set();
const cleanups = [];

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

async function waitFor(port, urlPath, ms = 60_000) {
  const until = Date.now() + ms;
  for (;;) {
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

/** The built API (or another build) on a prepared database (PGlite folder or PostgreSQL URL). */
export async function startApi(db, extraEnv = {}, nodeArgs = [], bundle = BUNDLE) {
  const port = await freePort();
  const child = start(process.execPath, [...nodeArgs, bundle], {
    NODE_ENV: 'production',
    // Production wants real mail and a public address; a bench keeps mail in files.
    MAIL_OUTBOX_DIR: path.join(os.tmpdir(), 'nt-bench-outbox'),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    SESSION_SECRET: 'bench-only-secret-bench-only-secret-0123',
    // Production requires it (two-step sign-in secrets); a bench never reads one back.
    TOTP_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
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
    await waitFor(port, '/api/v1/health');
  } catch (error) {
    console.error(child.stderrText());
    throw error;
  }
  return { child, port };
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
      const name = `nt_bench_${process.pid}_${foods}`;
      const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      const url = new URL(process.env.DATABASE_URL);
      url.pathname = `/${name}`;
      db = { engine, url: url.toString() };
      cleanups.push(async () => {
        const c = new pg.Client({ connectionString: process.env.DATABASE_URL });
        await c.connect();
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await c.end();
      });
    }
    const handle = await openDatabase(db.url ? { url: db.url } : { dataDir: db.dir });
    await handle.migrate();
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
