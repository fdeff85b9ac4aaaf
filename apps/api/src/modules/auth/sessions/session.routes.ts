import { errorResponseSchema, messageResponseSchema } from '@ninetonine/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorCode } from '@ninetonine/contract';
import { HttpError } from '../../../http-error';
import { rateLimits } from '../../../plugins/rate-limit';
import {
  browserSession,
  clearSessionCookies,
  issueSessionCookies,
  sessionCookiesOf,
} from './session-cookies';
import { RefreshTokenReused, SessionIdleExpired, type SessionsService } from './sessions.service';

/** These calls carry nothing but cookies: no body (null to Fastify), or `{}`. */
const emptyBody = z.strictObject({}).nullish();

/** Refresh-token rotation and logout. */
const sessionRoutes: FastifyPluginAsyncZod<{ sessions: SessionsService }> = async (
  app,
  { sessions },
) => {
  const secure = app.env.COOKIE_SECURE;

  app.post(
    '/refresh-token',
    {
      config: { securityEvent: 'session_refresh', rateLimit: rateLimits.refresh },
      schema: {
        tags: ['auth'],
        summary: 'Trades the refresh cookie for new session cookies (rotation)',
        security: [{ refreshCookie: [] }],
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
      try {
        const session = await sessions.refresh(sessionCookiesOf(request).refreshToken);
        issueSessionCookies(request, reply, session, secure);
      } catch (error) {
        if (error instanceof RefreshTokenReused) {
          request.log.warn(
            { security: 'refresh_token_reuse', outcome: 'failure', ip: request.ip },
            'security event',
          );
        }
        if (error instanceof SessionIdleExpired) {
          request.log.info(
            { security: 'session_idle_timeout', outcome: 'failure', ip: request.ip },
            'security event',
          );
        }
        // A dead session's cookies are of no more use: clear them (a superseded one lives on).
        if (error instanceof HttpError && error.code === ErrorCode.SessionExpired) {
          clearSessionCookies(request, reply, secure);
        }
        throw error;
      }
      return { message: 'Session refreshed' };
    },
  );

  app.post(
    '/user/logout',
    {
      config: { securityEvent: 'sign_out' },
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
      await sessions.end(await browserSession(request));
      clearSessionCookies(request, reply, secure);
      return { message: 'You have been signed out' };
    },
  );
};
export default sessionRoutes;
