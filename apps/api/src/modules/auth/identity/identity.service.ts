import { ErrorCode, type IdentityConfig, withoutHiddenCharacters } from '@ninetonine/contract';
import { randomInt } from 'node:crypto';
import type { Env } from '../../../config/env';
import type { Database } from '../../../db/client';
import { badRequest, conflict, serviceUnavailable, unauthorized } from '../../../http-error';
import { passwordAttemptKey, type AttemptLimits } from '../passwords/attempt-limits';
import type { SignedIn } from '../passwords/credentials.service';
import type { EmailLinksService } from '../passwords/email-links.service';
import {
  createEmulatorVerifier,
  createFirebaseVerifier,
  type FirebaseIdentity,
  type FirebaseTokenVerifier,
} from './firebase-token';
import type { EmailTokenRepository } from '../passwords/email-token.repository';
import { createIdentityLinking, type FoundUser, type LinkRefusal } from './identity-linking';
import type { IdentityRepository } from './identity.repository';
import type { PasswordHasher } from '../passwords/password';
import type { SecondFactorService } from '../second-factor/second-factor.service';
import type { BrowserSession, SessionsService, SignInOrigin } from '../sessions/sessions.service';
import type { UserRepository } from '../user.repository';

/**
 * How the storefront reaches Firebase: the local emulator (development and tests only; env.ts
 * refuses it in production), a real project, or not at all.
 */
export function firebaseMode(env: Env): 'emulator' | 'project' | null {
  if (env.FIREBASE_PROJECT_ID && env.FIREBASE_AUTH_EMULATOR_HOST) return 'emulator';
  if (env.FIREBASE_PROJECT_ID && env.FIREBASE_API_KEY) return 'project';
  return null;
}

function verifierFor(env: Env): FirebaseTokenVerifier {
  const projectId = env.FIREBASE_PROJECT_ID ?? '';
  switch (firebaseMode(env)) {
    case 'emulator':
      return createEmulatorVerifier({ projectId, emulatorHost: env.FIREBASE_AUTH_EMULATOR_HOST! });
    case 'project':
      return createFirebaseVerifier({ projectId });
    default:
      return async () => {
        throw serviceUnavailable(
          'Google and phone sign-in are not enabled on this server.',
          ErrorCode.IdpNotConfigured,
        );
      };
  }
}

/** What the storefront needs to start a Firebase sign-in, or null when there is none. */
export function identityConfig(env: Env, emulatorStarting = false): IdentityConfig['firebase'] {
  const mode = firebaseMode(env);
  const projectId = env.FIREBASE_PROJECT_ID;
  if (!mode || !projectId) return null;
  return {
    apiKey: env.FIREBASE_API_KEY ?? 'demo-api-key',
    authDomain: env.FIREBASE_AUTH_DOMAIN ?? `${projectId}.firebaseapp.com`,
    projectId,
    emulatorUrl: mode === 'emulator' ? `http://${env.FIREBASE_AUTH_EMULATOR_HOST}` : null,
    starting: mode === 'emulator' && emulatorStarting,
  };
}

/**
 * Whether the local emulator answers yet: `npm start` serves the storefront before the emulator
 * is up, and a code sent in that window would fail. Once it has answered it is not asked again
 * (a later outage shows as the sign-in call's own 503).
 */
function emulatorReadiness(env: Env): () => Promise<boolean> {
  let up = firebaseMode(env) !== 'emulator';
  const url = `http://${env.FIREBASE_AUTH_EMULATOR_HOST}/emulator/v1/projects/${env.FIREBASE_PROJECT_ID}/config`;
  return async () => {
    if (up) return true;
    try {
      up = (await fetch(url, { signal: AbortSignal.timeout(1000) })).ok;
    } catch {
      up = false;
    }
    return up;
  };
}

// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u001F\u007F]/g;

/** A display name from the token, cleaned; falls back to the email's local part. */
function googleName(identity: FirebaseIdentity): string {
  const clean = (s: string | null) =>
    withoutHiddenCharacters((s ?? '').replace(CONTROL_CHARS, ''))
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 80);
  const name = clean(identity.name);
  if (name.length >= 2) return name;
  const local = clean(identity.email?.split('@')[0] ?? null);
  return local.length >= 2 ? local : 'Google user';
}

