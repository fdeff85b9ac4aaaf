import { Redis } from 'ioredis';
import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createMemoryEventBus, encodeEvent, type EventBus } from './event-bus';
import { createPostgresEventBus, postgresEventChannel } from './postgres-event-bus';
import { createRedisEventBus } from './redis-event-bus';

const TEST_DATABASE_URL =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const unique = () => `nt-test-${process.pid}-${randomBytes(4).toString('hex')}:`;
const quiet = () => {};

function nextEvent(bus: EventBus, topic: string) {
  return new Promise<Record<string, unknown>>((resolve) => {
    const stop = bus.subscribe(topic, (payload) => {
      stop();
      resolve(payload);
    });
  });
}
const nextResync = (bus: EventBus) =>
  new Promise<void>((resolve) => {
    const stop = bus.onResync(() => {
      stop();
      resolve();
    });
  });

/** An event `a` publishes reaches `b` (after an outage: the carrier is back). */
async function expectCarried(a: EventBus, b: EventBus) {
  const after = nextEvent(b, 'order.status');
  await a.publish('order.status', { orderId: 'after-restart' });
  await expect(after).resolves.toEqual({ orderId: 'after-restart' });
}

/** What every carrier must do, seen from two API instances sharing it. */
function carrierSuite(open: () => Promise<[EventBus, EventBus]>) {
  const buses: EventBus[] = [];
  const pair = async () => {
    const made = await open();
    buses.push(...made);
    return made;
  };
  afterAll(async () => {
    await Promise.all(buses.map((b) => b.close()));
  });

  it('delivers an event published on one instance to subscribers on both', async () => {
    const [a, b] = await pair();
    const onA = nextEvent(a, 'order.status');
    const onB = nextEvent(b, 'order.status');
    await a.publish('order.status', { orderId: 'o1', status: 'accepted' });
    await expect(onA).resolves.toEqual({ orderId: 'o1', status: 'accepted' });
    await expect(onB).resolves.toEqual({ orderId: 'o1', status: 'accepted' });
  });

  it('keeps topics apart and stops delivering after unsubscribe', async () => {
    const [a, b] = await pair();
    const seen: unknown[] = [];
    const stop = b.subscribe('menu.changed', (p) => seen.push(p));
    const order = nextEvent(b, 'order.status');
    await a.publish('order.status', { orderId: 'o2' });
    await order;
    expect(seen).toEqual([]);
    await a.publish('menu.changed', { version: 2 });
    await expect.poll(() => seen).toEqual([{ version: 2 }]);
    stop();
    await a.publish('menu.changed', { version: 3 });
    // A later event on another topic arriving proves the unsubscribed one was not delivered.
    const marker = nextEvent(b, 'order.status');
    await a.publish('order.status', { orderId: 'o3' });
    await marker;
    expect(seen).toEqual([{ version: 2 }]);
  });

  it('refuses bad topics and payloads too large to carry', async () => {
    const [a] = await pair();
    await expect(a.publish('Bad Topic!', {})).rejects.toThrow(/invalid event topic/);
    await expect(a.publish('order.status', { blob: 'x'.repeat(8_000) })).rejects.toThrow(
      /too large/,
    );
  });

  it('survives a listener that throws', async () => {
    const [a, b] = await pair();
    b.subscribe('order.status', () => {
      throw new Error('broken listener');
    });
    const fine = nextEvent(b, 'order.status');
    await a.publish('order.status', { orderId: 'o4' });
    await expect(fine).resolves.toEqual({ orderId: 'o4' });
  });
}

describe('event bus: in-process', () => {
  carrierSuite(async () => {
    const bus = createMemoryEventBus(quiet);
    return [bus, bus];
  });
});

