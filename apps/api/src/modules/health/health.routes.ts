import {
  errorResponseSchema,
  healthResponseSchema,
  livenessResponseSchema,
  readinessResponseSchema,
} from '@ninetonine/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rateLimits } from '../../plugins/rate-limit';
import { isOperatorRequest } from '../metrics/metrics-access';
import { readiness } from './readiness';
import { readinessProbes } from './readiness-probes';

/**
 * Health for people and for machines (decision 0056): `/health` as the spec has it (the database
 * ping), `/health/live` for a supervisor (the process answers; restarting it would not help a
 * database outage), `/health/ready` for a load balancer (every probe up and not shutting down).
 * Ready's details (which checks, why one is down, an exception's message) are for operators, as
 * /metrics is: this machine or the metrics token; anyone else gets a bare status, throttled.
 */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const probes = readinessProbes(app);
  const token = app.env.METRICS_TOKEN;
  const isOperator = (request: FastifyRequest) => isOperatorRequest(request, token);

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
          '200 `ready`, or 503 when a check is down or the instance is shutting down. On the ' +
          "instance's own machine (loopback, not through a proxy) or with the metrics token " +
          '(`Authorization: Bearer`), each check (database, Redis when configured, the event ' +
          'carrier, migrations) up or down with its reason, and `draining`; anyone else gets ' +
          'only `ready` or `unavailable`, at most 60 times a minute.',
        response: {
          200: readinessResponseSchema,
          503: readinessResponseSchema,
          429: errorResponseSchema,
          500: errorResponseSchema,
        },
      },
      config: { rateLimit: { ...rateLimits.readiness, allowList: isOperator } },
    },
    async (request, reply) => {
      const answer = await readiness(probes, app.draining.active);
      const code = answer.status === 'ready' ? 200 : 503;
      if (isOperator(request)) return reply.status(code).send(answer);
      return reply.status(code).send({ status: code === 200 ? 'ready' : 'unavailable' });
    },
  );
};
export default healthRoutes;
