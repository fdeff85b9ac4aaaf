import pg from 'pg';
import { createHash } from 'node:crypto';
import { decodeEvent, encodeEvent, LocalFanOut, type EventBus } from './event-bus';

const RECONNECT_MIN_MS = 250;
const RECONNECT_MAX_MS = 10_000;

/** A channel is an identifier: derive a safe one from the prefix. */
export const postgresEventChannel = (prefix: string) =>
  `nt_events_${createHash('sha256').update(prefix).digest('hex').slice(0, 16)}`;

/**
 * Cross-instance events over PostgreSQL LISTEN/NOTIFY: one dedicated listening connection per
 * instance (outside the pool, which would hand it to queries), NOTIFY through a short-lived
 * query on the same database. A dropped listener reconnects with backoff and announces a resync.
 */
export async function createPostgresEventBus(opts: {
  url: string;
  /** Separates apps sharing one database (tests, several storefronts). */
  channelPrefix?: string;
  log?: (message: string) => void;
}): Promise<EventBus> {
  const log = opts.log ?? ((m: string) => console.warn(m));
  const channel = postgresEventChannel(opts.channelPrefix ?? '');
  const local = new LocalFanOut(log);
  const publisher = new pg.Pool({ connectionString: opts.url, max: 2 });
  publisher.on('error', (err) => log(`event bus publisher: ${err.message}`));
  let listener: pg.Client | null = null;
  let closed = false;
  let delay = RECONNECT_MIN_MS;
  let timer: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: opts.url });
    client.on('notification', (msg) => {
      if (msg.channel !== channel || !msg.payload) return;
      const event = decodeEvent(msg.payload);
      if (event) local.deliver(event.topic, event.payload);
    });
    client.on('error', (err) => log(`event bus listener: ${err.message}`));
    client.on('end', () => {
      if (listener === client) listener = null;
      if (!closed) scheduleReconnect();
    });
    await client.connect();
    await client.query(`LISTEN ${channel}`);
    listener = client;
    delay = RECONNECT_MIN_MS;
  };

  const scheduleReconnect = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      connect()
        .then(() => local.resync())
        .catch((err: Error) => {
          log(`event bus reconnect failed: ${err.message}`);
          delay = Math.min(delay * 2, RECONNECT_MAX_MS);
          if (!closed) scheduleReconnect();
        });
    }, delay);
    timer.unref();
  };

  await connect();

  return {
    publish: async (topic, payload) => {
      await publisher.query('SELECT pg_notify($1, $2)', [channel, encodeEvent(topic, payload)]);
    },
    subscribe: (topic, fn) => local.subscribe(topic, fn),
    onResync: (fn) => local.onResync(fn),
    // Set once LISTEN succeeded, cleared the moment the connection ends.
    connected: () => listener !== null && !closed,
    close: async () => {
      closed = true;
      clearTimeout(timer);
      local.clear();
      await listener?.end().catch(() => undefined);
      await publisher.end().catch(() => undefined);
    },
  };
}
