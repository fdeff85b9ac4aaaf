import { SignJWT, jwtVerify } from 'jose';
import { randomUUID } from 'node:crypto';

const ISSUER = 'ninetonine';
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
  const key = new TextEncoder().encode(secret);
  return {
    async sign(claims: Omit<ChallengeClaims, 'id'>): Promise<string> {
      return new SignJWT({ setup: claims.setup })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.userId)
        .setJti(randomUUID())
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${CHALLENGE_TTL_SECONDS}s`)
        .sign(key);
    },
    /** Null for anything expired, forged or not a challenge. */
    async verify(token: string): Promise<ChallengeClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer: ISSUER,
          audience: AUDIENCE,
          algorithms: ['HS256'],
        });
        if (typeof payload.sub !== 'string' || typeof payload.jti !== 'string') return null;
        return { userId: payload.sub, id: payload.jti, setup: payload.setup === true };
      } catch {
        return null;
      }
    },
  };
}
export type Challenges = ReturnType<typeof createChallenges>;
