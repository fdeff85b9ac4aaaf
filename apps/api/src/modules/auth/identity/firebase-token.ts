import {
  createRemoteJWKSet,
  decodeJwt,
  decodeProtectedHeader,
  errors,
  jwtVerify,
  type JWTPayload,
  type JWTVerifyGetKey,
} from 'jose';
import { ErrorCode } from '@ninetonine/contract';
import { serviceUnavailable, unauthorized } from '../../../http-error';

/** Where Google publishes the keys that sign Firebase ID tokens. */
export const FIREBASE_JWKS_URL =
  'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com';

export type FirebaseProvider = 'google.com' | 'phone';

/** What a verified Firebase ID token vouches for. */
export interface FirebaseIdentity {
  uid: string;
  provider: FirebaseProvider;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  picture: string | null;
  phoneNumber: string | null;
  /**
   * Vouched for by the local Auth emulator, where anyone can be anyone: such an identity never
   * reaches an account with a password or a staff role (identity.service.ts).
   */
  fromTestProvider: boolean;
}

export type FirebaseTokenVerifier = (
  token: string,
  provider: FirebaseProvider,
) => Promise<FirebaseIdentity>;

const CLOCK_TOLERANCE_SECONDS = 60;
const INVALID_TOKEN = 'We could not verify your sign-in. Please try again.';
// Token problems are the caller's (401); only an unreachable key server or emulator is ours.
const TOKEN_ERROR_CODES = new Set([
  errors.JWTExpired.code,
  errors.JWTClaimValidationFailed.code,
  errors.JWSSignatureVerificationFailed.code,
  errors.JOSEAlgNotAllowed.code,
  errors.JOSENotSupported.code,
  errors.JWSInvalid.code,
  errors.JWTInvalid.code,
  errors.JWKSNoMatchingKey.code,
  errors.JWKSMultipleMatchingKeys.code,
]);

const unavailable = () =>
  serviceUnavailable(
    'Sign-in is temporarily unavailable. Please try again.',
    ErrorCode.IdpUnavailable,
  );

const str = (v: unknown, max: number): string | null =>
  typeof v === 'string' && v.length > 0 && v.length <= max ? v : null;

/** How recent a Google or phone sign-in must be to start a session (ASVS: re-authentication). */
export const MAX_SIGN_IN_AGE_SECONDS = 5 * 60;

/** The checks jose does not do for us: Firebase's own claims and the expected provider. */
function toIdentity(
  payload: JWTPayload,
  provider: FirebaseProvider,
  nowSeconds: number,
): FirebaseIdentity {
  const uid = str(payload.sub, 128);
  const authTime = payload.auth_time;
  const firebase = payload.firebase as { sign_in_provider?: unknown } | undefined;
  if (
    !uid ||
    typeof authTime !== 'number' ||
    authTime > nowSeconds + CLOCK_TOLERANCE_SECONDS ||
    typeof payload.iat !== 'number' ||
    payload.iat > nowSeconds + CLOCK_TOLERANCE_SECONDS
  ) {
    throw unauthorized(INVALID_TOKEN, ErrorCode.InvalidIdToken);
  }
  // An ID token stays valid for an hour and is refreshed for as long as the Firebase session
  // lives: only a sign-in that just happened may start one of our 30-day sessions.
  if (authTime < nowSeconds - MAX_SIGN_IN_AGE_SECONDS) {
    throw unauthorized(
      'This sign-in is too old to use. Please sign in again.',
      ErrorCode.InvalidIdToken,
    );
  }
  if (firebase?.sign_in_provider !== provider) {
    throw unauthorized(
      provider === 'phone'
        ? 'This sign-in is not a phone verification.'
        : 'This sign-in is not a Google account.',
      ErrorCode.WrongProvider,
    );
  }
  const email = str(payload.email, 254)?.toLowerCase() ?? null;
  return {
    uid,
    provider,
    email,
    emailVerified: email !== null && payload.email_verified === true,
    name: str(payload.name, 200),
    picture: str(payload.picture, 500),
    phoneNumber: str(payload.phone_number, 20),
    fromTestProvider: false,
  };
}

/**
 * Verifies Firebase ID tokens: RS256 only, signed by Google's securetoken keys (fetched lazily,
 * on the first sign-in, never at boot), for our project, fresh, and from the expected provider.
 * `keys` replaces Google's key set (tests pass a local JWKS).
 */
