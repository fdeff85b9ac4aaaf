import { errorResponseSchema, healthResponseSchema } from '@ninetonine/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toHealthResponse } from './health.presenter';
import { createHealthRepository } from './health.repository';
import { createHealthService } from './health.service';

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const health = createHealthService({ repo: createHealthRepository(app.database) });

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
      const { status, body } = toHealthResponse(await health.check());
      reply.header('cache-control', 'no-store');
      return reply.status(status).send(body);
    },
  );
};
export default healthRoutes;
