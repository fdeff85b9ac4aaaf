import { randomBytes } from 'node:crypto';
import { API_BASE_PATH, CSRF_HEADER, CSRF_HEADER_VALUE } from '@ninetonine/contract';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#src/db/client';
import { createFood } from './cart-fixtures';
import { addToCart, newKey, ordersClient, setRestaurant } from './order-fixtures';
import { startServerProcess, type ServerProcess } from './server-process';
import { signInAs } from './sign-in';
import { buildTestApp, type TestApp } from './test-app';
import { startThrowawayPostgres, type ThrowawayPostgres } from './throwaway-postgres';

// Faults need a real PostgreSQL (a second process, a server to stop): this file runs only in
// the api-postgres project (vitest.config.ts keeps *.postgres.test.ts out of api-pglite).

const CUSTOMERS = 40;
const ORDER = { fulfilment: 'pickup', paymentMethod: 'pay_at_pickup' } as const;

interface Customer {
  userId: string;
  cookie: string;
  key: string;
  body: typeof ORDER & { confirmedTotal: number };
}

/** Customers with one dish in their server cart, each with its own Idempotency-Key. */
async function customersWithCarts(t: TestApp, count: number): Promise<Customer[]> {
  await setRestaurant(t.app);
  const food = await createFood(t.app);
  return Promise.all(
    Array.from({ length: count }, async () => {
      const me = await signInAs(t.app);
      await addToCart(t.app, me.cookie, food.id, 'Large', 2);
      const quote = await ordersClient(t.app, me.cookie).quote({ fulfilment: ORDER.fulfilment });
      if (quote.statusCode !== 200) throw new Error(`quote: ${quote.statusCode} ${quote.body}`);
      const confirmedTotal = (quote.json() as { quote: { total: number } }).quote.total;
      return { ...me, key: newKey(), body: { ...ORDER, confirmedTotal } };
    }),
  );
}

type Outcome = { status: number; orderId: string | null; message: unknown } | 'no answer';

/** POST /orders over real HTTP; a dropped connection is 'no answer'. */
async function placeOverHttp(baseUrl: string, c: Customer): Promise<Outcome> {
  try {
    const res = await fetch(`${baseUrl}${API_BASE_PATH}/orders`, {
      method: 'POST',
      headers: {
        cookie: c.cookie,
        'content-type': 'application/json',
        'idempotency-key': c.key,
        [CSRF_HEADER]: CSRF_HEADER_VALUE,
      },
      body: JSON.stringify(c.body),
    });
    const json = (await res.json()) as { order?: { _id: string }; message?: unknown };
    return { status: res.status, orderId: json.order?._id ?? null, message: json.message };
  } catch {
    return 'no answer';
  }
}

/** Rows of a raw query (node-postgres answers `{ rows }`). */
async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** What the database holds for these customers: orders per key, and anything half-made. */
async function ledger(db: Database, customers: Customer[]) {
  const ids = sql.join(
    customers.map((c) => sql`${c.userId}`),
    sql`, `,
  );
  const perKey = await rowsOf<{ user_id: string; key: string; n: number; id: string }>(
    db,
    sql`select user_id, idempotency_key as key, count(*)::int as n, min(id) as id
        from orders where user_id in (${ids}) group by user_id, idempotency_key`,
  );
  const halfMade = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from orders o where o.user_id in (${ids}) and (
          not exists (select 1 from order_lines l where l.order_id = o.id)
          or not exists (select 1 from order_status_history h where h.order_id = o.id))`,
  );
  const cartLines = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from cart_items where user_id in (${ids})`,
  );
  return {
    perKey,
    halfMade: halfMade[0]!.n,
    cartLines: cartLines[0]!.n,
  };
}