describe('event bus: PostgreSQL LISTEN/NOTIFY', () => {
  const prefix = unique();
  const open = () =>
    createPostgresEventBus({ url: TEST_DATABASE_URL, channelPrefix: prefix, log: quiet });
  carrierSuite(async () => [await open(), await open()]);

  it('reconnects after the listening connection is killed, and says events may be lost', async () => {
    const [a, b] = [await open(), await open()];
    try {
      const resynced = nextResync(b);
      const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await admin.connect();
      // Both instances' listeners ran `LISTEN <channel>` last: kill them (this test's only).
      const { rows } = await admin.query<{ pid: number }>(
        'SELECT pid FROM pg_stat_activity WHERE query = $1',
        [`LISTEN ${postgresEventChannel(prefix)}`],
      );
      expect(rows.length).toBeGreaterThanOrEqual(2);
      expect(b.connected()).toBe(true);
      for (const { pid } of rows) await admin.query('SELECT pg_terminate_backend($1)', [pid]);
      await admin.end();
      // Readiness sees the outage (the reconnect waits at least 250 ms), then the return.
      while (b.connected()) await new Promise((r) => setTimeout(r, 10));
      await resynced;
      expect(b.connected()).toBe(true);
      await expectCarried(a, b);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
    expect(b.connected()).toBe(false);
  });
});

describe('event bus: Redis pub/sub', () => {
  const open = (keyPrefix: string) =>
    createRedisEventBus({ url: REDIS_URL, keyPrefix, log: quiet });
  carrierSuite(async () => {
    const keyPrefix = unique();
    return [await open(keyPrefix), await open(keyPrefix)];
  });

  // Each test below has its own prefix, so it kills only its own instances' connections.
  const subscriberName = (keyPrefix: string) =>
    `${keyPrefix}events-sub`.replace(/[^A-Za-z0-9_.-]/g, '-');
  const clientsNamed = async (admin: Redis, name: string) =>
    ((await admin.client('LIST')) as string)
      .split('\n')
      .filter((line) => line.includes(` name=${name} `));
  async function killSubscribers(keyPrefix: string) {
    const admin = new Redis(REDIS_URL);
    try {
      const lines = await clientsNamed(admin, subscriberName(keyPrefix));
      expect(lines.length).toBeGreaterThan(0);
      for (const line of lines) await admin.client('KILL', 'ID', /\bid=(\d+)/.exec(line)![1]!);
    } finally {
      await admin.quit();
    }
  }

  it('reconnects after its subscriber connection is killed, and says events may be lost', async () => {
    const keyPrefix = unique();
    const [a, b] = [await open(keyPrefix), await open(keyPrefix)];
    try {
      const resynced = nextResync(b);
      await killSubscribers(keyPrefix);
      await resynced;
      expect(b.connected()).toBe(true);
      await expectCarried(a, b);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it('announces the resync only once it is subscribed again', async () => {
    const keyPrefix = unique();
    const bus = await open(keyPrefix);
    const raw = new Redis(REDIS_URL);
    try {
      const delivered = nextEvent(bus, 'menu.changed');
      // Published the instant the resync is announced, on a connection of its own.
      const published = nextResync(bus).then(() =>
        raw.publish(`${keyPrefix}events`, encodeEvent('menu.changed', { version: 7 })),
      );
      await killSubscribers(keyPrefix);
      await expect(published).resolves.toBe(1);
      await expect(delivered).resolves.toEqual({ version: 7 });
    } finally {
      await Promise.all([bus.close(), raw.quit()]);
    }
  });

  it('closes cleanly in the middle of a reconnect, leaving no connection behind', async () => {
    const keyPrefix = unique();
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    const admin = new Redis(REDIS_URL);
    try {
      // ioredis waits about 50 ms before reconnecting: close before, around and after that.
      for (const delay of [0, 20, 45, 50, 55, 60, 80, 150]) {
        const bus = await open(keyPrefix);
        await killSubscribers(keyPrefix);
        await new Promise((resolve) => setTimeout(resolve, delay));
        await bus.close();
      }
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await clientsNamed(admin, subscriberName(keyPrefix))).toEqual([]);
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
      await admin.quit();
    }
  });
});
