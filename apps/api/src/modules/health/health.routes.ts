import { errorResponseSchema, healthResponseSchema } from '@ninetonine/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * One route and one rule (healthy when the database answers a ping), so no service, repository
 * or presenter: decision 0038 lets a module this small skip the layers. The ping is the
 * handle's own, not a query through Drizzle.
 */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
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
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return (await app.database.ping())
        ? reply.status(200).send({ status: 'ok', database: 'up' })
        : reply.status(503).send({ status: 'degraded', database: 'down' });
    },
  );
};
export default healthRoutes;