describe('placing orders while the API process is killed (SIGKILL)', () => {
  const sessionSecret = randomBytes(32).toString('hex');
  let t: TestApp;
  let server: ServerProcess | undefined;
  beforeAll(async () => {
    t = await buildTestApp({ seed: false, sessionSecret });
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
    await t?.close();
  });

  it('keeps every acknowledged order once, half-makes none, and resolves every retried key to its one order', async () => {
    const customers = await customersWithCarts(t, CUSTOMERS);
    const env = { DATABASE_URL: t.databaseUrl!, SESSION_SECRET: sessionSecret };
    const first = await startServerProcess(env);
    server = first;

    // Everyone orders at once; the process dies the moment the first order is acknowledged.
    let killing: Promise<void> | undefined;
    const outcomes = await Promise.all(
      customers.map(async (c) => {
        const outcome = await placeOverHttp(first.baseUrl, c);
        if (outcome !== 'no answer') killing ??= first.kill();
        return outcome;
      }),
    );
    await killing;
    const acknowledged = new Map<string, string>();
    outcomes.forEach((o, i) => {
      if (o !== 'no answer' && o.status === 201) acknowledged.set(customers[i]!.key, o.orderId!);
    });
    // Otherwise this test proved nothing: some got their answer, some never did.
    expect(acknowledged.size).toBeGreaterThan(0);
    expect(outcomes.filter((o) => o === 'no answer').length).toBeGreaterThan(0);

    // Nothing half-made after the crash, and nothing acknowledged is missing.
    const afterCrash = await ledger(t.db, customers);
    expect(afterCrash.halfMade).toBe(0);
    expect(afterCrash.perKey.every((row) => row.n === 1)).toBe(true);
    for (const [key, id] of acknowledged) {
      expect(afterCrash.perKey.find((row) => row.key === key)?.id).toBe(id);
    }

    // Every customer's app retries its key on a fresh process: one order each, the same one.
    server = await startServerProcess(env);
    const retried = await Promise.all(customers.map((c) => placeOverHttp(server!.baseUrl, c)));
    retried.forEach((o, i) => {
      expect(o).not.toBe('no answer');
      const answer = o as Exclude<Outcome, 'no answer'>;
      expect([200, 201], String(answer.message)).toContain(answer.status);
      const before = acknowledged.get(customers[i]!.key);
      if (before) expect(answer.orderId).toBe(before);
    });
    const final = await ledger(t.db, customers);
    expect(final.perKey).toHaveLength(CUSTOMERS);
    expect(final.perKey.every((row) => row.n === 1)).toBe(true);
    expect(final.halfMade).toBe(0);
    expect(final.cartLines).toBe(0);
  });
});

describe('placing orders while PostgreSQL stops and restarts', () => {
  let cluster: ThrowawayPostgres;
  let t: TestApp;
  beforeAll(async () => {
    cluster = await startThrowawayPostgres();
    t = await buildTestApp({ seed: false, databaseUrl: cluster.url });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await cluster?.destroy();
  });

  it('answers 503 while it is down, then every retried key resolves to exactly one order', async () => {
    const customers = await customersWithCarts(t, CUSTOMERS);
    const refusals: { status: number; message: unknown }[] = [];
    let restart: Promise<void> | undefined;
    const deadline = Date.now() + 90_000;

    // Each customer's app retries its own key until it gets an answer for it.
    const orders = await Promise.all(
      customers.map(async (c) => {
        while (Date.now() < deadline) {
          const res = await ordersClient(t.app, c.cookie).place(c.body, c.key);
          if (res.statusCode === 201 || res.statusCode === 200) {
            // The first success crashes the database (no checkpoint), then brings it back.
            restart ??= cluster.stop('immediate').then(() => cluster.start());
            return (res.json() as { order: { _id: string } }).order._id;
          }
          refusals.push({ status: res.statusCode, message: res.json().message });
          await new Promise((r) => setTimeout(r, 100));
        }
        throw new Error(`no order for ${c.key} before the deadline`);
      }),
    );
    await restart;

    expect(refusals.length).toBeGreaterThan(0);
    for (const refusal of refusals) {
      expect(refusal).toEqual({ status: 503, message: expect.any(String) });
    }
    const final = await ledger(t.db, customers);
    expect(final.perKey).toHaveLength(CUSTOMERS);
    expect(final.perKey.every((row) => row.n === 1)).toBe(true);
    expect(final.halfMade).toBe(0);
    expect(final.cartLines).toBe(0);
    expect(new Set(orders).size).toBe(CUSTOMERS);
    for (const [i, c] of customers.entries()) {
      expect(final.perKey.find((row) => row.key === c.key)?.id).toBe(orders[i]);
    }
  });
});
