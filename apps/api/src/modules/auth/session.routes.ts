import { errorResponseSchema, messageResponseSchema } from '@ninetonine/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rateLimits } from '../../plugins/rate-limit';
import type { AuthContext } from './auth-context';

/** These calls carry nothing but cookies: no body (null to Fastify), or `{}`. */
const emptyBody = z.strictObject({}).nullish();

/** Refresh-token rotation and logout. */
const sessionRoutes: FastifyPluginAsyncZod<AuthContext> = async (app, { sessions }) => {
  app.post(
    '/refresh-token',
    {
      config: { rateLimit: rateLimits.refresh },
      schema: {
        tags: ['auth'],
        summary: 'Trades the refresh cookie for new session cookies (rotation)',
        body: emptyBody,
        response: {
          200: messageResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          429: errorResponseSchema,
          500: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      await sessions.refresh(request, reply);
      return { message: 'Session refreshed' };
    },
  );

  app.post(
    '/user/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Ends the session server-side and clears its cookies (200 even if signed out)',
        body: emptyBody,
        response: {
          200: messageResponseSchema,
          400: errorResponseSchema,
          403: errorResponseSchema,
          500: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      await sessions.end(request, reply);
      return { message: 'You have been signed out' };
    },
  );
};
export default sessionRoutes;
