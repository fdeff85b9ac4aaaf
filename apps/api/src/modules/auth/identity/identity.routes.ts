import {
  errorResponseSchema,
  errorResponses,
  googleLinkRequestSchema,
  googleSignInRequestSchema,
  identityConfigResponseSchema,
  identitySignInResponseSchema,
  phoneRegisterRequestSchema,
  signInRefusalSchema,
} from '@ninetonine/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rateLimits } from '../../../plugins/rate-limit';
import { toSignInResponse } from '../auth.presenter';
import type { IdentitySignIn, IdentityService } from './identity.service';
import { browserSession, issueSessionCookies, signInOrigin } from '../sessions/session-cookies';

const errors = errorResponses(400, 401, 403, 409, 429, 500, 503);

/** Google and phone sign-in through Firebase (the linking policy is in identity.service.ts). */
const identityRoutes: FastifyPluginAsyncZod<{ identity: IdentityService }> = async (
  app,
  { identity },
) => {
  const answer = (request: FastifyRequest, reply: FastifyReply, result: IdentitySignIn) => {
    issueSessionCookies(request, reply, result.session, app.env.COOKIE_SECURE);
    return {
      ...toSignInResponse(
        result.isNewUser ? 'Welcome to NineToNine!' : 'Signed in successfully',
        result.user,
      ),
      isNewUser: result.isNewUser,
    };
  };

  app.post(
    '/googleSignIn',
    {
      config: { securityEvent: 'sign_in', rateLimit: rateLimits.identitySignIn },
      schema: {
        tags: ['auth'],
        summary: 'Signs in (or up) with a Firebase ID token from Google sign-in',
        body: googleSignInRequestSchema,
        response: { 200: identitySignInResponseSchema, ...errors, 401: signInRefusalSchema },
      },
    },
    async (request, reply) => {
      const result = await identity.signInWithGoogle(
        request.body.idToken,
        signInOrigin(request),
        await browserSession(request),
      );
      return answer(request, reply, result);
    },
  );

  // Shares password sign-in's waits: a password guessed here counts against the same account.
  app.post(
    '/googleSignIn/link',
    {
      config: { securityEvent: 'identity_link', rateLimit: rateLimits.signIn },
      schema: {
        tags: ['auth'],
        summary:
          "Adds Google to the account holding its email, with that account's password, and signs in",
        body: googleLinkRequestSchema,
        response: { 200: identitySignInResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const google = await identity.verifyGoogle(request.body.idToken);
      const result = await identity.linkGoogleWithPassword(
        google,
        request.body.password,
        signInOrigin(request),
        await browserSession(request),
      );
      return answer(request, reply, result);
    },
  );

  app.post(
    '/register/phone',
    {
      config: { securityEvent: 'sign_in', rateLimit: rateLimits.identitySignIn },
      schema: {
        tags: ['auth'],
        summary: 'Signs in (or up) with a Firebase ID token from a phone code',
        body: phoneRegisterRequestSchema,
        response: { 200: identitySignInResponseSchema, ...errors, 401: signInRefusalSchema },
      },
    },
    async (request, reply) => {
      const result = await identity.signInWithPhone(
        request.body.token,
        signInOrigin(request),
        await browserSession(request),
      );
      return answer(request, reply, result);
    },
  );

  app.get(
    '/providers',
    {
      schema: {
        tags: ['auth'],
        summary: 'How the storefront reaches the identity provider (Firebase), if configured',
        response: { 200: identityConfigResponseSchema, 500: errorResponseSchema },
      },
    },
    async () => ({ firebase: await identity.config() }),
  );
};
export default identityRoutes;
