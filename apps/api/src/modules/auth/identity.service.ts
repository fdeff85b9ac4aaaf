import { ErrorCode, type IdentityConfig } from '@ninetonine/contract';
import { randomInt } from 'node:crypto';
import type { Env } from '../../config/env';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { conflict, serviceUnavailable, unauthorized } from '../../http-error';
import type { SignedIn } from './credentials.service';
import {
  createEmulatorVerifier,
  createFirebaseVerifier,
  type FirebaseIdentity,
  type FirebaseTokenVerifier,
} from './firebase-token';
import type { EmailTokenRepository } from './email-token.repository';
import type { IdentityKey, IdentityRepository } from './identity.repository';
import type { SecondFactorService } from './second-factor.service';
import type { BrowserSession, SessionsService, SignInOrigin } from './sessions.service';
import type { NewUser, UserRecord, UserRepository } from './user.repository';

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
    (s ?? '').replace(CONTROL_CHARS, '').replace(/\s+/g, ' ').trim().slice(0, 80);
  const name = clean(identity.name);
  if (name.length >= 2) return name;
  const local = clean(identity.email?.split('@')[0] ?? null);
  return local.length >= 2 ? local : 'Google user';
}

const httpsUrl = (url: string | null) => (url && /^https:\/\//i.test(url) ? url : null);

export interface IdentitySignIn extends SignedIn {
  isNewUser: boolean;
}

/**
 * Google and phone sign-in through Firebase. Linking policy (docs/decisions/0018-email-links.md):
 * an identity is found by its (provider, Firebase uid). A first Google sign-in whose
 * Google-verified email belongs to an account that proved the same email (a mailed link, a
 * password reset) is linked to it: both sides showed they own the mailbox. An account that
 * never proved the email loses it to the Google user, who gets a new account: whoever typed
 * the address at sign-up may not be its owner, and must never share the owner's account. A
 * staff account with an unproven email is left alone (409: its owner verifies it first). An
 * unverified Google email is not stored at all.
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
  /** Defaults to what `env` configures (emulator, Firebase project, or none). */
  verifyFirebaseToken?: FirebaseTokenVerifier;
}) {
  const { db, users, identities, emailTokens, sessions } = deps;
  const verify = deps.verifyFirebaseToken ?? verifierFor(deps.env);

  async function findByIdentity(key: IdentityKey): Promise<UserRecord | null> {
    const userId = await identities.findUserId(db, key);
    return userId ? users.findById(db, userId) : null;
  }

  /**
   * The user behind an identity, created with `newUser` on first sign-in: the account and its
   * identity in one transaction. 'email-taken' when creating would reuse another account's email.
   */
  async function findOrCreate(
    key: IdentityKey,
    newUser: NewUser,
  ): Promise<{ user: UserRecord; created: boolean } | 'email-taken'> {
    const existing = await findByIdentity(key);
    if (existing) return { user: existing, created: false };
    // Only a Google-verified email is ever passed in (see signInVerifiedGoogle).
    const holder = newUser.email ? await users.findEmailHolder(db, newUser.email) : null;
    try {
      const found = await db.transaction(async (tx) => {
        if (holder?.emailVerified) {
          await identities.link(tx, holder.id, key);
          return { userId: holder.id, created: false };
        }
        // A staff account is never taken apart by a sign-in: its owner verifies the email.
        if (holder && holder.role !== 'customer') return 'email-taken' as const;
        if (holder && (await users.releaseUnverifiedEmail(tx, holder.id))) {
          // Its pending links were mailed to the owner's mailbox: they must not reach it now.
          await emailTokens.revokeAll(tx, holder.id);
        }
        const user = await users.insert(tx, { ...newUser, role: 'customer' });
        await identities.link(tx, user.id, key);
        return { userId: user.id, created: true };
      });
      if (found === 'email-taken') return found;
      return { user: (await users.findById(db, found.userId))!, created: found.created };
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // Either a concurrent first sign-in with the same identity won, or the email is taken.
      const raced = await findByIdentity(key);
      return raced ? { user: raced, created: false } : 'email-taken';
    }
  }

  async function signIn(
    found: { user: UserRecord; created: boolean },
    origin: SignInOrigin,
    current: BrowserSession,
  ): Promise<IdentitySignIn> {
    await deps.secondFactor.gate(found.user);
    const session = await sessions.start(db, found.user.id, origin, current);
    return { user: found.user, session, isNewUser: found.created };
  }

  /** Signs in (or up) with an identity Firebase vouched for. */
  async function signInVerifiedGoogle(
    identity: FirebaseIdentity,
    origin: SignInOrigin,
    current: BrowserSession,
  ): Promise<IdentitySignIn> {
    const found = await findOrCreate(
      { provider: 'google.com', subject: identity.uid },
      {
        name: googleName(identity),
        email: identity.emailVerified ? identity.email : null,
        emailVerifiedAt: identity.emailVerified && identity.email ? new Date() : null,
        avatarUrl: httpsUrl(identity.picture),
      },
    );
    if (found === 'email-taken') {
      throw conflict(
        'An account with this email already exists. Please sign in with your email and password.',
        ErrorCode.EmailTaken,
      );
    }
    return signIn(found, origin, current);
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
    const found = await findOrCreate(
      { provider: 'phone', subject: identity.uid },
      {
        // Editable later in the profile; random rather than digits of the number.
        name: `Guest ${randomInt(1000, 10_000)}`,
        email: null,
        phone: identity.phoneNumber,
      },
    );
    if (found === 'email-taken') {
      throw conflict('This account already exists.', ErrorCode.EmailTaken);
    }
    return signIn(found, origin, current);
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
