import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request, type ClientRequest, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  API_BASE_PATH,
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  ORDER_RECONNECT_EVENT,
  readinessResponseSchema,
} from '@ninetonine/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFood } from './cart-fixtures';
import { readStreamUntil, setRestaurant } from './order-fixtures';
import { startServerProcess, type ServerProcess } from './server-process';
import { signInAs } from './sign-in';
import { openStream, placeOrderAs, statusEvents } from './stream-fixtures';
import { buildTestApp, TEST_DB, type TestApp } from './test-app';

/**
 * The built server (`npm run build` first) stopped by SIGTERM (decision 0056), on the project's
 * database: ready goes 503 at once, a request in flight still finishes, an order stream is told
 * to reconnect and ends, and the process exits 0; one with a request that never finishes exits
 * by SHUTDOWN_TIMEOUT_MS, saying what it waited for.
 */

/**
 * A POST whose body is held back: sent with `Expect: 100-continue`, so the server's 100 proves
 * it has the request (in flight) before we go on; `finish()` sends the body, `answer` settles.
 */
async function heldRequest(baseUrl: string, urlPath: string, cookie: string, body: unknown) {
  const payload = JSON.stringify(body);
  let req!: ClientRequest;
  const answer = new Promise<{ status: number; body: string; connection?: string }>(
    (resolve, reject) => {
      req = request(`${baseUrl}${urlPath}`, {
        method: 'POST',
        headers: {
          cookie,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          expect: '100-continue',
          [CSRF_HEADER]: CSRF_HEADER_VALUE,
        },
      });
      req.on('error', reject);
      req.on('response', (res: IncomingMessage) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (d: string) => (text += d));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: text, connection: res.headers.connection }),
        );
      });
    },
  );
  await new Promise<void>((resolve) => req.once('continue', () => resolve()));
  return { answer, finish: () => void req.end(payload) };
}

/** Polls /health/ready until it answers something other than 200 (bounded by the test's timeout). */
async function readyUntilUnavailable(baseUrl: string) {
  for (;;) {
    const res = await fetch(`${baseUrl}${API_BASE_PATH}/health/ready`);
    if (res.status !== 200) return { status: res.status, body: (await res.json()) as unknown };
    await res.arrayBuffer();
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('stopping the server process with SIGTERM', () => {
  const sessionSecret = randomBytes(32).toString('hex');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'nt-drain-'));
  let t: TestApp | undefined;
  let server: ServerProcess | undefined;
  let where: Record<string, string>;
  let customer: { cookie: string; orderId: string };

  beforeAll(async () => {
    t = await buildTestApp({
      seed: false,
      sessionSecret,
      ...(TEST_DB === 'pglite' ? { dataDir } : {}),
    });
    await setRestaurant(t.app);
    const foodId = (await createFood(t.app)).id;
    const me = await signInAs(t.app);
    const order = await placeOrderAs(t.app, me.cookie, foodId);
    customer = { cookie: me.cookie, orderId: order._id };
    where = t.databaseUrl ? { DATABASE_URL: t.databaseUrl } : { DATA_DIR: dataDir };
    // The embedded folder has one owner at a time: the server process, from here on.
    if (TEST_DB === 'pglite') {
      await t.close();
      t = undefined;
    }
  }, 120_000);

  afterAll(async () => {
    await server?.kill();
    await t?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('drains: ready 503 at once, the stream told to reconnect, the request in flight answered, exit 0', async () => {
    server = await startServerProcess({
      ...where,
      SESSION_SECRET: sessionSecret,
      // Long enough to see the 503 a balancer would; the stop itself does not wait for it.
      SHUTDOWN_DELAY_MS: '4000',
      SHUTDOWN_TIMEOUT_MS: '60000',
    });
    const base = `${server.baseUrl}${API_BASE_PATH}`;
    const stream = await openStream(`${base}/orders/${customer.orderId}/events`, customer.cookie);
    const opened = await readStreamUntil(stream, (s) => statusEvents(s).length >= 1);
    const inFlight = await heldRequest(
      server.baseUrl,
      `${API_BASE_PATH}/orders/quote`,
      customer.cookie,
      {
        fulfilment: 'pickup',
      },
    );

    server.signal('SIGTERM');
    const ready = await readyUntilUnavailable(server.baseUrl);
    expect(ready.status).toBe(503);
    expect(readinessResponseSchema.parse(ready.body).status).toBe('draining');
    // Still serving meanwhile, each answer closing its connection.
    const served = await fetch(`${base}/health/live`);
    expect(served.status).toBe(200);
    expect(served.headers.get('connection')).toBe('close');

    // Then the app closes: the stream is told to reconnect (soon), and ends.
    const text = await readStreamUntil(stream, () => false, opened);
    expect((await stream.read()).done).toBe(true);
    const tail = text.slice(opened.length);
    expect(tail).toContain(`event: ${ORDER_RECONNECT_EVENT}\ndata: {}\n\n`);
    expect(tail).toMatch(/retry: \d{1,4}\n/);

    // The request that was in flight all along is answered in full.
    inFlight.finish();
    const answered = await inFlight.answer;
    expect(answered.status, answered.body).toBe(200);
    expect(JSON.parse(answered.body)).toHaveProperty('quote');

    expect(await server.exit).toEqual({ code: 0, signal: null });
    server = undefined;
  }, 120_000);

  it('exits by SHUTDOWN_TIMEOUT_MS when a request never finishes, and says what it waited for', async () => {
    server = await startServerProcess({
      ...where,
      SESSION_SECRET: sessionSecret,
      SHUTDOWN_DELAY_MS: '0',
      SHUTDOWN_TIMEOUT_MS: '1500',
    });
    const stuck = await heldRequest(
      server.baseUrl,
      `${API_BASE_PATH}/orders/quote`,
      customer.cookie,
      { fulfilment: 'pickup' },
    );
    // Cut off with the process: there is no one left to answer it (watched from now on).
    const cutOff = expect(stuck.answer).rejects.toThrow(/socket hang up/);
    server.signal('SIGTERM');
    const ended = await server.exit;
    expect(ended).toEqual({ code: 1, signal: null });
    await cutOff;
    expect(server.output()).toMatch(
      /shutdown deadline passed while finishing requests in flight \(1 connection\(s\) still open\)/,
    );
    server = undefined;
  }, 120_000);
});
