// Menu and order-list reads on the embedded database (PGlite) while refunds are due and the
// payment provider answers 8 s late, next to the same reads with the provider answering at once,
// in the same run (issue 31, item 3). See bench/README.md.
// Usage (after `npm run build`): node bench/provider-late.mjs [--seconds 12] [--late-ms 8000]
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { SMOKE, arg, cleanup, startApi } from './bench-kit.mjs';

// --smoke (tests/topology/bench-setups.test.ts): one paid order a phase, each read once, 0.3 s late.
const SECONDS = SMOKE ? 0.01 : Math.min(arg('seconds', 12), 120);
const LATE_MS = SMOKE ? 300 : arg('late-ms', 8000);
const PAID_ORDERS = SMOKE ? 1 : 12;
const READERS = SMOKE ? 1 : 4;
const API = '/api/v1';
const CSRF = { 'x-requested-with': 'XMLHttpRequest' };
const KEYS = {
  keyId: 'rzp_test_bench0late',
  keySecret: 'bench-provider-late-key-secret-0123',
  webhookSecret: 'bench-provider-late-webhook-secret-0123',
};

const { startRazorpayStandIn } = await tsImport(
  '../apps/api/test/stand-ins/razorpay/index.ts',
  import.meta.url,
);

async function startLateApi(dataDir, provider) {
  const { child, port } = await startApi(
    { dir: dataDir },
    {
      LOG_LEVEL: 'error',
      COOKIE_SECURE: 'false',
      HSTS: 'false',
      TRUST_PROXY: '1',
      WEB_DIST_DIR: '',
      SEED_DEMO_MENU: 'true',
      RAZORPAY_KEY_ID: KEYS.keyId,
      RAZORPAY_KEY_SECRET: KEYS.keySecret,
      RAZORPAY_WEBHOOK_SECRET: KEYS.webhookSecret,
      RAZORPAY_API_URL: provider.url,
      // The job stays out of the way: refunds go out in the background after each cancel.
      PAYMENT_RECONCILE_INTERVAL_SECONDS: '0',
    },
  );
  return { child, base: `http://127.0.0.1:${port}` };
}

