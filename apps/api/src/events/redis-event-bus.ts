import { Redis } from 'ioredis';
import { decodeEvent, encodeEvent, LocalFanOut, type EventBus } from './event-bus';

/**
 * Cross-instance events over Redis pub/sub: a subscriber connection and a publisher connection
 * (a subscribed Redis connection can do nothing else). ioredis reconnects by itself; we
 * re-subscribe ourselves and announce a resync once that succeeds, since messages sent meanwhile
 * are gone. (ioredis's own re-subscribe leaves its promise unhandled, so a close during a
 * reconnect was an unhandled rejection, and it announced the resync before events flowed again.)
 */
export async function createRedisEventBus(opts: {
  url: string;
  keyPrefix: string;
  log?: (message: string) => void;
}): Promise<EventBus> {
  const log = opts.log ?? ((m: string) => console.warn(m));
  const channel = `${opts.keyPrefix}events`;
  const local = new LocalFanOut(log);
  const connection = (role: string) =>
    new Redis(opts.url, {
      lazyConnect: true,
      maxRetriesPerRequest: 2,
      enableOfflineQueue: false,
      autoResubscribe: false,
      // Named, so an operator (or a test) can find this instance's connections in CLIENT LIST.
      connectionName: `${opts.keyPrefix}events-${role}`.replace(/[^A-Za-z0-9_.-]/g, '-'),
    });
  const publisher = connection('pub');
  const subscriber = connection('sub');
  publisher.on('error', (err) => log(`event bus publisher: ${err.message}`));
  subscriber.on('error', (err) => log(`event bus subscriber: ${err.message}`));
  subscriber.on('message', (from, message) => {
    if (from !== channel) return;
    const event = decodeEvent(message);
    if (event) local.deliver(event.topic, event.payload);
  });
  let connectedOnce = false;
  let closed = false;
  /** Subscribed on a live connection: false from a drop until the re-subscribe succeeds. */
  let listening = false;
  subscriber.on('close', () => {
    listening = false;
  });
  subscriber.on('ready', () => {
    // The first 'ready' is the initial connection, subscribed below; later ones follow a reconnect.
    if (!connectedOnce) {
      connectedOnce = true;
      return;
    }
    subscriber.subscribe(channel).then(
      () => {
        listening = true;
        if (!closed) local.resync();
      },
      (err: Error) => {
        // The next reconnect tries again; a close meanwhile is not worth a word.
        if (!closed) log(`event bus subscriber: ${err.message}`);
      },
    );
  });
  try {
    await Promise.all([publisher.connect(), subscriber.connect()]);
    await subscriber.subscribe(channel);
    listening = true;
  } catch (err) {
    publisher.disconnect();
    subscriber.disconnect();
    throw err;
  }

  return {
    publish: async (topic, payload) => {
      await publisher.publish(channel, encodeEvent(topic, payload));
    },
    subscribe: (topic, fn) => local.subscribe(topic, fn),
    onResync: (fn) => local.onResync(fn),
    connected: () => listening && !closed,
    close: async () => {
      closed = true;
      local.clear();
      // The subscriber has nothing worth finishing; disconnect() also stops a pending reconnect.
      subscriber.disconnect();
      await publisher.quit().catch(() => publisher.disconnect());
    },
  };
}