export function createFirebaseVerifier(opts: {
  projectId: string;
  keys?: JWTVerifyGetKey;
  now?: () => Date;
}): FirebaseTokenVerifier {
  let keys = opts.keys;
  const issuer = `https://securetoken.google.com/${opts.projectId}`;
  return async (token, provider) => {
    keys ??= createRemoteJWKSet(new URL(FIREBASE_JWKS_URL), { timeoutDuration: 5000 });
    const now = opts.now?.() ?? new Date();
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, keys, {
        algorithms: ['RS256'],
        issuer,
        audience: opts.projectId,
        requiredClaims: ['exp', 'iat', 'sub', 'auth_time'],
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
        currentDate: now,
      }));
    } catch (error) {
      if (error instanceof errors.JOSEError && TOKEN_ERROR_CODES.has(error.code)) {
        throw unauthorized(INVALID_TOKEN, ErrorCode.InvalidIdToken);
      }
      throw unavailable();
    }
    return toIdentity(payload, provider, Math.floor(now.getTime() / 1000));
  };
}

/**
 * The local Auth emulator signs nothing (alg "none"), so a token is only trusted after the
 * emulator itself confirms it knows the account, and the identity is read from that account.
 * Only ever built for a demo-* project on a loopback emulator in a process env.ts does not
 * consider deployed.
 */
export function createEmulatorVerifier(opts: {
  projectId: string;
  emulatorHost: string;
}): FirebaseTokenVerifier {
  const issuer = `https://securetoken.google.com/${opts.projectId}`;
  const lookupUrl = `http://${opts.emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:lookup?key=any`;
  return async (token, provider) => {
    let payload: JWTPayload;
    try {
      if (decodeProtectedHeader(token).alg !== 'none') throw new Error('not an emulator token');
      payload = decodeJwt(token);
    } catch {
      throw unauthorized(INVALID_TOKEN, ErrorCode.InvalidIdToken);
    }
    const now = Math.floor(Date.now() / 1000);
    const aud = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
    if (
      payload.iss !== issuer ||
      !aud.includes(opts.projectId) ||
      typeof payload.exp !== 'number' ||
      payload.exp < now - CLOCK_TOLERANCE_SECONDS
    ) {
      throw unauthorized(INVALID_TOKEN, ErrorCode.InvalidIdToken);
    }
    const identity = toIdentity(payload, provider, now);

    let response: Response;
    try {
      response = await fetch(lookupUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ idToken: token }),
        signal: AbortSignal.timeout(5000),
      });
    } catch {
      throw unavailable();
    }
    if (response.status >= 500) throw unavailable();
    const body = (await response.json().catch(() => null)) as {
      users?: EmulatorAccount[];
    } | null;
    const account = response.ok ? body?.users?.[0] : undefined;
    if (!account || account.localId !== identity.uid) {
      throw unauthorized(INVALID_TOKEN, ErrorCode.InvalidIdToken);
    }
    return identityFromAccount(account, identity);
  };
}

/** The fields of the emulator's `accounts:lookup` answer we read. */
interface EmulatorAccount {
  localId?: unknown;
  email?: unknown;
  emailVerified?: unknown;
  displayName?: unknown;
  photoUrl?: unknown;
  phoneNumber?: unknown;
  providerUserInfo?: Array<{ providerId?: unknown }>;
}

/**
 * An unsigned token says whatever its maker wrote: every identity claim comes from the account
 * the emulator itself keeps, and that account must be linked to the expected provider.
 */
function identityFromAccount(account: EmulatorAccount, token: FirebaseIdentity): FirebaseIdentity {
  const linked = (account.providerUserInfo ?? []).some((p) => p.providerId === token.provider);
  if (!linked) {
    throw unauthorized(
      token.provider === 'phone'
        ? 'This sign-in is not a phone verification.'
        : 'This sign-in is not a Google account.',
      ErrorCode.WrongProvider,
    );
  }
  const email = str(account.email, 254)?.toLowerCase() ?? null;
  return {
    uid: token.uid,
    provider: token.provider,
    email,
    emailVerified: email !== null && account.emailVerified === true,
    name: str(account.displayName, 200),
    picture: str(account.photoUrl, 500),
    phoneNumber: str(account.phoneNumber, 20),
    fromTestProvider: true,
  };
}
