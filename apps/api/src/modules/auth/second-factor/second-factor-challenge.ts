import { randomUUID } from 'node:crypto';
import { signedTokens } from '../signed-tokens';

/** Its own audience: a challenge is never taken for an access token, nor the other way. */
const AUDIENCE = 'ninetonine-second-factor';
/** Time to open the app and type a code (or set one up). */
export const CHALLENGE_TTL_SECONDS = 10 * 60;

export interface ChallengeClaims {
  userId: string;
  /** Its own id (jti): wrong codes are counted per challenge, which ends after a few. */
  id: string;
  /** The account has no app yet and must set one up to finish signing in. */
  setup: boolean;
}

/**
 * Signed proof that the first step of a sign-in (password, Google, phone) succeeded: the only
 * thing the second step trusts. It grants nothing on its own.
 */
export function createChallenges(secret: string) {
  const tokens = signedTokens(secret, AUDIENCE, CHALLENGE_TTL_SECONDS);
  return {
    sign: (claims: Omit<ChallengeClaims, 'id'>): Promise<string> =>
      tokens.sign(claims.userId, { setup: claims.setup, jti: randomUUID() }),
    /** Null for anything expired, forged or not a challenge. */
    async verify(token: string): Promise<ChallengeClaims | null> {
      const payload = await tokens.verify(token);
      if (typeof payload?.sub !== 'string' || typeof payload.jti !== 'string') return null;
      return { userId: payload.sub, id: payload.jti, setup: payload.setup === true };
    },
  };
}
export type Challenges = ReturnType<typeof createChallenges>;
