// Orders placed per second and p99 of POST /orders on PostgreSQL at N concurrent customers, next
// to pgbench's built-in TPC-B on the same server in the same run. See bench/README.md.
// Usage (after `npm run build`; PostgreSQL's pgbench on PATH):
//   node bench/place-orders.mjs [--duration 15] [--customers 20]
// DATABASE_URL names the server (default postgres://postgres@127.0.0.1:5432/test); the run uses
// throwaway databases created next to it and dropped afterwards.
import { execFile, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const DURATION = Math.min(arg('duration', 15), 120);
const CUSTOMERS = Math.min(arg('customers', 20), 200);
// The place-order limit is 60 per customer per 15 minutes: each worker takes turns among its own
// accounts so the limit never answers for the database.
const ACCOUNTS_PER_WORKER = Math.ceil((DURATION * 40) / 60) + 2;
// BENCH_API_BUNDLE: another build's server.js (a before/after comparison).
const BUNDLE = process.env.BENCH_API_BUNDLE ?? path.join(REPO, 'apps/api/dist/server.js');
const ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const API = '/api/v1';
const CSRF = { 'x-requested-with': 'XMLHttpRequest' };

const children = new Set();
const databases = [];

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

async function createDatabase(tag) {
  const name = `nt_bench_${tag}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  databases.push(name);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function dropDatabases() {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  for (const name of databases) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}

async function startApi(databaseUrl) {
  // A production server never migrates by itself: the build's own migrate CLI does, first.
  await promisify(execFile)(process.execPath, [path.join(path.dirname(BUNDLE), 'migrate.js')], {
    env: { PATH: process.env.PATH, DATABASE_URL: databaseUrl },
  });
  const port = await freePort();
  const child = spawn(process.execPath, [BUNDLE], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      // Production wants real mail and a public address; a bench keeps mail in files.
      MAIL_OUTBOX_DIR: path.join(os.tmpdir(), 'nt-bench-outbox'),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl,
      SESSION_SECRET: randomBytes(32).toString('hex'),
      // Production requires it since the second factor's secrets are encrypted at rest.
      TOTP_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      // Plain http on loopback; one "proxy" hop so each bench customer signs up from its own IP
      // (the sign-up limit is per IP).
      COOKIE_SECURE: 'false',
      HSTS: 'false',
      TRUST_PROXY: '1',
      WEB_DIST_DIR: '',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  children.add(child);
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}${API}/health`)).ok) return base;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the API did not start');
}

