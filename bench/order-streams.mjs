// One order followed by N live streams (default 2,000) and one status change: how many times the
// order is read for those streams (docs/decisions/0032). See bench/README.md.
// Usage: npx tsx bench/order-streams.mjs [--streams 2000] [--smoke]
// --smoke (tests/topology/bench-setups.test.ts): 3 streams.
// The app is built in-process from the sources (tsx), so its own counter of order reads made for
// streams can be read; the streams are raw HTTP on loopback. PGlite by default; DATABASE_URL
// (e.g. postgres://postgres@127.0.0.1:5432/test) runs it on a throwaway PostgreSQL database.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const STREAMS = process.argv.includes('--smoke') ? 3 : Math.min(arg('streams', 2000), 10_000);
/** Streams opened at a time (each opening is an auth check and an ownership read). */
const OPENING_BATCH = 100;

const { buildApp } = await import('../apps/api/src/app.ts');
const { loadEnv } = await import('../apps/api/src/config/env.ts');
const { openDatabase } = await import('../apps/api/src/db/client.ts');
const { seedRestaurantSettings } = await import('../apps/api/src/db/seed/seed-restaurant.ts');
const { createFood } = await import('../apps/api/test/cart-fixtures.ts');
const { addToCart, ordersClient, setRestaurant } =
  await import('../apps/api/test/order-fixtures.ts');
const { signInAs } = await import('../apps/api/test/sign-in.ts');

/** A throwaway PostgreSQL database next to DATABASE_URL's, or in-memory PGlite. */
async function openBenchDatabase() {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    return { handle: await openDatabase({ dataDir: 'memory://' }), drop: async () => {} };
  }
  const name = `nt_bench_streams_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    handle: await openDatabase({ url: url.toString() }),
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** One raw HTTP stream; counts the `status` events it has received. */
function openStream(port, urlPath, cookie, agent) {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: urlPath, headers: { cookie }, agent });
    req.on('error', reject);
    req.on('response', (res) => {
      if (res.statusCode !== 200) {
        reject(new Error(`stream refused: ${res.statusCode}`));
        res.resume();
        return;
      }
      const stream = { statuses: 0, req, waiters: [] };
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        buffer += chunk;
        const blocks = buffer.split('\n\n');
        buffer = blocks.pop();
        for (const block of blocks) if (block.startsWith('event: status\n')) stream.statuses++;
        stream.waiters = stream.waiters.filter((w) => !w());
      });
      resolve(stream);
    });
  });
}

/** Resolves once the stream has received `n` status events. */
const statusesReach = (stream, n) =>
  new Promise((resolve) => {
    const check = () => (stream.statuses >= n ? (resolve(), true) : false);
    if (!check()) stream.waiters.push(check);
  });

const outbox = mkdtempSync(path.join(os.tmpdir(), 'nt-bench-outbox-'));
const { handle, url, drop } = await openBenchDatabase();
let app;
try {
  await handle.migrate();
  await seedRestaurantSettings(handle.db);
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent',
    MAIL_OUTBOX_DIR: outbox,
    PUBLIC_URL: 'http://127.0.0.1',
    ...(url ? { DATABASE_URL: url } : {}),
    // Every stream follows one order, so they all belong to its owner: the caps and the
    // opening limit are raised for the bench (their defaults are 5, 2,000 and 30 a minute).
    STREAMS_PER_USER: String(STREAMS),
    STREAMS_TOTAL: String(STREAMS + 10),
    STREAM_OPENS_PER_MINUTE: String(STREAMS * 10),
  });
  app = await buildApp({
    env,
    database: handle,
    sessionSecret: randomBytes(32).toString('hex'),
    logger: false,
  });
  await app.ready();
  await setRestaurant(app);
  const food = await createFood(app);
  const staff = await signInAs(app, { role: 'staff' });
  const customer = await signInAs(app);
  await addToCart(app, customer.cookie, food.id, 'Large', 1);
  const placed = await ordersClient(app, customer.cookie).place({
    fulfilment: 'pickup',
    paymentMethod: 'pay_at_pickup',
    confirmedTotal: 299,
  });
  if (placed.statusCode !== 201) throw new Error(`order not placed: ${placed.body}`);
  const orderId = placed.json().order._id;

  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address();
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  const urlPath = `/api/v1/orders/${orderId}/events`;

  /** One status change; the order reads it cost the streams, once every stream has it. */
  async function change(status, streams, nth) {
    const before = app.orderStreams.stats().reads;
    const started = performance.now();
    const res = await ordersClient(app, staff.cookie).setStatus(orderId, { status });
    if (res.statusCode !== 200) throw new Error(`status not changed: ${res.body}`);
    await Promise.all(streams.map((s) => statusesReach(s, nth)));
    return { reads: app.orderStreams.stats().reads - before, ms: performance.now() - started };
  }

  // Baseline, same run: one stream follows the order through one change.
  const first = await openStream(port, urlPath, customer.cookie, agent);
  await statusesReach(first, 1);
  const baseline = await change('accepted', [first], 2);

  // Then N streams in all follow it through the next change.
  const readsAtStart = app.orderStreams.stats().reads;
  const openingStart = performance.now();
  const streams = [first];
  for (let i = 1; i < STREAMS; i += OPENING_BATCH) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(OPENING_BATCH, STREAMS - i) }, () =>
        openStream(port, urlPath, customer.cookie, agent),
      ),
    );
    streams.push(...batch);
  }
  await Promise.all(streams.slice(1).map((s) => statusesReach(s, 1)));
  const openingMs = performance.now() - openingStart;
  const readsOpening = app.orderStreams.stats().reads - readsAtStart;
  const open = app.orderStreams.stats().open;
  // The first stream has had two statuses already; the others one.
  const many = await Promise.all([
    change('preparing', streams.slice(1), 2),
    statusesReach(first, 3),
  ]).then(([c]) => c);

  const engine = url ? 'PostgreSQL' : 'PGlite';
  console.log(`order streams on ${engine}: one order, one status change`);
  console.log(`  open streams counted by the app:            ${open}`);
  console.log(
    `  order reads for the streams, opening ${STREAMS - 1}: ${readsOpening} (each open also checks ownership: one more read each)`,
  );
  console.log(`  order reads for one change, 1 stream:       ${baseline.reads} (baseline)`);
  console.log(`  order reads for one change, ${STREAMS} streams: ${many.reads}`);
  console.log(
    `  ratio ${STREAMS} streams / 1 stream: ${(many.reads / baseline.reads).toFixed(2)} (a read per stream would be ${STREAMS})`,
  );
  console.log(
    `  change delivered to every stream in ${many.ms.toFixed(0)} ms (1 stream: ${baseline.ms.toFixed(0)} ms; opening took ${openingMs.toFixed(0)} ms)`,
  );

  for (const s of streams) s.req.destroy();
  agent.destroy();
} finally {
  await app?.close();
  await handle.close();
  await drop();
  rmSync(outbox, { recursive: true, force: true });
}
