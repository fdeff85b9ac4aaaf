// The three places lunch-rush.mjs runs the rush: the built API on the embedded database, on
// PostgreSQL, and two instances on PostgreSQL and Redis behind nginx terminating TLS (the
// topology of docs/deploy.md, built by tests/topology's own nginx helper from the repo's site
// config). Each set-up migrates what it creates with the build's own migrate.js (production
// never migrates by itself: decision 0055), then seeds the demo menu.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';
import { BUNDLE, freePort, onCleanup, startApi } from './bench-kit.mjs';

const ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Production settings every instance shares (one proxy hop trusted only behind nginx). */
const sharedEnv = () => ({
  SESSION_SECRET: randomBytes(32).toString('hex'),
  TOTP_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
  // The request log stays on, as in production: one JSON line per request into a pipe.
  LOG_LEVEL: 'info',
  LOG_FORMAT: 'json',
});

/**
 * Migrates a database with the build's migrate.js and seeds the demo menu into it (a small
 * helper of this file's own: bench-kit may get a shared one, and this can then use it).
 */
export async function migrateAndSeed(db) {
  await promisify(execFile)(process.execPath, [path.join(path.dirname(BUNDLE), 'migrate.js')], {
    env: { PATH: process.env.PATH, ...(db.url ? { DATABASE_URL: db.url } : { DATA_DIR: db.dir }) },
  });
  const { openDatabase } = await tsImport('../apps/api/src/db/client.ts', import.meta.url);
  const { seedDemoMenuIfEmpty } = await tsImport(
    '../apps/api/src/db/seed/seed-demo-menu.ts',
    import.meta.url,
  );
  const handle = await openDatabase(db.url ? { url: db.url } : { dataDir: db.dir });
  await seedDemoMenuIfEmpty(handle.db);
  await handle.close();
}

async function throwawayPostgres() {
  const name = `nt_rush_${process.pid}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  onCleanup(async () => {
    const c = new pg.Client({ connectionString: ADMIN_URL });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  });
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return { url: url.toString() };
}

/** One instance on the embedded database: plain HTTP on loopback, each user its own address. */
async function embedded(workDir, nodeArgs = []) {
  const db = { dir: path.join(workDir, 'pglite') };
  await migrateAndSeed(db);
  const api = await startApi(db, sharedEnv(), nodeArgs);
  return { name: 'embedded', base: { port: api.port }, processes: [api.child] };
}

/** One instance on PostgreSQL. */
async function postgres(_workDir, nodeArgs = []) {
  const db = await throwawayPostgres();
  await migrateAndSeed(db);
  const api = await startApi(db, sharedEnv(), nodeArgs);
  return { name: 'postgresql', base: { port: api.port }, processes: [api.child] };
}

/** Two instances on PostgreSQL and Redis behind nginx (TLS), as docs/deploy.md runs them. */
async function behindNginx(workDir, nodeArgs = []) {
  const db = await throwawayPostgres();
  await migrateAndSeed(db);
  const [httpPort, httpsPort] = [await freePort(), await freePort()];
  const publicUrl = `https://localhost:${httpsPort}`;
  const env = {
    ...sharedEnv(),
    REDIS_URL,
    REDIS_KEY_PREFIX: `rush-${process.pid}-${Date.now().toString(36)}:`,
    EVENT_BUS: 'redis',
    PUBLIC_URL: publicUrl,
    TRUST_PROXY: '1',
  };
  const one = await startApi(db, env, nodeArgs);
  const two = await startApi(db, env, nodeArgs);
  const { selfSignedCertificate, startProxy } = await tsImport(
    '../tests/topology/tls-proxy.ts',
    import.meta.url,
  );
  const dir = await mkdtemp(path.join(workDir, 'nginx-'));
  const tls = selfSignedCertificate(dir);
  const proxy = await startProxy({
    dir,
    httpPort,
    httpsPort,
    upstreams: [one.port, two.port],
    cert: tls.cert,
    key: tls.key,
  });
  onCleanup(() => proxy.stop());
  return {
    name: 'two behind nginx',
    base: { port: httpsPort, tls: { ca: tls.pem, servername: 'localhost' } },
    processes: [one.child, two.child],
  };
}

/** Each target starts its API instances with `nodeArgs` (`--cpu-prof <dir>`: the profiler's flags). */
export const TARGETS = { embedded, postgres, nginx: behindNginx };

/** A process's resident memory now, in MiB (Linux). */
export async function rssMiB(pid) {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN) / 1024;
  } catch {
    return NaN;
  }
}

export const tmpRoot = () => mkdtemp(path.join(os.tmpdir(), 'nt-rush-'));
