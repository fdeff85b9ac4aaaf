import {
  changePasswordRequestSchema,
  errorResponseSchema,
  messageResponseSchema,
  registerRequestSchema,
  registerResponseSchema,
  signInRequestSchema,
  signInResponseSchema,
} from '@ninetonine/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createHash } from 'node:crypto';
import { badRequest, conflict, unauthorized } from '../../http-error';
import { accountRateLimits, rateLimits } from '../../plugins/rate-limit';
import type { AuthContext } from './auth-context';
import { hashPassword, verifyPassword } from './password';
import { passwordProblem } from './password-strength';
import { toUserView } from './user-view';

const INVALID_CREDENTIALS = 'Invalid email or password';
const EMAIL_TAKEN = 'An account with this email already exists. Please sign in instead.';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  429: errorResponseSchema,
  500: errorResponseSchema,
};

/** Email sign-up, sign-in and password change. */
const credentialRoutes: FastifyPluginAsyncZod<AuthContext> = async (app, { users, sessions }) => {
  app.post(
    '/register',
    {
      config: { rateLimit: rateLimits.register },
      schema: {
        tags: ['auth'],
        summary: 'Creates a customer account with email and password, and signs it in',
        body: registerRequestSchema,
        response: { 201: registerResponseSchema, 409: errorResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { name, email, password } = request.body;
      const problem = passwordProblem(password, { email, name });
      if (problem) throw badRequest(problem, 'WEAK_PASSWORD');
      // Sign-up may say an email is taken (it must, to be usable); sign-in never does.
      if (await users.emailTaken(email)) throw conflict(EMAIL_TAKEN, 'EMAIL_TAKEN');
      const user = await users.create({ name, email, passwordHash: await hashPassword(password) });
      if (!user) throw conflict(EMAIL_TAKEN, 'EMAIL_TAKEN');
      await sessions.start(request, reply, user.id);
      return reply
        .status(201)
        .send({ message: 'Welcome to NineToNine!', userData: toUserView(user) });
    },
  );

  app.post(
    '/signIn',
    {
      config: { rateLimit: rateLimits.signIn },
      // Per account too, whatever the IP; the email is hashed so Redis never holds it.
      preHandler: app.rateLimitBy('signin-account', accountRateLimits.signIn, (request) => {
        const email = (request.body as { email?: unknown } | undefined)?.email;
        return typeof email === 'string' ? createHash('sha256').update(email).digest('hex') : null;
      }),
      schema: {
        tags: ['auth'],
        summary: 'Signs in with email and password',
        body: signInRequestSchema,
        response: { 200: signInResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      // Unknown email, password-less account and wrong password: same work, same answer.
      const account = await users.findCredentials(email);
      const valid = await verifyPassword(account?.passwordHash, password);
      if (!account || !valid) throw unauthorized(INVALID_CREDENTIALS, 'INVALID_CREDENTIALS');
      const user = await users.findById(account.id);
      if (!user) throw unauthorized(INVALID_CREDENTIALS, 'INVALID_CREDENTIALS');
      await sessions.start(request, reply, user.id);
      return { message: 'Signed in successfully', userData: toUserView(user) };
    },
  );

  app.post(
    '/changePassword',
    {
      onRequest: [app.requireUser],
      preHandler: app.rateLimitBy(
        'change-password',
        rateLimits.changePassword,
        (request) => request.user?.id ?? null,
      ),
      schema: {
        tags: ['auth'],
        summary: 'Changes the password and signs out every other session',
        body: changePasswordRequestSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      const me = request.user!;
      const { currentPassword, newPassword } = request.body;
      const user = await users.findById(me.id);
      if (!user) throw unauthorized();
      // Google and phone accounts sign in without a password; they have none to change.
      if (!user.hasPassword) {
        throw badRequest(
          'Your account signs in with Google or a phone code, so it has no password to change.',
          'NO_PASSWORD',
        );
      }
      // 400, not 401: a 401 would make the client refresh its session and retry.
      if (!(await verifyPassword(await users.findPasswordHash(me.id), currentPassword))) {
        throw badRequest('Your current password is incorrect.', 'WRONG_PASSWORD');
      }
      if (newPassword === currentPassword) {
        throw badRequest('Choose a new password different from the current one.', 'SAME_PASSWORD');
      }
      const problem = passwordProblem(newPassword, { email: user.email, name: user.name });
      if (problem) throw badRequest(problem, 'WEAK_PASSWORD');
      await users.setPassword(me.id, await hashPassword(newPassword));
      await sessions.revokeOthers(me.id, me.sessionId);
      return {
        message: 'Your password has been changed. Your other devices have been signed out.',
      };
    },
  );
};
export default credentialRoutes;
