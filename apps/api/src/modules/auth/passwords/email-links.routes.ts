import {
  errorResponseSchema,
  errorResponses,
  forgotPasswordRequestSchema,
  messageResponseSchema,
  resetPasswordRequestSchema,
  verifyEmailPreviewResponseSchema,
  verifyEmailRequestSchema,
  verifyEmailSetPasswordRequestSchema,
} from '@ninetonine/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createHash } from 'node:crypto';
import { SESSION_SECURITY } from '../../../plugins/authentication';
import { perUser, rateLimits } from '../../../plugins/rate-limit';
import type { EmailLinksService } from './email-links.service';

const errors = errorResponses(400, 403, 429, 500);
const releaseErrors = errorResponses(400, 403, 409, 429, 500);

/** The same words whether or not an account uses the email: they must tell nobody which. */
export const FORGOT_PASSWORD_ANSWER =
  'If an account uses this email, we sent it a link to choose a new password. The link works for 30 minutes.';

/** Forgot password, reset password, verify email, resend the verification link. */
const emailLinkRoutes: FastifyPluginAsyncZod<{ emailLinks: EmailLinksService }> = async (
  app,
  { emailLinks },
) => {
  app.post(
    '/forgot-password',
    {
      config: { securityEvent: 'password_reset_request', rateLimit: rateLimits.forgotPassword },
      // Per email too (hashed, so Redis never holds it): known or not, so it tells nothing.
      preHandler: app.rateLimitBy('forgot-password-email', rateLimits.forgotPasswordPerEmail, (r) =>
        createHash('sha256')
          .update((r.body as { email: string }).email)
          .digest('hex'),
      ),
      schema: {
        tags: ['auth'],
        summary: 'Mails a password-reset link if an account uses the email (answered alike)',
        body: forgotPasswordRequestSchema,
        response: { 202: messageResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      await emailLinks.requestPasswordReset(request.body.email);
      return reply.status(202).send({ message: FORGOT_PASSWORD_ANSWER });
    },
  );

  app.post(
    '/reset-password',
    {
      config: { securityEvent: 'password_reset', rateLimit: rateLimits.resetPassword },
      schema: {
        tags: ['auth'],
        summary: "Sets a new password with a reset link's token and signs out every session",
        body: resetPasswordRequestSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await emailLinks.resetPassword(request.body);
      return {
        message: 'Your password has been reset. Sign in with your new password.',
      };
    },
  );

  app.post(
    '/verify-email/preview',
    {
      // Limited like the verification itself: guessing tokens here gains nothing more.
      config: { rateLimit: rateLimits.verifyEmail },
      schema: {
        tags: ['auth'],
        summary: 'Which email a verification link is for, without using the link up',
        body: verifyEmailRequestSchema,
        response: { 200: verifyEmailPreviewResponseSchema, ...errors },
      },
    },
    async (request) =>
      emailLinks.previewVerification(request.body.token, await request.resolveUser()),
  );

  app.post(
    '/verify-email',
    {
      config: { securityEvent: 'email_verify', rateLimit: rateLimits.verifyEmail },
      schema: {
        tags: ['auth'],
        summary:
          "Marks an account's email verified with a verification link's token (signed in to that account)",
        body: verifyEmailRequestSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await emailLinks.verifyEmail(request.body.token, await request.resolveUser());
      return { message: 'Thank you: your email address is verified.' };
    },
  );

  // A link opened without its account's session: whoever registered the address may not own
  // it (docs/decisions/0070), so the owner sets the password or releases the address.
  app.post(
    '/verify-email/set-password',
    {
      config: { securityEvent: 'password_reset', rateLimit: rateLimits.resetPassword },
      schema: {
        tags: ['auth'],
        summary:
          "Verifies the email with a verification link's token, sets a new password and signs out every session",
        body: verifyEmailSetPasswordRequestSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await emailLinks.setPasswordWithVerification(request.body);
      return {
        message:
          'Your email address is confirmed and your new password is set. Every other device was signed out: sign in with your new password.',
      };
    },
  );

  app.post(
    '/verify-email/release',
    {
      config: { securityEvent: 'email_release', rateLimit: rateLimits.verifyEmail },
      schema: {
        tags: ['auth'],
        summary: '"This wasn\'t me": takes the unproven email from the account that registered it',
        body: verifyEmailRequestSchema,
        response: { 200: messageResponseSchema, ...releaseErrors },
      },
    },
    async (request) => {
      await emailLinks.releaseEmail(request.body.token);
      return {
        message:
          'Thank you for telling us. Your address was removed from that account, and you can now create your own account with it.',
      };
    },
  );

  app.post(
    '/resend-verification',
    {
      config: { securityEvent: 'verification_resend' },
      onRequest: [app.requireUser],
      preHandler: app.rateLimitBy('resend-verification', rateLimits.resendVerification, perUser),
      schema: {
        tags: ['auth'],
        summary: 'Mails the signed-in user a new email-verification link',
        security: SESSION_SECURITY,
        response: { 200: messageResponseSchema, 401: errorResponseSchema, ...errors },
      },
    },
    async (request) => {
      const outcome = await emailLinks.resendVerification(request.user!);
      return {
        message:
          outcome === 'already'
            ? 'Your email address is already verified.'
            : 'We sent you a new link. Please check your inbox.',
      };
    },
  );
};
export default emailLinkRoutes;
