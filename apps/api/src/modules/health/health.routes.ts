import { errorResponseSchema, healthResponseSchema } from '@ninetonine/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createHealthRepository } from './health.repository';

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = createHealthRepository(app.database);
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
      const up = await repo.databaseUp();
      reply.header('cache-control', 'no-store');
      return reply
        .status(up ? 200 : 503)
        .send({ status: up ? 'ok' : 'degraded', database: up ? 'up' : 'down' });
    },
  );
};
export default healthRoutes;
