import { signedTokens } from '../signed-tokens';

const AUDIENCE = 'ninetonine-api';

export interface AccessClaims {
  userId: string;
  sessionId: string;
}

/** Short-lived HS256 access tokens; the session row stays the source of truth. */
export function createAccessTokens(secret: string, ttlSeconds: number) {
  const tokens = signedTokens(secret, AUDIENCE, ttlSeconds);
  return {
    ttlSeconds,
    sign: (claims: AccessClaims): Promise<string> =>
      tokens.sign(claims.userId, { sid: claims.sessionId }),
    /** Null for anything expired, forged, or of another algorithm. */
    async verify(token: string): Promise<(AccessClaims & { expiresAt: Date }) | null> {
      const payload = await tokens.verify(token);
      if (typeof payload?.sub !== 'string' || typeof payload.sid !== 'string') return null;
      if (typeof payload.exp !== 'number') return null;
      return {
        userId: payload.sub,
        sessionId: payload.sid,
        expiresAt: new Date(payload.exp * 1000),
      };
    },
  };
}
export type AccessTokens = ReturnType<typeof createAccessTokens>;
