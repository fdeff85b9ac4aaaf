import {
  errorResponseSchema,
  errorResponses,
  messageResponseSchema,
  sessionIdParamsSchema,
  sessionsListResponseSchema,
  signOutOthersResponseSchema,
} from '@ninetonine/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSignedIn } from '../../../plugins/authentication';
import { toSessionsList } from '../auth.presenter';
import { clearSessionCookies } from './session-cookies';
import type { SessionsService } from './sessions.service';

const errors = errorResponses(400, 401, 403, 500);

/** The signed-in user's sessions (devices): see them, end one, end all but this one. */
const sessionListRoutes: FastifyPluginAsyncZod<{ sessions: SessionsService }> = async (
  app,
  { sessions },
) => {
  requireSignedIn(app);
  const secure = app.env.COOKIE_SECURE;

  app.get(
    '/sessions',
    {
      schema: {
        tags: ['auth'],
        summary: "The caller's live sessions, the calling one first and marked current",
        response: { 200: sessionsListResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = request.user!;
      return toSessionsList(await sessions.list(user), user.sessionId);
    },
  );

  app.delete(
    '/sessions/:id',
    {
      config: { securityEvent: 'session_end' },
      schema: {
        tags: ['auth'],
        summary:
          "Ends one of the caller's sessions at once (404 for another's); ending the calling one also clears its cookies",
        params: sessionIdParamsSchema,
        response: { 200: messageResponseSchema, 404: errorResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { current } = await sessions.endOwn(request.user!, request.params.id);
      if (current) {
        clearSessionCookies(request, reply, secure);
        return { message: 'You have been signed out' };
      }
      return { message: 'That device has been signed out' };
    },
  );

  app.post(
    '/sessions/sign-out-others',
    {
      config: { securityEvent: 'session_end_others' },
      schema: {
        tags: ['auth'],
        summary: 'Ends every session of the caller except the calling one',
        body: z.strictObject({}).nullish(),
        response: { 200: signOutOthersResponseSchema, ...errors },
      },
    },
    async (request) => {
      const ended = await sessions.endOthers(request.user!);
      return {
        message:
          ended === 0
            ? 'No other device was signed in'
            : `Signed out ${ended === 1 ? '1 other device' : `${ended} other devices`}`,
        ended,
      };
    },
  );
};
export default sessionListRoutes;