/** A signed-up customer with one dish in the cart, and the total the quote asks to confirm. */
async function newCustomer(base, food, n) {
  const ip = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  const res = await fetch(`${base}${API}/auth/register`, {
    method: 'POST',
    headers: { ...CSRF, 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify({
      name: `Diner ${n}`,
      email: `bench-${randomUUID()}@example.test`,
      password: `Bench-${randomBytes(6).toString('hex')}-Mint`,
    }),
  });
  if (res.status !== 201) throw new Error(`register: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const customer = { cookie, ip, confirmedTotal: 0 };
  await addToCart(base, customer, food);
  const quote = await call(base, customer, 'POST', '/orders/quote', { fulfilment: 'pickup' });
  const { quote: q } = await quote.json();
  customer.confirmedTotal = q.total;
  customer.scheduledFor = q.kitchenOpen ? null : (q.slots[0]?.start ?? null);
  return customer;
}

function call(base, customer, method, urlPath, body, headers = {}) {
  return fetch(`${base}${API}${urlPath}`, {
    method,
    headers: {
      ...CSRF,
      cookie: customer.cookie,
      'x-forwarded-for': customer.ip,
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    body: body ? JSON.stringify(body) : undefined,
  });
}

async function addToCart(base, customer, food) {
  const res = await call(base, customer, 'POST', '/cart/addToCart', {
    foodId: food.id,
    selectedVariant: { size: food.size },
    quantity: 2,
  });
  if (res.status !== 200) throw new Error(`addToCart: ${res.status} ${await res.text()}`);
}

/** `CUSTOMERS` workers order for `DURATION` s: fill the cart, place with a fresh key, repeat. */
async function placeOrders(base, food) {
  let n = 0;
  const workers = await Promise.all(
    Array.from({ length: CUSTOMERS }, () =>
      Promise.all(Array.from({ length: ACCOUNTS_PER_WORKER }, () => newCustomer(base, food, ++n))),
    ),
  );
  const latencies = [];
  let errors = 0;
  const end = Date.now() + DURATION * 1000;
  const started = Date.now();
  await Promise.all(
    workers.map(async (accounts) => {
      for (let turn = 0; Date.now() < end; turn++) {
        const customer = accounts[turn % accounts.length];
        if (turn >= accounts.length) await addToCart(base, customer, food);
        const t0 = performance.now();
        const res = await call(
          base,
          customer,
          'POST',
          '/orders',
          {
            fulfilment: 'pickup',
            paymentMethod: 'pay_at_pickup',
            scheduledFor: customer.scheduledFor,
            confirmedTotal: customer.confirmedTotal,
            // Orders need a phone the kitchen can call (the bench's accounts have none).
            phone: '98450 55555',
          },
          { 'idempotency-key': `bench-${randomUUID()}` },
        );
        const answer = await res.text();
        if (res.status === 201) latencies.push(performance.now() - t0);
        else if (errors++ === 0) console.error(`  first refusal: ${res.status} ${answer}`);
      }
    }),
  );
  const seconds = (Date.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    orders: latencies.length,
    perSecond: latencies.length / seconds,
    p99: latencies[Math.floor(latencies.length * 0.99)] ?? NaN,
    errors,
  };
}

async function firstDish(base) {
  const res = await fetch(`${base}${API}/foods/getAllFood?page=1`);
  const { foods } = await res.json();
  const food = foods.find((f) => f.variants?.length) ?? foods[0];
  return { id: food._id, size: food.variants[0].size };
}

/** pgbench's TPC-B-like script at the same concurrency, on its own throwaway database. */
async function pgbench(url) {
  const run = promisify(execFile);
  await run('pgbench', ['-i', '-s', '10', '-q', url]);
  const { stdout } = await run('pgbench', [
    '-c',
    String(CUSTOMERS),
    '-j',
    String(Math.min(CUSTOMERS, os.availableParallelism())),
    '-T',
    String(DURATION),
    url,
  ]);
  const tps = Number(/tps = ([\d.]+) \(without initial connection time\)/.exec(stdout)?.[1]);
  const latency = Number(/latency average = ([\d.]+) ms/.exec(stdout)?.[1]);
  return { tps, latencyAverage: latency };
}

async function main() {
  if (!existsSync(BUNDLE)) throw new Error('Build first: npm run build');
  const cores = os.availableParallelism();
  console.log(
    `place-orders: ${cores} cores, ${CUSTOMERS} concurrent customers, ${DURATION} s, PostgreSQL`,
  );
  const base = await startApi(await createDatabase('orders'));
  const food = await firstDish(base);
  const orders = await placeOrders(base, food);
  for (const child of children) child.kill('SIGTERM');
  const bench = await pgbench(await createDatabase('pgbench'));

  const ratio = orders.perSecond / bench.tps;
  console.log(
    [
      `  app:     ${orders.perSecond.toFixed(1)} orders/s (${orders.orders} placed, ${orders.errors} refused), p99 ${orders.p99.toFixed(1)} ms`,
      `  pgbench: ${bench.tps.toFixed(1)} TPC-B transactions/s, latency average ${bench.latencyAverage.toFixed(1)} ms`,
      `  app/pgbench: ${ratio.toFixed(3)} (orders per TPC-B transaction, same server, same run)`,
    ].join('\n'),
  );
  const dir = path.join(REPO, 'bench/results');
  await mkdir(dir, { recursive: true });
  await writeFile(
    path.join(dir, `place-orders-${Date.now()}.json`),
    JSON.stringify(
      { cores, customers: CUSTOMERS, duration: DURATION, orders, bench, ratio },
      null,
      2,
    ),
  );
}

try {
  await main();
} finally {
  for (const child of children) child.kill('SIGTERM');
  await dropDatabases().catch((error) => console.error('could not drop:', error.message));
}
