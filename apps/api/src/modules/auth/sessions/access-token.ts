import { SignJWT, jwtVerify } from 'jose';

const ISSUER = 'ninetonine';
const AUDIENCE = 'ninetonine-api';

export interface AccessClaims {
  userId: string;
  sessionId: string;
}

/** Short-lived HS256 access tokens; the session row stays the source of truth. */
export function createAccessTokens(secret: string, ttlSeconds: number) {
  const key = new TextEncoder().encode(secret);
  return {
    ttlSeconds,
    async sign(claims: AccessClaims): Promise<string> {
      return new SignJWT({ sid: claims.sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key);
    },
    /** Null for anything expired, forged, or of another algorithm. */
    async verify(token: string): Promise<(AccessClaims & { expiresAt: Date }) | null> {
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer: ISSUER,
          audience: AUDIENCE,
          algorithms: ['HS256'],
        });
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
        if (typeof payload.exp !== 'number') return null;
        return {
          userId: payload.sub,
          sessionId: payload.sid,
          expiresAt: new Date(payload.exp * 1000),
        };
      } catch {
        return null;
      }
    },
  };
}
export type AccessTokens = ReturnType<typeof createAccessTokens>;
