import {
  createLocalJWKSet,
  exportJWK,
  generateKeyPair,
  SignJWT,
  UnsecuredJWT,
  type CryptoKey,
  type JWTPayload,
} from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../../../http-error';
import {
  createFirebaseVerifier,
  MAX_SIGN_IN_AGE_SECONDS,
  type FirebaseTokenVerifier,
} from './firebase-token';

const PROJECT = 'nt-real-project';
const ISSUER = `https://securetoken.google.com/${PROJECT}`;

/** The real-mode path against a local key set standing in for Google's securetoken JWKS. */
describe('Firebase ID token verification (project mode)', () => {
  let googleKey: CryptoKey;
  let otherKey: CryptoKey;
  let verify: FirebaseTokenVerifier;

  beforeAll(async () => {
    const google = await generateKeyPair('RS256');
    googleKey = google.privateKey;
    otherKey = (await generateKeyPair('RS256')).privateKey;
    const jwk = { ...(await exportJWK(google.publicKey)), kid: 'google-1', alg: 'RS256' };
    verify = createFirebaseVerifier({
      projectId: PROJECT,
      keys: createLocalJWKSet({ keys: [jwk] }),
    });
  });

  const now = () => Math.floor(Date.now() / 1000);
  const claims = (overrides: JWTPayload = {}): JWTPayload => ({
    iss: ISSUER,
    aud: PROJECT,
    sub: 'firebase-uid-123',
    iat: now() - 10,
    exp: now() + 3600,
    auth_time: now() - 10,
    email: 'Ada@Example.com',
    email_verified: true,
    name: 'Ada Lovelace',
    firebase: { sign_in_provider: 'google.com', identities: {} },
    ...overrides,
  });
  const sign = (payload: JWTPayload, key: CryptoKey | Uint8Array = googleKey, kid = 'google-1') =>
    new SignJWT(payload)
      .setProtectedHeader({ alg: key instanceof Uint8Array ? 'HS256' : 'RS256', kid })
      .sign(key);

  async function refusal(token: string, provider: 'google.com' | 'phone' = 'google.com') {
    const error = await verify(token, provider).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(HttpError);
    return error as HttpError;
  }

  it('accepts a correctly signed token and reads what it vouches for', async () => {
    const identity = await verify(await sign(claims()), 'google.com');
    expect(identity).toEqual({
      uid: 'firebase-uid-123',
      provider: 'google.com',
      email: 'ada@example.com',
      emailVerified: true,
      name: 'Ada Lovelace',
      picture: null,
      phoneNumber: null,
      fromTestProvider: false,
    });
  });

  it('accepts a phone token for the phone flow', async () => {
    const token = await sign(
      claims({
        email: undefined,
        email_verified: undefined,
        phone_number: '+15555550123',
        firebase: { sign_in_provider: 'phone' },
      }),
    );
    expect(await verify(token, 'phone')).toMatchObject({ phoneNumber: '+15555550123' });
  });

  it.each([
    ['signed by another key', async () => sign(claims(), otherKey)],
    ['with an unknown key id', async () => sign(claims(), googleKey, 'nope')],
    ['from another issuer', async () => sign(claims({ iss: 'https://evil.example' }))],
    ['for another project', async () => sign(claims({ aud: 'other-project' }))],
    ['expired', async () => sign(claims({ iat: now() - 7200, exp: now() - 3600 }))],
    ['issued in the future', async () => sign(claims({ iat: now() + 600 }))],
    ['authenticated in the future', async () => sign(claims({ auth_time: now() + 600 }))],
    ['without auth_time', async () => sign(claims({ auth_time: undefined }))],
    // Regression: a still-valid token of any age used to buy a 30-day session.
    [
      'from a sign-in over 5 minutes old',
      async () => sign(claims({ auth_time: now() - MAX_SIGN_IN_AGE_SECONDS - 5 })),
    ],
    ['with an empty subject', async () => sign(claims({ sub: '' }))],
    ['unsigned (alg none)', async () => new UnsecuredJWT(claims()).encode()],
    [
      'HS256 with the public key as secret',
      async () => sign(claims(), new TextEncoder().encode('k')),
    ],
    ['tampered', async () => (await sign(claims())).replace(/\.[^.]+\./, `.${btoa('{}')}.`)],
    ['garbage', async () => 'not-a-jwt'],
  ])('refuses a token %s with 401', async (_, make) => {
    const error = await refusal(await make());
    expect(error.statusCode).toBe(401);
  });

  it('refuses a token from another provider than the flow expects', async () => {
    const google = await sign(claims());
    expect((await refusal(google, 'phone')).code).toBe('WRONG_PROVIDER');
    const password = await sign(claims({ firebase: { sign_in_provider: 'password' } }));
    expect((await refusal(password, 'google.com')).code).toBe('WRONG_PROVIDER');
  });

  it('does not trust email_verified without an email, nor an unverified email', async () => {
    const unverified = await verify(await sign(claims({ email_verified: false })), 'google.com');
    expect(unverified.emailVerified).toBe(false);
  });
});
