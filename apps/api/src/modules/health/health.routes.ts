import {
  errorResponseSchema,
  healthResponseSchema,
  livenessResponseSchema,
  readinessResponseSchema,
} from '@ninetonine/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readiness } from './readiness';
import { readinessProbes } from './readiness-probes';

/**
 * Health for people and for machines (decision 0056): `/health` as the spec has it (the database
 * ping), `/health/live` for a supervisor (the process answers; restarting it would not help a
 * database outage), `/health/ready` for a load balancer (every probe up and not shutting down).
 */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const probes = readinessProbes(app);

  app.addHook('onSend', async (_request, reply) => {
    // A cached health answer is a wrong one.
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Reports whether the API can reach its database',
        response: {
          200: healthResponseSchema,
          503: healthResponseSchema,
          500: errorResponseSchema,
        },
      },
    },
    async (_request, reply) =>
      (await app.database.ping())
        ? reply.status(200).send({ status: 'ok', database: 'up' })
        : reply.status(503).send({ status: 'degraded', database: 'down' }),
  );

  app.get(
    '/health/live',
    {
      schema: {
        tags: ['health'],
        summary: 'Reports that the API process is running (asks nothing else)',
        response: { 200: livenessResponseSchema, 500: errorResponseSchema },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/health/ready',
    {
      schema: {
        tags: ['health'],
        summary: 'Reports whether this instance should be sent requests',
        description:
          'Each check (database, Redis when configured, the event carrier, migrations) up or ' +
          'down; 503 when one is down or the instance is shutting down (`draining`).',
        response: {
          200: readinessResponseSchema,
          503: readinessResponseSchema,
          500: errorResponseSchema,
        },
      },
    },
    async (_request, reply) => {
      const answer = await readiness(probes, app.draining.active);
      return reply.status(answer.status === 'ready' ? 200 : 503).send(answer);
    },
  );
};
export default healthRoutes;
