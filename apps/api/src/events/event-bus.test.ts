import { Redis } from 'ioredis';
import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createMemoryEventBus, type EventBus } from './event-bus';
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
      for (const { pid } of rows) await admin.query('SELECT pg_terminate_backend($1)', [pid]);
      await admin.end();
      await resynced;
      const after = nextEvent(b, 'order.status');
      await a.publish('order.status', { orderId: 'after-restart' });
      await expect(after).resolves.toEqual({ orderId: 'after-restart' });
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});

describe('event bus: Redis pub/sub', () => {
  const keyPrefix = unique();
  const open = () => createRedisEventBus({ url: REDIS_URL, keyPrefix, log: quiet });
  carrierSuite(async () => [await open(), await open()]);

  it('reconnects after its subscriber connection is killed, and says events may be lost', async () => {
    const [a, b] = [await open(), await open()];
    try {
      const resynced = nextResync(b);
      const admin = new Redis(REDIS_URL);
      const name = `${keyPrefix}events-sub`.replace(/[^A-Za-z0-9_.-]/g, '-');
      const clients = (await admin.client('LIST')) as string;
      for (const line of clients.split('\n').filter((l) => l.includes(` name=${name} `))) {
        await admin.client('KILL', 'ID', /\bid=(\d+)/.exec(line)![1]!);
      }
      await admin.quit();
      await resynced;
      const after = nextEvent(b, 'order.status');
      await a.publish('order.status', { orderId: 'after-restart' });
      await expect(after).resolves.toEqual({ orderId: 'after-restart' });
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
