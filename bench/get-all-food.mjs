// Throughput and p99 latency of the catalog reads, next to a bare node:http server sending the
// very same bytes. See bench/README.md. Usage (after `npm run build`):
//   node bench/get-all-food.mjs [--duration 10] [--connections 8] [--foods 10000]
// Set DATABASE_URL=postgres://... to also run against PostgreSQL (throwaway databases).
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const DURATION = Math.min(arg('duration', 10), 60);
const CONNECTIONS = Math.min(arg('connections', 8), 64);
const LARGE_MENU = Math.min(arg('foods', 10_000), 50_000);
const WARMUP = 2;
// The bundle must live inside apps/api: it finds its migrations from there.
const BUNDLE = process.env.BENCH_API_BUNDLE ?? path.join(REPO, 'apps/api/dist/server.js');

const children = new Set();
const cleanups = [];

function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

function get(port, urlPath) {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: urlPath }, (res) => {
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
function start(command, args, env) {
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

function stop(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

/** The built API on a prepared database (PGlite folder or PostgreSQL URL). */
async function startApi(db) {
  const port = await freePort();
  const child = start(process.execPath, [BUNDLE], {
    NODE_ENV: 'production',
    // Production wants real mail and a public address; a bench keeps mail in files.
    MAIL_OUTBOX_DIR: path.join(os.tmpdir(), 'nt-bench-outbox'),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    SESSION_SECRET: 'bench-only-secret-bench-only-secret-0123',
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'warn',
    WEB_DIST_DIR: '/nonexistent',
    SEED_DEMO_MENU: 'false',
    // The load generator is one IP asking thousands of times a second: measure, don't limit.
    SEARCH_RATE_LIMIT_PER_MINUTE: '1000000',
    ...(db.url ? { DATABASE_URL: db.url } : { DATA_DIR: db.dir }),
  });
  child.stdout.resume();
  try {
    await waitFor(port, '/api/v1/health');
  } catch (error) {
    console.error(child.stderrText());
    throw error;
  }
  return { child, port };
}

/** A bare node:http server replaying one recorded response. */
async function startBaseline(recorded, dir) {
  const file = path.join(dir, `recorded-${Date.now()}.json`);
  await writeFile(file, JSON.stringify(recorded));
  const child = start(process.execPath, [path.join(REPO, 'bench/baseline-server.mjs'), file], {});
  const port = await new Promise((resolve, reject) => {
    child.stdout.once('data', (d) => resolve(Number(String(d).trim())));
    child.once('exit', () => reject(new Error(`baseline failed: ${child.stderrText()}`)));
  });
  return { child, port };
}

async function load(port, urlPath, duration) {
  const r = await autocannon({
    url: `http://127.0.0.1:${port}${urlPath}`,
    connections: CONNECTIONS,
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

/** Record the app's exact answer, then load the app and the replay for the same time. */
async function compare(label, db, urlPath, workDir) {
  const api = await startApi(db);
  try {
    const first = await get(api.port, urlPath);
    if (first.status !== 200) throw new Error(`${urlPath} answered ${first.status}: ${first.body}`);
    // Guard against measuring an empty menu (a wrong or unseeded database).
    const answer = JSON.parse(first.body);
    if (!(answer.foods ?? answer.suggestions)?.length) throw new Error(`${urlPath}: empty answer`);
    const headers = {};
    for (let i = 0; i < first.rawHeaders.length; i += 2) {
      const name = first.rawHeaders[i].toLowerCase();
      if (!['date', 'connection', 'keep-alive', 'transfer-encoding'].includes(name)) {
        headers[name] = first.rawHeaders[i + 1];
      }
    }
    const baseline = await startBaseline(
      { status: first.status, headers, body: first.body.toString('base64') },
      workDir,
    );
    try {
      await load(api.port, urlPath, WARMUP);
      await load(baseline.port, urlPath, WARMUP);
      const app = await load(api.port, urlPath, DURATION);
      const bare = await load(baseline.port, urlPath, DURATION);
      return { label, path: urlPath, bytes: first.body.length, app, bare };
    } finally {
      await stop(baseline.child);
    }
  } finally {
    await stop(api.child);
  }
}

async function prepareDatabases(workDir) {
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
    targets.push({ engine, demo: await make(engine, 0), large: await make(engine, LARGE_MENU) });
  }
  return targets;
}

const fmt = (n, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits });

async function main() {
  if (!existsSync(BUNDLE)) {
    console.error(`No API bundle at ${BUNDLE}. Run \`npm run build\` first.`);
    process.exit(1);
  }
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'nt-bench-'));
  cleanups.push(() => rm(workDir, { recursive: true, force: true }));
  console.log(`Preparing databases (demo menu, and ${fmt(LARGE_MENU)} foods)...`);
  const targets = await prepareDatabases(workDir);
  const rows = [];
  for (const t of targets) {
    console.log(`[${t.engine}] GET /foods/getAllFood on the demo menu...`);
    rows.push(
      await compare(
        `getAllFood, demo menu, ${t.engine}`,
        t.demo,
        '/api/v1/foods/getAllFood',
        workDir,
      ),
    );
    console.log(`[${t.engine}] GET /foods/suggestions on ${fmt(LARGE_MENU)} foods...`);
    rows.push(
      await compare(
        `suggestions, ${fmt(LARGE_MENU)} foods, ${t.engine}`,
        t.large,
        '/api/v1/foods/suggestions?q=panner',
        workDir,
      ),
    );
  }
  console.log(
    `\n${CONNECTIONS} connections, ${DURATION} s per run, loopback, ${os.cpus().length} CPUs, Node ${process.version}\n`,
  );
  console.log(
    [
      'scenario'.padEnd(38),
      'bytes'.padStart(7),
      'app req/s'.padStart(10),
      'app p99'.padStart(9),
      'bare req/s'.padStart(11),
      'bare p99'.padStart(9),
      'app/bare'.padStart(9),
    ].join(''),
  );
  for (const r of rows) {
    console.log(
      [
        r.label.padEnd(38),
        fmt(r.bytes).padStart(7),
        fmt(r.app.rps).padStart(10),
        `${r.app.p99} ms`.padStart(9),
        fmt(r.bare.rps).padStart(11),
        `${r.bare.p99} ms`.padStart(9),
        `${fmt((100 * r.app.rps) / r.bare.rps, 1)}%`.padStart(9),
      ].join(''),
    );
    if (r.app.errors || r.bare.errors)
      console.log(`  errors: app ${r.app.errors}, bare ${r.bare.errors}`);
  }
  const resultsDir = path.join(REPO, 'bench/results');
  await mkdir(resultsDir, { recursive: true });
  const out = path.join(
    resultsDir,
    `get-all-food-${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
  );
  await writeFile(
    out,
    JSON.stringify({ duration: DURATION, connections: CONNECTIONS, rows }, null, 2),
  );
  console.log(`\nSaved ${path.relative(REPO, out)}`);
}

async function cleanup() {
  await Promise.all([...children].map(stop));
  for (const fn of cleanups.reverse()) await fn().catch(() => {});
}

main()
  .then(cleanup)
  .catch(async (error) => {
    console.error(error);
    await cleanup();
    process.exitCode = 1;
  });
