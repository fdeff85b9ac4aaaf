import { SignJWT, jwtVerify, type JWTPayload } from 'jose';

const ISSUER = 'ninetonine';

/**
 * HS256 tokens of one kind, told apart by their audience (an access token is never taken for a
 * second-factor challenge, nor the other way), good for `ttlSeconds`. `verify` gives a good
 * token's payload, and null for anything expired, forged, of another kind or algorithm.
 */
export function signedTokens(secret: string, audience: string, ttlSeconds: number) {
  const key = new TextEncoder().encode(secret);
  return {
    sign: (subject: string, claims: JWTPayload): Promise<string> =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(subject)
        .setIssuer(ISSUER)
        .setAudience(audience)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key),
    async verify(token: string): Promise<JWTPayload | null> {
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer: ISSUER,
          audience,
          algorithms: ['HS256'],
        });
        return payload;
      } catch {
        return null;
      }
    },
  };
}
