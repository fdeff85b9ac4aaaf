import {
  errorResponses,
  messageResponseSchema,
  reauthenticateRequestSchema,
  recoveryCodesResponseSchema,
  secondFactorConfirmRequestSchema,
  secondFactorSetupRequestSchema,
  secondFactorSetupResponseSchema,
  secondFactorSignInRequestSchema,
  secondFactorSignInResponseSchema,
  secondFactorStatusSchema,
} from '@ninetonine/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { SESSION_SECURITY } from '../../../plugins/authentication';
import { rateLimits } from '../../../plugins/rate-limit';
import type { SecurityEvent } from '../../../plugins/security-log';
import { toSignInResponse } from '../auth.presenter';
import type { SecondFactorService } from './second-factor.service';
import { browserSession, issueSessionCookies, signInOrigin } from '../sessions/session-cookies';

const errors = errorResponses(400, 401, 403, 409, 429, 500);

/** The sign-in's second step, setting up and turning off an authenticator app, re-authentication. */
const secondFactorRoutes: FastifyPluginAsyncZod<{ secondFactor: SecondFactorService }> = async (
  app,
  { secondFactor },
) => {
  app.post(
    '/second-factor',
    {
      // Wrong codes count against the challenge and the account, whatever the source (0069).
      config: { securityEvent: 'sign_in', rateLimit: rateLimits.signIn },
      schema: {
        tags: ['auth'],
        summary: 'Finishes a sign-in with a code from the authenticator app (or a recovery code)',
        body: secondFactorSignInRequestSchema,
        response: { 200: secondFactorSignInResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const signedIn = await secondFactor.signIn(
        request.body,
        signInOrigin(request),
        await browserSession(request),
      );
      issueSessionCookies(request, reply, signedIn.session, app.env.COOKIE_SECURE);
      return {
        ...toSignInResponse('Signed in successfully', signedIn.user),
        recoveryCodes: signedIn.recoveryCodes,
      };
    },
  );

  app.post(
    '/second-factor/setup',
    {
      config: { securityEvent: 'second_factor_change', rateLimit: rateLimits.signIn },
      // Signed in, adding an app needs a recent sign-in: a stolen session must not be able to
      // lock the owner out with an app of its own. Mid-sign-in, the challenge is the proof.
      preHandler: async (request, reply) => {
        if (!request.body.challenge) await app.requireRecentAuth(request, reply);
      },
      schema: {
        tags: ['auth'],
        summary: 'Starts setting up an authenticator app: its secret and QR code (staff only)',
        // Signed in or mid-sign-in (a challenge): no session is declared, as it may be absent.
        body: secondFactorSetupRequestSchema,
        response: { 200: secondFactorSetupResponseSchema, ...errors },
      },
    },
    async (request) => secondFactor.setup(request.user, request.body.challenge),
  );

  /** The docs of a signed-in caller's own route: it needs the session cookie. */
  const sessionSchema = (summary: string) => ({
    tags: ['auth'],
    summary,
    security: SESSION_SECURITY,
  });

  /** A signed-in caller's own audited change. */
  const signedInChange = <Response extends Record<number, z.ZodType>, Body extends z.ZodType>(
    securityEvent: SecurityEvent,
    summary: string,
    response: Response,
    body: Body,
  ) => ({
    config: { securityEvent },
    onRequest: [app.requireUser],
    schema: { ...sessionSchema(summary), body, response },
  });

  /** A change to the caller's own second step that needs a recent sign-in (no stolen session). */
  const recentSignInChange = <Response extends Record<number, z.ZodType>>(
    summary: string,
    response: Response,
  ) => ({
    config: { securityEvent: 'second_factor_change' as const },
    onRequest: [app.requireUser],
    preHandler: [app.requireRecentAuth],
    schema: { ...sessionSchema(summary), response },
  });

  app.post(
    '/second-factor/confirm',
    signedInChange(
      'second_factor_change',
      'Turns the new authenticator app on with its first code; the recovery codes',
      { 200: recoveryCodesResponseSchema, ...errors },
      secondFactorConfirmRequestSchema,
    ),
    async (request) => ({
      message: 'Two-step sign-in is on. Keep these recovery codes somewhere safe.',
      recoveryCodes: await secondFactor.confirm(request.user, request.body.code),
    }),
  );

  app.get(
    '/second-factor',
    {
      onRequest: [app.requireUser],
      schema: {
        ...sessionSchema("Whether the caller's two-step sign-in is on, and required (staff only)"),
        response: { 200: secondFactorStatusSchema, ...errorResponses(401, 403, 500) },
      },
    },
    async (request) => secondFactor.status(request.user),
  );

  // Whoever holds the codes can pass the second step: a stolen session must not mint them.
  app.post(
    '/second-factor/recovery-codes',
    recentSignInChange('New recovery codes; the old ones stop working (needs a recent sign-in)', {
      200: recoveryCodesResponseSchema,
      ...errors,
    }),
    async (request) => ({
      message: 'Here are your new recovery codes. The old ones no longer work.',
      recoveryCodes: await secondFactor.renewRecoveryCodes(request.user),
    }),
  );

  app.delete(
    '/second-factor',
    recentSignInChange('Turns two-step sign-in off (needs a sign-in less than 15 minutes old)', {
      200: messageResponseSchema,
      ...errors,
    }),
    async (request) => {
      await secondFactor.disable(request.user);
      return { message: 'Two-step sign-in is off.' };
    },
  );

  app.post(
    '/reauthenticate',
    signedInChange(
      'reauthenticate',
      "Confirms it's you (password or authenticator code) for sensitive staff actions",
      { 200: messageResponseSchema, ...errors },
      reauthenticateRequestSchema,
    ),
    async (request) => {
      await secondFactor.reauthenticate(request.user, request.body);
      return { message: 'Thank you. You can carry on.' };
    },
  );
};
export default secondFactorRoutes;
