import type { FastifyInstance } from 'fastify';
import type { ReadinessProbe } from './readiness';

/** Whether the database has every migration this build ships (the same question `npm run migrate` asks). */
export function migrationsProbe(app: FastifyInstance): ReadinessProbe {
  return {
    name: 'migrations',
    async check() {
      const { pending } = await app.database.schemaStatus();
      if (pending.length === 0) return { up: true };
      return {
        up: false,
        detail: `the database schema is behind this build (${pending.length} migration(s)): run npm run migrate`,
      };
    },
  };
}

/** What this instance needs to serve: the database, Redis when set, the event carrier, the schema. */
export function readinessProbes(app: FastifyInstance): ReadinessProbe[] {
  const probes: ReadinessProbe[] = [
    {
      name: 'database',
      check: async () =>
        (await app.database.ping()) ? { up: true } : { up: false, detail: 'no answer to a ping' },
    },
  ];
  const { redisPing } = app;
  if (redisPing) {
    probes.push({
      name: 'redis',
      check: async () =>
        (await redisPing()) ? { up: true } : { up: false, detail: 'no answer to PING' },
    });
  }
  probes.push(
    {
      name: 'events',
      check: async () =>
        app.events.connected()
          ? { up: true }
          : { up: false, detail: `the ${app.env.EVENT_BUS} event carrier is reconnecting` },
    },
    migrationsProbe(app),
  );
  return probes;
}
