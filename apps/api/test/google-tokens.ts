import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type JWTVerifyGetKey } from 'jose';
import { randomUUID } from 'node:crypto';
import { createFirebaseVerifier } from '#src/modules/auth/identity/firebase-token';

/**
 * Google sign-in in project mode with the real verifier: a local key set stands in for
 * Google's. `verifier` goes to useTestApp (its keys are made lazily, on the first token).
 */
export function localGoogle(projectId: string) {
  const pair = generateKeyPair('RS256');
  let keys: JWTVerifyGetKey | undefined;
  const keySet = async () => {
    const { publicKey } = await pair;
    const jwk = { ...(await exportJWK(publicKey)), kid: 'google-1', alg: 'RS256' };
    return (keys ??= createLocalJWKSet({ keys: [jwk] }));
  };
  return {
    env: { FIREBASE_PROJECT_ID: projectId, FIREBASE_API_KEY: 'AIza-test' },
    verifier: createFirebaseVerifier({
      projectId,
      keys: async (header, token) => (await keySet())(header, token),
    }),
    /** A fresh Google ID token as Firebase would sign it. */
    async token(email: string, sub = `g-${randomUUID()}`) {
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT({
        email,
        email_verified: true,
        name: 'Google Person',
        auth_time: now,
        firebase: { sign_in_provider: 'google.com', identities: {} },
      })
        .setProtectedHeader({ alg: 'RS256', kid: 'google-1' })
        .setIssuer(`https://securetoken.google.com/${projectId}`)
        .setAudience(projectId)
        .setSubject(sub)
        .setIssuedAt(now)
        .setExpirationTime(now + 3600)
        .sign((await pair).privateKey);
    },
  };
}
