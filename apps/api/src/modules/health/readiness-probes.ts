import type { FastifyInstance } from 'fastify';
import { newestAppliedMigrationAt, newestShippedMigrationAt } from './health.repository';
import type { ReadinessProbe } from './readiness';

/**
 * Whether the database has every migration this build ships. Its own comparison of drizzle's
 * journal with drizzle's table; `npm run migrate` may offer the same question (decision 0056).
 */
export function migrationsProbe(app: FastifyInstance): ReadinessProbe {
  let shipped: number | undefined;
  return {
    name: 'migrations',
    async check() {
      shipped ??= newestShippedMigrationAt();
      const applied = await newestAppliedMigrationAt(app.db);
      if (applied !== null && applied >= shipped) return { up: true };
      return {
        up: false,
        detail: 'the database schema is behind this build: run npm run migrate',
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
