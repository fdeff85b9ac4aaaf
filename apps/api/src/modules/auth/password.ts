import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';
import { randomBytes } from 'node:crypto';

/** argon2id at OWASP's recommended minimum (m=19 MiB, t=2, p=1). */
const ARGON2_OPTIONS: Options = {
  algorithm: 2 as Algorithm, // Argon2id (a const enum, so not importable as a value)
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/**
 * A hash of a random password, verified against when the account is unknown (or has no
 * password) so that such sign-ins cost the same time as a wrong password.
 */
let dummyHash: Promise<string> | undefined;
function getDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(24).toString('base64url'));
  return dummyHash;
}

/** True only for a stored hash that matches; a null hash still spends the verification time. */
export async function verifyPassword(
  storedHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!storedHash) {
    await verify(await getDummyHash(), password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    // A malformed stored hash is a failed sign-in, never a 500.
    return false;
  }
}

/** Warm the dummy hash at boot so the first unknown-email sign-in is not slower. */
export function prepareDummyHash(): Promise<void> {
  return getDummyHash().then(() => undefined);
}