const httpsUrl = (url: string | null) => (url && /^https:\/\//i.test(url) ? url : null);

export interface IdentitySignIn extends SignedIn {
  isNewUser: boolean;
}

const EMAIL_TAKEN =
  'An account with this email already exists. Please sign in with your email and password.';

/** The answer to each way a sign-in may not reach an account. */
function refusal(reason: LinkRefusal, provider: FirebaseIdentity['provider']) {
  switch (reason) {
    case 'needs-password':
      return conflict(
        'An account with this email already exists and has a password. Enter that password once to add Google sign-in to it.',
        ErrorCode.LinkNeedsPassword,
      );
    case 'test-provider':
      return conflict(
        'The local test sign-in cannot be used for an account with a password or a staff account. Sign in with your email and password.',
        ErrorCode.TestIdentityRefused,
      );
    default:
      return conflict(
        provider === 'phone' ? 'This account already exists.' : EMAIL_TAKEN,
        ErrorCode.EmailTaken,
      );
  }
}

/**
 * Google and phone sign-in through Firebase; which account an identity reaches is decided in
 * identity-linking.ts.
 */
export function createIdentityService(deps: {
  db: Database;
  env: Env;
  users: UserRepository;
  identities: IdentityRepository;
  emailTokens: EmailTokenRepository;
  sessions: SessionsService;
  /** Staff with an authenticator app finish with a code (SecondFactorRequired). */
  secondFactor: Pick<SecondFactorService, 'gate'>;
  /** Tells an account's mailbox when Google is linked to it. */
  emailLinks: Pick<EmailLinksService, 'mailSignInMethodLinked'>;
  /** Defaults to what `env` configures (emulator, Firebase project, or none). */
  verifyFirebaseToken?: FirebaseTokenVerifier;
  passwords: Pick<PasswordHasher, 'verify'>;
  attempts: AttemptLimits;
}) {
  const { db, users, sessions, emailLinks, passwords } = deps;
  const verify = deps.verifyFirebaseToken ?? verifierFor(deps.env);
  const linking = createIdentityLinking(deps);

  async function signIn(
    found: FoundUser | LinkRefusal,
    identity: FirebaseIdentity,
    origin: SignInOrigin,
    current: BrowserSession,
  ): Promise<IdentitySignIn> {
    if (typeof found === 'string') throw refusal(found, identity.provider);
    // Told after the fact, to the account's own mailbox: a link its owner did not make shows.
    // Before the second step, which may stop here: the link is made either way.
    if (found.linked && found.user.email) {
      await emailLinks.mailSignInMethodLinked(found.user.email, 'Google');
    }
    // Staff with an authenticator app finish with a code (docs/decisions/0036).
    await deps.secondFactor.gate(found.user);
    const session = await sessions.start(db, found.user.id, origin, current);
    return { user: found.user, session, isNewUser: found.created };
  }

  /**
   * Signs in (or up) with an identity Firebase vouched for; `passwordProvenFor` names the
   * account whose password the person has just typed (the link flow).
   */
  async function signInVerifiedGoogle(
    identity: FirebaseIdentity,
    origin: SignInOrigin,
    current: BrowserSession,
    passwordProvenFor?: string,
  ): Promise<IdentitySignIn> {
    const found = await linking.findOrCreate(
      {
        key: { provider: 'google.com', subject: identity.uid },
        fromTestProvider: identity.fromTestProvider,
        passwordProvenFor,
      },
      {
        name: googleName(identity),
        email: identity.emailVerified ? identity.email : null,
        emailVerifiedAt: identity.emailVerified && identity.email ? new Date() : null,
        avatarUrl: httpsUrl(identity.picture),
      },
    );
    return signIn(found, identity, origin, current);
  }

  /** Signs in (or up) with an identity Firebase vouched for. */
  async function signInVerifiedPhone(
    identity: FirebaseIdentity,
    origin: SignInOrigin,
    current: BrowserSession,
  ): Promise<IdentitySignIn> {
    if (!identity.phoneNumber) {
      throw unauthorized('This sign-in has no verified phone number.', ErrorCode.InvalidIdToken);
    }
    const found = await linking.findOrCreate(
      {
        key: { provider: 'phone', subject: identity.uid },
        fromTestProvider: identity.fromTestProvider,
      },
      {
        // Random rather than digits of the number; marked so the storefront asks for a real one.
        name: `Guest ${randomInt(1000, 10_000)}`,
        nameIsPlaceholder: true,
        email: null,
        phone: identity.phoneNumber,
      },
    );
    return signIn(found, identity, origin, current);
  }

  const emulatorUp = emulatorReadiness(deps.env);
  return {
    signInVerifiedGoogle,
    signInVerifiedPhone,
    config: async () => identityConfig(deps.env, !(await emulatorUp())),

    /** Signs in (or up) with a verified Google identity. */
    async signInWithGoogle(
      idToken: string,
      origin: SignInOrigin,
      current: BrowserSession,
    ): Promise<IdentitySignIn> {
      const identity = await verify(idToken, 'google.com');
      return signInVerifiedGoogle(identity, origin, current);
    },

    /** What Firebase vouches for in a Google sign-in's ID token (the link flow reads its email). */
    verifyGoogle: (idToken: string) => verify(idToken, 'google.com'),

    /**
     * A Google sign-in refused with LINK_NEEDS_PASSWORD, again, with the password of the account
     * holding its email: right, the identity is linked and signed in; wrong, 400 WRONG_PASSWORD
     * and nothing changes. A test-provider identity is refused before any password is checked.
     */
    async linkGoogleWithPassword(
      identity: FirebaseIdentity,
      password: string,
      origin: SignInOrigin,
      current: BrowserSession,
    ): Promise<IdentitySignIn> {
      if (identity.fromTestProvider) throw refusal('test-provider', identity.provider);
      // Counted before the password is checked, with password sign-in's (decision 0069).
      const key = passwordAttemptKey(identity.email ?? '', origin.ip);
      await deps.attempts.reserve(key);
      const email = identity.emailVerified ? identity.email : null;
      const account = email ? await users.findCredentials(db, email) : null;
      // Unknown email, password-less account and wrong password: same work, same answer.
      if (!(await passwords.verify(account?.passwordHash, password)) || !account) {
        throw badRequest(
          'That is not the password of the account with this email.',
          ErrorCode.WrongPassword,
        );
      }
      await deps.attempts.succeed(key);
      return signInVerifiedGoogle(identity, origin, current, account.id);
    },

    /** Signs in (or up) with a verified phone number. */
    async signInWithPhone(
      token: string,
      origin: SignInOrigin,
      current: BrowserSession,
    ): Promise<IdentitySignIn> {
      const identity = await verify(token, 'phone');
      return signInVerifiedPhone(identity, origin, current);
    },
  };
}
export type IdentityService = ReturnType<typeof createIdentityService>;
