import { orderEventSchema, type OrderEvent } from '@ninetonine/contract';
import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect } from 'vitest';
import { createFood } from './cart-fixtures';
import { placePickupOrder, readStreamUntil, setRestaurant } from './order-fixtures';
import { signInAs } from './sign-in';
import { buildTestApp, useTestApp, type TestApp } from './test-app';

export type StreamReader = ReadableStreamDefaultReader<Uint8Array>;

/** The `status` events in a text/event-stream body so far. */
export function statusEvents(text: string): OrderEvent[] {
  return text
    .split('\n\n')
    .filter((block) => block.startsWith('event: status\n'))
    .map((block) => orderEventSchema.parse(JSON.parse(block.split('\ndata: ')[1]!)));
}

/** Opens an event stream over real HTTP (200 expected); the caller cancels it. */
export async function openStream(url: string, cookie: string): Promise<StreamReader> {
  const res = await fetch(url, { headers: { cookie } });
  expect(res.status, await (res.status === 200 ? '' : res.text())).toBe(200);
  expect(res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
  return res.body!.getReader();
}

/** Reads until the server ends the stream; everything it sent. */
export async function untilEnded(reader: StreamReader, sofar = ''): Promise<string> {
  const text = await readStreamUntil(reader, () => false, sofar);
  expect((await reader.read()).done).toBe(true);
  return text;
}

/** A placed pickup order of the signed-in customer behind `cookie`. */
export const placeOrderAs = (app: FastifyInstance, cookie: string, foodId: string) =>
  // A customer registered through the API has no phone on the profile yet.
  placePickupOrder(app, cookie, foodId, { phone: '98450 55555' });

/** Opens a stream and waits for the order's status, its first event (the stream counts by then). */
export async function followStream(url: string, cookie: string) {
  const reader = await openStream(url, cookie);
  const text = await readStreamUntil(reader, (s) => statusEvents(s).length >= 1);
  return { reader, text };
}

/** A test app made ready to follow orders (see useStreamingApp). */
export interface StreamingApp extends TestApp {
  /** Where it listens: streams are read over real HTTP, not `inject`. */
  readonly base: string;
  /** One food to order. */
  readonly foodId: string;
  /** A member of staff, signed in, to move orders. */
  readonly staffCookie: string;
}

/**
 * One app for a stream test file (as `useTestApp`), with the restaurant set, one food, a member
 * of staff and listening on a free port once the file's set-up ran.
 */
export function useStreamingApp(opts: Parameters<typeof useTestApp>[0] = {}): StreamingApp {
  const t = useTestApp(opts);
  let ready: { base: string; foodId: string; staffCookie: string } | undefined;
  beforeAll(async () => {
    await setRestaurant(t.app);
    const foodId = (await createFood(t.app)).id;
    const staffCookie = (await signInAs(t.app, { role: 'staff' })).cookie;
    ready = { base: await t.app.listen({ port: 0, host: '127.0.0.1' }), foodId, staffCookie };
  });
  const need = () => {
    if (!ready) throw new Error('the streaming app is not ready (is this inside a test?)');
    return ready;
  };
  return Object.defineProperties(t, {
    base: { get: () => need().base },
    foodId: { get: () => need().foodId },
    staffCookie: { get: () => need().staffCookie },
  }) as StreamingApp;
}

/**
 * Two API instances on one PostgreSQL database, sharing the session secret and carrying events
 * through it (EVENT_BUS=postgres): `a` ready as `useStreamingApp` makes it, `b` listening at
 * `baseB`. Only under TEST_DB=postgres: PGlite is one process's embedded database.
 */
export function useTwoInstances(): {
  a: StreamingApp;
  readonly b: TestApp;
  readonly baseB: string;
} {
  const sessionSecret = randomBytes(32).toString('hex');
  const a = useStreamingApp({ seed: false, env: { EVENT_BUS: 'postgres' }, sessionSecret });
  let b: { app: TestApp; base: string } | undefined;
  beforeAll(async () => {
    const app = await buildTestApp({
      seed: false,
      env: { EVENT_BUS: 'postgres' },
      sessionSecret,
      databaseUrl: a.databaseUrl,
    });
    b = { app, base: '' };
    b.base = await app.app.listen({ port: 0, host: '127.0.0.1' });
  }, 60_000);
  afterAll(async () => {
    await b?.app.close();
  });
  const need = () => {
    if (!b) throw new Error('instance B is not running (is this inside a test?)');
    return b;
  };
  return {
    a,
    get b() {
      return need().app;
    },
    get baseB() {
      return need().base;
    },
  };
}
