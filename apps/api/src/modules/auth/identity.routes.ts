import {
  errorResponseSchema,
  googleSignInRequestSchema,
  identityConfigResponseSchema,
  identitySignInResponseSchema,
  phoneRegisterRequestSchema,
  type IdentityConfig,
} from '@ninetonine/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { randomInt } from 'node:crypto';
import type { Env } from '../../config/env';
import { conflict, unauthorized } from '../../http-error';
import { rateLimits } from '../../plugins/rate-limit';
import { firebaseMode, type AuthContext } from './auth-context';
import type { FirebaseIdentity } from './firebase-token';
import { toUserView } from './user-view';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
  500: errorResponseSchema,
  503: errorResponseSchema,
};

/** What the storefront needs to start a Firebase sign-in, or null when there is none. */
export function identityConfig(env: Env): IdentityConfig['firebase'] {
  const mode = firebaseMode(env);
  const projectId = env.FIREBASE_PROJECT_ID;
  if (!mode || !projectId) return null;
  return {
    apiKey: env.FIREBASE_API_KEY ?? 'demo-api-key',
    authDomain: env.FIREBASE_AUTH_DOMAIN ?? `${projectId}.firebaseapp.com`,
    projectId,
    emulatorUrl: mode === 'emulator' ? `http://${env.FIREBASE_AUTH_EMULATOR_HOST}` : null,
  };
}

// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u001F\u007F]/g;

/** A display name from the token, cleaned; falls back to the email's local part. */
function googleName(identity: FirebaseIdentity): string {
  const clean = (s: string | null) =>
    (s ?? '').replace(CONTROL_CHARS, '').replace(/\s+/g, ' ').trim().slice(0, 80);
  const name = clean(identity.name);
  if (name.length >= 2) return name;
  const local = clean(identity.email?.split('@')[0] ?? null);
  return local.length >= 2 ? local : 'Google user';
}

const httpsUrl = (url: string | null) => (url && /^https:\/\//i.test(url) ? url : null);

/**
 * Google and phone sign-in through Firebase. Linking policy: an identity is found only by its
 * (provider, Firebase uid) and is never linked to an existing account by email. Our own sign-up
 * does not verify emails, so linking would let whoever pre-registered someone's address with a
 * password of their choosing share that person's account once they use Google. A Google sign-in
 * whose verified email already belongs to another account is answered 409 instead; an
 * unverified Google email is not stored at all.
 */
const identityRoutes: FastifyPluginAsyncZod<AuthContext> = async (app, ctx) => {
  const { users, sessions, verifyFirebaseToken } = ctx;

  app.post(
    '/googleSignIn',
    {
      config: { rateLimit: rateLimits.identitySignIn },
      schema: {
        tags: ['auth'],
        summary: 'Signs in (or up) with a Firebase ID token from Google sign-in',
        body: googleSignInRequestSchema,
        response: { 200: identitySignInResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const identity = await verifyFirebaseToken(request.body.idToken, 'google.com');
      const result = await users.findOrCreateByIdentity('google.com', identity.uid, {
        name: googleName(identity),
        email: identity.emailVerified ? identity.email : null,
        avatarUrl: httpsUrl(identity.picture),
      });
      if (result === 'email-taken') {
        throw conflict(
          'An account with this email already exists. Please sign in with your email and password.',
          'EMAIL_TAKEN',
        );
      }
      await sessions.start(request, reply, result.user.id);
      return {
        message: result.created ? 'Welcome to NineToNine!' : 'Signed in successfully',
        userData: toUserView(result.user),
        isNewUser: result.created,
      };
    },
  );

  app.post(
    '/register/phone',
    {
      config: { rateLimit: rateLimits.identitySignIn },
      schema: {
        tags: ['auth'],
        summary: 'Signs in (or up) with a Firebase ID token from a phone code',
        body: phoneRegisterRequestSchema,
        response: { 200: identitySignInResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const identity = await verifyFirebaseToken(request.body.token, 'phone');
      if (!identity.phoneNumber) {
        throw unauthorized('This sign-in has no verified phone number.', 'INVALID_ID_TOKEN');
      }
      const result = await users.findOrCreateByIdentity('phone', identity.uid, {
        // Editable later in the profile; random rather than digits of the number.
        name: `Guest ${randomInt(1000, 10_000)}`,
        email: null,
        phone: identity.phoneNumber,
      });
      if (result === 'email-taken') throw conflict('This account already exists.', 'EMAIL_TAKEN');
      await sessions.start(request, reply, result.user.id);
      return {
        message: result.created ? 'Welcome to NineToNine!' : 'Signed in successfully',
        userData: toUserView(result.user),
        isNewUser: result.created,
      };
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
    async () => ({ firebase: identityConfig(app.env) }),
  );
};
export default identityRoutes;
