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
import type { z } from 'zod';
import { rateLimits } from '../../../plugins/rate-limit';
import { toSignInResponse } from '../auth.presenter';
import type { IdentitySignIn, IdentityService } from './identity.service';
import { browserSession, issueSessionCookies, signInOrigin } from '../sessions/session-cookies';
import type { BrowserSession, SignInOrigin } from '../sessions/sessions.service';

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

  /** Google's and the phone's Firebase ID tokens sign in (or up) alike. */
  const tokenSignIn = <Body extends object>(
    url: string,
    summary: string,
    body: z.ZodType<Body>,
    signIn: (body: Body, origin: SignInOrigin, session: BrowserSession) => Promise<IdentitySignIn>,
  ) =>
    app.post(
      url,
      {
        config: { securityEvent: 'sign_in', rateLimit: rateLimits.identitySignIn },
        schema: {
          tags: ['auth'],
          summary,
          body,
          response: { 200: identitySignInResponseSchema, ...errors, 401: signInRefusalSchema },
        },
      },
      async (request, reply) => {
        // The schema has parsed the body; Fastify's types cannot follow a generic schema.
        const parsed = request.body as Body;
        const session = await browserSession(request);
        return answer(request, reply, await signIn(parsed, signInOrigin(request), session));
      },
    );

  tokenSignIn(
    '/googleSignIn',
    'Signs in (or up) with a Firebase ID token from Google sign-in',
    googleSignInRequestSchema,
    (body, origin, session) => identity.signInWithGoogle(body.idToken, origin, session),
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

  tokenSignIn(
    '/register/phone',
    'Signs in (or up) with a Firebase ID token from a phone code',
    phoneRegisterRequestSchema,
    (body, origin, session) => identity.signInWithPhone(body.token, origin, session),
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
