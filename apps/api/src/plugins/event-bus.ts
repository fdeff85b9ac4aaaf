import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../config/env';
import { createMemoryEventBus, type EventBus } from '../events/event-bus';
import { createPostgresEventBus } from '../events/postgres-event-bus';

declare module 'fastify' {
  interface FastifyInstance {
    /** Events every API instance hears (order status changes); carrier chosen by EVENT_BUS. */
    events: EventBus;
  }
}

/** The carrier EVENT_BUS names (config/env.ts checked that its connection is configured). */
export async function createEventBus(
  env: Pick<Env, 'EVENT_BUS' | 'DATABASE_URL' | 'REDIS_URL' | 'REDIS_KEY_PREFIX'>,
  log: (message: string) => void,
): Promise<EventBus> {
  switch (env.EVENT_BUS) {
    case 'postgres':
      // NOTIFY channels belong to one database, so apps on other databases never mix.
      return createPostgresEventBus({ url: env.DATABASE_URL!, log });
    case 'redis': {
      // Loaded only here: ioredis costs every start that has no Redis ~0.1 s of CPU.
      const { createRedisEventBus } = await import('../events/redis-event-bus');
      return createRedisEventBus({ url: env.REDIS_URL!, keyPrefix: env.REDIS_KEY_PREFIX, log });
    }
    default:
      return createMemoryEventBus(log);
  }
}

/** Opens the event bus at boot (a bad connection fails the boot) and closes it with the app. */
export default fp(
  async function eventBus(app: FastifyInstance, opts: { env: Env }) {
    const bus = await createEventBus(opts.env, (m) => app.log.warn(m));
    app.decorate('events', bus);
    app.addHook('onClose', async () => {
      await bus.close();
    });
  },
  { name: 'event-bus' },
);
