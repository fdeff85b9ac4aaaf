import { EventEmitter } from 'node:events';

/**
 * Events every API instance must see (an order changed status, the menu changed), so that a
 * customer's stream on one instance hears a change made through another. One interface, three
 * carriers chosen by configuration: in-process (one instance, the embedded default), PostgreSQL
 * LISTEN/NOTIFY, or Redis pub/sub.
 *
 * Delivery is at-most-once and only to instances connected at the time: subscribers treat an
 * event as a hint to re-read the database, and `onResync` tells them when events may have been
 * missed (a dropped connection came back), so they re-read everything they show.
 */
export interface EventBus {
  publish(topic: string, payload: Record<string, unknown>): Promise<void>;
  /** Returns the unsubscribe function. */
  subscribe(topic: string, listener: (payload: Record<string, unknown>) => void): () => void;
  /** Called after a reconnect: events published meanwhile may be lost. */
  onResync(listener: () => void): () => void;
  /** Whether events from other instances reach us now (readiness); in-process: always. */
  connected(): boolean;
  close(): Promise<void>;
}

/** A topic is a short identifier; payloads stay small (PostgreSQL caps NOTIFY at 8000 bytes). */
export const TOPIC_PATTERN = /^[a-z][a-z0-9_.-]{0,62}$/;
export const MAX_PAYLOAD_BYTES = 7_000;

export function encodeEvent(topic: string, payload: Record<string, unknown>): string {
  if (!TOPIC_PATTERN.test(topic)) throw new Error(`invalid event topic: ${topic}`);
  const message = JSON.stringify({ topic, payload });
  if (Buffer.byteLength(message) > MAX_PAYLOAD_BYTES) {
    throw new Error(`event too large for ${topic}: send ids, not documents`);
  }
  return message;
}

export function decodeEvent(
  message: string,
): { topic: string; payload: Record<string, unknown> } | null {
  try {
    const parsed = JSON.parse(message) as { topic?: unknown; payload?: unknown };
    if (typeof parsed.topic !== 'string' || typeof parsed.payload !== 'object' || !parsed.payload) {
      return null;
    }
    return { topic: parsed.topic, payload: parsed.payload as Record<string, unknown> };
  } catch {
    return null;
  }
}

/** The local fan-out every carrier ends in: listeners per topic, and resync listeners. */
export class LocalFanOut {
  private readonly emitter = new EventEmitter();

  constructor(private readonly log: (message: string) => void) {
    // Every open stream is a listener: thousands are normal, not a leak.
    this.emitter.setMaxListeners(0);
  }

  deliver(topic: string, payload: Record<string, unknown>) {
    // One failing listener must not starve the others or kill the carrier's connection.
    for (const listener of this.emitter.listeners(`t:${topic}`)) {
      try {
        (listener as (p: Record<string, unknown>) => void)(payload);
      } catch (err) {
        this.log(`event listener for ${topic} failed: ${(err as Error).message}`);
      }
    }
  }

  subscribe(topic: string, listener: (payload: Record<string, unknown>) => void) {
    this.emitter.on(`t:${topic}`, listener);
    return () => void this.emitter.off(`t:${topic}`, listener);
  }

  resync() {
    this.emitter.emit('resync');
  }

  onResync(listener: () => void) {
    this.emitter.on('resync', listener);
    return () => void this.emitter.off('resync', listener);
  }

  clear() {
    this.emitter.removeAllListeners();
  }
}

/** One API instance: events go straight to this process's listeners. */
export function createMemoryEventBus(
  log: (message: string) => void = (m) => console.warn(m),
): EventBus {
  const local = new LocalFanOut(log);
  return {
    publish: async (topic, payload) => {
      // Same validation as the cross-instance carriers, so a test on memory catches what
      // PostgreSQL would refuse.
      const event = decodeEvent(encodeEvent(topic, payload))!;
      queueMicrotask(() => local.deliver(event.topic, event.payload));
    },
    subscribe: (topic, listener) => local.subscribe(topic, listener),
    onResync: (listener) => local.onResync(listener),
    connected: () => true,
    close: async () => local.clear(),
  };
}
