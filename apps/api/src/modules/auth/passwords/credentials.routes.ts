import {
  changePasswordRequestSchema,
  errorResponseSchema,
  errorResponses,
  messageResponseSchema,
  registerRequestSchema,
  registerResponseSchema,
  signInRequestSchema,
  signInRefusalSchema,
  signInResponseSchema,
} from '@ninetonine/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { perUser, rateLimits } from '../../../plugins/rate-limit';
import { toSignInResponse } from '../auth.presenter';
import type { CredentialsService } from './credentials.service';
import { browserSession, issueSessionCookies, signInOrigin } from '../sessions/session-cookies';
import { SESSION_SECURITY } from '../../../plugins/authentication';

const errors = errorResponses(400, 401, 403, 429, 500);

/** Email sign-up, sign-in and password change. */
const credentialRoutes: FastifyPluginAsyncZod<{ credentials: CredentialsService }> = async (
  app,
  { credentials },
) => {
  const secure = app.env.COOKIE_SECURE;

  app.post(
    '/register',
    {
      config: { securityEvent: 'sign_up', rateLimit: rateLimits.register },
      schema: {
        tags: ['auth'],
        summary: 'Creates a customer account with email and password, and signs it in',
        body: registerRequestSchema,
        response: { 201: registerResponseSchema, 409: errorResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { user, session } = await credentials.register(
        request.body,
        signInOrigin(request),
        await browserSession(request),
      );
      issueSessionCookies(request, reply, session, secure);
      return reply.status(201).send(toSignInResponse('Welcome to NineToNine!', user));
    },
  );

  app.post(
    '/signIn',
    {
      config: { securityEvent: 'sign_in', rateLimit: rateLimits.signIn },
      // Tries per account and source wait longer and longer after a few (credentials.service).
      schema: {
        tags: ['auth'],
        summary: 'Signs in with email and password',
        body: signInRequestSchema,
        response: { 200: signInResponseSchema, ...errors, 401: signInRefusalSchema },
      },
    },
    async (request, reply) => {
      const signedIn = await credentials.signIn(
        request.body,
        signInOrigin(request),
        await browserSession(request),
      );
      issueSessionCookies(request, reply, signedIn.session, secure);
      return toSignInResponse('Signed in successfully', signedIn.user);
    },
  );

  app.post(
    '/changePassword',
    {
      config: { securityEvent: 'password_change' },
      onRequest: [app.requireUser],
      preHandler: app.rateLimitBy('change-password', rateLimits.changePassword, perUser),
      schema: {
        tags: ['auth'],
        summary: 'Changes the password and signs out every other session',
        security: SESSION_SECURITY,
        body: changePasswordRequestSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await credentials.changePassword(request.user!, request.body);
      return {
        message: 'Your password has been changed. Your other devices have been signed out.',
      };
    },
  );
};
export default credentialRoutes;
