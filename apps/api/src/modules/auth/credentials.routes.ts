import {
  changePasswordRequestSchema,
  ErrorCode,
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
import { createHash } from 'node:crypto';
import { HttpError } from '../../http-error';
import { rateLimits } from '../../plugins/rate-limit';
import { toSignInResponse } from './auth.presenter';
import type { CredentialsService } from './credentials.service';
import { browserSession, issueSessionCookies, signInOrigin } from './session-cookies';
import { SESSION_SECURITY } from '../../plugins/authentication';

const errors = errorResponses(400, 401, 403, 429, 500);

/**
 * The failure-backoff key of a password try: the account (its email, hashed so Redis never
 * holds it) and where the attempt comes from. Password sign-in and linking Google with a
 * password (identity.routes.ts) count their failures together.
 */
export const passwordBackoffKey = (email: unknown, ip: string) =>
  `${createHash('sha256')
    .update(String(email ?? ''))
    .digest('hex')}:${ip}`;

/** Email sign-up, sign-in and password change. */
const credentialRoutes: FastifyPluginAsyncZod<{ credentials: CredentialsService }> = async (
  app,
  { credentials },
) => {
  const secure = app.env.COOKIE_SECURE;
  const signInBackoff = app.failureBackoff('signin');
  const backoffKey = (request: { body: unknown; ip: string }) =>
    passwordBackoffKey((request.body as { email?: unknown } | undefined)?.email, request.ip);

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
      // Failed tries per account and source wait longer and longer: guessing from one place is
      // slowed down, while the owner signing in from elsewhere is never locked out.
      preHandler: async (request, reply) => signInBackoff.check(backoffKey(request), reply),
      schema: {
        tags: ['auth'],
        summary: 'Signs in with email and password',
        body: signInRequestSchema,
        response: { 200: signInResponseSchema, ...errors, 401: signInRefusalSchema },
      },
    },
    async (request, reply) => {
      const key = backoffKey(request);
      let signedIn: Awaited<ReturnType<CredentialsService['signIn']>>;
      try {
        signedIn = await credentials.signIn(
          request.body,
          signInOrigin(request),
          await browserSession(request),
        );
      } catch (error) {
        // Only failures count: a successful sign-in never brings anyone closer to a wait.
        if (error instanceof HttpError && error.code === ErrorCode.InvalidCredentials) {
          await signInBackoff.fail(key);
        }
        throw error;
      }
      await signInBackoff.succeed(key);
      issueSessionCookies(request, reply, signedIn.session, secure);
      return toSignInResponse('Signed in successfully', signedIn.user);
    },
  );

  app.post(
    '/changePassword',
    {
      config: { securityEvent: 'password_change' },
      onRequest: [app.requireUser],
      preHandler: app.rateLimitBy(
        'change-password',
        rateLimits.changePassword,
        (request) => request.user?.id ?? null,
      ),
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
