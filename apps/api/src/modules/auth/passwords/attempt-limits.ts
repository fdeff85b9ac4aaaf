import { createHash } from 'node:crypto';
import type { Database } from '../../../db/client';
import { TooManyAttempts } from '../../../http-error';
import {
  FIRST_WAIT_SECONDS,
  FORGET_AFTER_SECONDS,
  FREE_FAILURES,
  MAX_WAIT_SECONDS,
} from '../../../plugins/failure-backoff';
import type { AttemptPolicy, AuthAttemptRepository } from './auth-attempt.repository';
import { CHALLENGE_TTL_SECONDS } from '../second-factor/second-factor-challenge';

/** Passwords and codes per account (and source): 5 free, then 30 s doubling up to 15 minutes. */
const ACCOUNT: AttemptPolicy = {
  free: FREE_FAILURES,
  firstWaitSeconds: FIRST_WAIT_SECONDS,
  maxWaitSeconds: MAX_WAIT_SECONDS,
  forgetAfterSeconds: FORGET_AFTER_SECONDS,
};
/** Codes per sign-in challenge: after these, it is spent for the rest of its life. */
const CHALLENGE_ATTEMPTS = 5;
const CHALLENGE: AttemptPolicy = {
  free: CHALLENGE_ATTEMPTS,
  firstWaitSeconds: CHALLENGE_TTL_SECONDS,
  maxWaitSeconds: CHALLENGE_TTL_SECONDS,
  forgetAfterSeconds: CHALLENGE_TTL_SECONDS,
};

/**
 * The key of a password try: the account (its email, hashed so the table never holds it) and
 * where the attempt comes from. Password sign-in and linking Google with a password count
 * together; the owner signing in from elsewhere is never locked out by a guesser.
 */
export const passwordAttemptKey = (email: string, ip: string | undefined) =>
  `signin:${createHash('sha256').update(email).digest('hex')}:${ip ?? ''}`;

/** Authenticator codes and re-authentication count per account, whatever the source. */
export const accountAttemptKey = (userId: string) => `second-factor:${userId}`;

/**
 * Attempts at a secret are counted in the database BEFORE the secret is checked (decision
 * 0069): a burst of parallel guesses gets exactly the allowed number of checks, on one
 * instance or several, with or without Redis.
 */
export function createAttemptLimits(deps: { db: Database; repo: AuthAttemptRepository }) {
  const { db, repo } = deps;
  return {
    /** Counts an attempt; 429 (nothing checked) while the key must wait. */
    async reserve(key: string): Promise<void> {
      const wait = await repo.reserve(db, key, ACCOUNT);
      if (wait > 0) throw new TooManyAttempts(wait);
    },
    /** The right secret: the key's count starts over. */
    succeed: (key: string) => repo.reset(db, key),
    /** Counts a code against a sign-in challenge; false once it has had all its tries. */
    async reserveChallenge(challengeId: string): Promise<boolean> {
      return (await repo.reserve(db, `challenge:${challengeId}`, CHALLENGE)) === 0;
    },
  };
}
export type AttemptLimits = ReturnType<typeof createAttemptLimits>;
