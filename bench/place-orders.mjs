// Orders placed per second and p99 of POST /orders on PostgreSQL at N concurrent customers, next
// to pgbench's built-in TPC-B on the same server in the same run. See bench/README.md.
// Usage (after `npm run build`; PostgreSQL's pgbench on PATH):
//   node bench/place-orders.mjs [--duration 15] [--customers 20] [--cpu-prof <dir>] [--smoke]
// DATABASE_URL names the server (default postgres://postgres@127.0.0.1:5432/test); the run uses
// throwaway databases created next to it (migrated first, as a deployment does) and dropped
// afterwards. --cpu-prof writes the API's V8 CPU profile there when it stops. --smoke: one
// customer's quote and order, and pgbench on one transaction, no load (tests/topology/bench-setups.test.ts).
import { execFile } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  BUNDLE,
  REPO,
  SMOKE,
  arg,
  cleanup,
  cpuSecondsOf,
  createPostgresDatabase,
  expectStatus,
  startApi,
  stop,
} from './bench-kit.mjs';

const DURATION = Math.min(arg('duration', 15), 120);
const CUSTOMERS = SMOKE ? 1 : Math.min(arg('customers', 20), 200);
// The place-order limit is 60 per customer per 15 minutes: each worker takes turns among its own
// accounts so the limit never answers for the database.
const ACCOUNTS_PER_WORKER = SMOKE ? 1 : Math.ceil((DURATION * 40) / 60) + 2;
const CPU_PROFILE_DIR = process.argv.includes('--cpu-prof')
  ? path.resolve(process.argv[process.argv.indexOf('--cpu-prof') + 1])
  : undefined;
const API = '/api/v1';
const CSRF = { 'x-requested-with': 'XMLHttpRequest' };

async function startOrderingApi(db) {
  const { child, port } = await startApi(
    db,
    {
      // Plain http on loopback; one "proxy" hop so each bench customer signs up from its own IP
      // (the sign-up limit is per IP).
      COOKIE_SECURE: 'false',
      HSTS: 'false',
      TRUST_PROXY: '1',
      WEB_DIST_DIR: '',
      // The customers order from the demo menu.
      SEED_DEMO_MENU: 'true',
    },
    CPU_PROFILE_DIR ? ['--cpu-prof', '--cpu-prof-dir', CPU_PROFILE_DIR] : [],
  );
  return { child, base: `http://127.0.0.1:${port}` };
}

/** A signed-up customer with one dish in the cart, and the total the quote asks to confirm. */
async function newCustomer(base, food, n) {
  const ip = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  const res = await fetch(`${base}${API}/auth/register`, {
    method: 'POST',
    headers: { ...CSRF, 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify({
      // No number in the name: the password check refuses a password holding a part of it.
      name: 'Diner Customer',
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
  expectStatus('quote', quote.status);
  const { quote: q } = await quote.json();
  customer.confirmedTotal = q.total;
  // A slot an hour or more ahead: "as soon as possible" stops at the kitchen's last orders,
  // which a run late in the restaurant's evening would meet halfway through.
  const later = q.slots.find((slot) => Date.parse(slot.start) > Date.now() + 3_600_000);
  customer.scheduledFor = later?.start ?? null;
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
async function placeOrders(base, food, apiPid) {
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
  const cpuBefore = cpuSecondsOf(apiPid);
  await Promise.all(
    workers.map(async (accounts) => {
      // A smoke run places exactly one order.
      for (let turn = 0; SMOKE ? turn < 1 : Date.now() < end; turn++) {
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
  const cpu = cpuSecondsOf(apiPid) - cpuBefore;
  latencies.sort((a, b) => a - b);
  return {
    // The API's CPU per order placed (its cart refill included), in ms.
    cpuMsPerOrder: (cpu * 1000) / latencies.length,
    orders: latencies.length,
    perSecond: latencies.length / seconds,
    p99: latencies[Math.floor(latencies.length * 0.99)] ?? NaN,
    errors,
  };
}

async function firstDish(base) {
  const res = await fetch(`${base}${API}/foods/getAllFood?page=1`);
  expectStatus('getAllFood', res.status);
  const { foods } = await res.json();
  const food = foods.find((f) => f.variants?.length) ?? foods[0];
  return { id: food._id, size: food.variants[0].size };
}

/** pgbench's TPC-B-like script at the same concurrency, on its own throwaway database. */
async function pgbench(url) {
  const run = promisify(execFile);
  await run('pgbench', ['-i', '-s', SMOKE ? '1' : '10', '-q', url]);
  const { stdout } = await run('pgbench', [
    '-c',
    String(CUSTOMERS),
    '-j',
    String(Math.min(CUSTOMERS, os.availableParallelism())),
    ...(SMOKE ? ['-t', '1'] : ['-T', String(DURATION)]),
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
    `place-orders: ${cores} cores, ${CUSTOMERS} concurrent customers, ${DURATION} s, PostgreSQL${SMOKE ? ' (smoke: one order)' : ''}`,
  );
  const api = await startOrderingApi(await createPostgresDatabase('orders'));
  const base = api.base;
  const food = await firstDish(base);
  const orders = await placeOrders(base, food, api.child.pid);
  // The profile is written as the API exits; pgbench then has the machine to itself.
  await stop(api.child);
  if (SMOKE && orders.orders !== 1) throw new Error(`smoke: ${orders.errors} order(s) refused`);
  const bench = await pgbench((await createPostgresDatabase('pgbench')).url);

  const ratio = orders.perSecond / bench.tps;
  console.log(
    [
      `  app:     ${orders.perSecond.toFixed(1)} orders/s (${orders.orders} placed, ${orders.errors} refused), p99 ${orders.p99.toFixed(1)} ms, API CPU ${orders.cpuMsPerOrder.toFixed(2)} ms per order`,
      `  pgbench: ${bench.tps.toFixed(1)} TPC-B transactions/s, latency average ${bench.latencyAverage.toFixed(1)} ms`,
      `  app/pgbench: ${ratio.toFixed(3)} (orders per TPC-B transaction, same server, same run)`,
      `  load average ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
    ].join('\n'),
  );
  if (SMOKE) return;
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
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await cleanup();
}