const call = (base, customer, method, urlPath, body) =>
  fetch(`${base}${API}${urlPath}`, {
    method,
    headers: {
      ...CSRF,
      cookie: customer.cookie,
      'x-forwarded-for': customer.ip,
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(method === 'POST' && urlPath === '/orders'
        ? { 'idempotency-key': `bench-${randomUUID()}` }
        : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });

async function newCustomer(base, n) {
  const ip = `10.9.${n >> 8}.${n & 255}`;
  const res = await fetch(`${base}${API}/auth/register`, {
    method: 'POST',
    headers: { ...CSRF, 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify({
      name: `Diner ${n}`,
      email: `late-${randomUUID()}@example.test`,
      password: `Bench-${randomBytes(6).toString('hex')}-Mint`,
    }),
  });
  if (res.status !== 201) throw new Error(`register: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { cookie, ip };
}

/** A paid online order: placed, paid on the stand-in's page, its webhook applied. */
async function paidOrder(base, provider, customer, food) {
  const added = await call(base, customer, 'POST', '/cart/addToCart', {
    foodId: food._id,
    selectedVariant: { size: food.variants[0].size },
    quantity: 2,
  });
  if (added.status !== 200) throw new Error(`addToCart: ${added.status} ${await added.text()}`);
  const q = await call(base, customer, 'POST', '/orders/quote', {
    fulfilment: 'pickup',
    paymentMethod: 'online',
  });
  const { quote } = await q.json();
  const placed = await call(base, customer, 'POST', '/orders', {
    fulfilment: 'pickup',
    paymentMethod: 'online',
    scheduledFor: quote.kitchenOpen ? null : (quote.slots[0]?.start ?? null),
    confirmedTotal: quote.total,
    phone: '98450 55555',
  });
  const body = await placed.json();
  if (placed.status !== 201) throw new Error(`place: ${placed.status} ${JSON.stringify(body)}`);
  provider.control.pay(body.payment.redirectUrl.split('/').at(-1));
  for (let i = 0; i < 200; i++) {
    const res = await call(base, customer, 'GET', `/orders/${body.order._id}`);
    if ((await res.json()).order.payment.status === 'paid') return body.order._id;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the order was never paid');
}

/** READERS loops reading the menu and a customer's orders for `seconds`: p95 of each, in ms. */
async function reads(base, customer, seconds) {
  const times = { menu: [], orders: [] };
  const end = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: READERS }, async () => {
      // At least one round, so a smoke run reads each kind once.
      do {
        for (const [kind, urlPath] of [
          ['menu', '/foods/getAllFood?page=1'],
          ['orders', '/orders?page=1'],
        ]) {
          const t0 = performance.now();
          const res = await call(base, customer, 'GET', urlPath);
          await res.arrayBuffer();
          if (res.status !== 200) throw new Error(`${urlPath}: ${res.status}`);
          times[kind].push(performance.now() - t0);
        }
      } while (Date.now() < end);
    }),
  );
  const p95 = (list) => list.sort((a, b) => a - b)[Math.floor(list.length * 0.95)];
  return { menu: p95(times.menu), orders: p95(times.orders), count: times.menu.length };
}

const dir = await mkdtemp(path.join(os.tmpdir(), 'nt-bench-late-'));
const provider = await startRazorpayStandIn(KEYS);
let api;
try {
  api = await startLateApi(dir, provider);
  provider.control.webhooks.url = `${api.base}${API}/payments/razorpay/webhook`;
  const { foods } = await (await fetch(`${api.base}${API}/foods/getAllFood?page=1`)).json();
  const food = foods.find((f) => f.variants?.length);
  const payer = await newCustomer(api.base, 1);
  const reader = await newCustomer(api.base, 2);
  const onTimeDue = [];
  const lateDue = [];
  for (let i = 0; i < PAID_ORDERS; i++) {
    onTimeDue.push(await paidOrder(api.base, provider, payer, food));
    lateDue.push(await paidOrder(api.base, provider, payer, food));
  }
  await paidOrder(api.base, provider, reader, food);

  /** Reads while the payer cancels its paid orders one after another (a refund due each). */
  async function readsWhileCancelling(ids) {
    const cancelTimes = [];
    const cancelling = (async () => {
      for (const id of ids) {
        const t0 = performance.now();
        const res = await call(api.base, payer, 'POST', `/orders/${id}/cancel`, {});
        await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`cancel: ${res.status}`);
        cancelTimes.push(performance.now() - t0);
      }
    })();
    const measured = await reads(api.base, reader, SECONDS);
    await cancelling;
    return { ...measured, slowestCancel: Math.max(...cancelTimes) };
  }

  const idle = await reads(api.base, reader, SECONDS);
  const onTime = await readsWhileCancelling(onTimeDue);
  // The provider now answers every refund call late (and the refunds of the first phase are
  // done: their calls answered at once).
  provider.control.answerLate('/refund', LATE_MS);
  const from = provider.control.calls.length;
  const late = await readsWhileCancelling(lateDue);
  const lateCalls = provider.control.calls.slice(from).filter((c) => c.path.includes('/refund'));
  provider.control.answerLate('/refund', 0);

  const ms = (n) => `${n.toFixed(1)} ms`;
  const load = os.loadavg().map((n) => n.toFixed(1));
  console.log(
    `PGlite, ${READERS} readers, ${SECONDS} s a phase, ${PAID_ORDERS} paid orders cancelled a ` +
      `phase; provider ${LATE_MS} ms late; load average ${load.join(' ')}`,
  );
  console.log(
    `refund calls answered late: ${lateCalls.length}; slowest cancel: on time ` +
      `${ms(onTime.slowestCancel)}, provider late ${ms(late.slowestCancel)}`,
  );
  for (const kind of ['menu', 'orders']) {
    console.log(
      `${kind.padEnd(6)} p95: idle ${ms(idle[kind])}, cancels with the provider on time ` +
        `${ms(onTime[kind])}, provider late ${ms(late[kind])}; late / on time ` +
        `${(late[kind] / onTime[kind]).toFixed(2)}, late / idle ${(late[kind] / idle[kind]).toFixed(2)}` +
        ` (${late[kind] < 300 ? 'under' : 'over'} 300 ms)`,
    );
  }
  console.log(`rounds of reads: ${idle.count} / ${onTime.count} / ${late.count}`);
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await cleanup();
  await provider.close();
  await rm(dir, { recursive: true, force: true });
}
