import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';
import { randomBytes } from 'node:crypto';

/**
 * How much each password hash costs. `owasp`: argon2id at OWASP's recommended minimum (m=19 MiB,
 * t=2, p=1), the default and the only cost production accepts (config/env.ts). `minimal`:
 * argon2id at its smallest, for test runs that make thousands of accounts (decision 0044).
 */
export type PasswordHashCost = 'owasp' | 'minimal';

const ARGON2_OPTIONS: Record<PasswordHashCost, Options> = {
  owasp: {
    algorithm: 2 as Algorithm, // Argon2id (a const enum, so not importable as a value)
    memoryCost: 19_456,
    timeCost: 2,
    parallelism: 1,
  },
  minimal: { algorithm: 2 as Algorithm, memoryCost: 1_024, timeCost: 1, parallelism: 1 },
};

/** Hashes and checks passwords at one cost; built once per app (auth.module.ts). */
export function createPasswordHasher(cost: PasswordHashCost) {
  const options = ARGON2_OPTIONS[cost];
  const hashPassword = (password: string): Promise<string> => hash(password, options);

  /**
   * A hash of a random password, verified against when the account is unknown (or has no
   * password) so that such sign-ins cost the same time as a wrong password.
   */
  let dummyHash: Promise<string> | undefined;
  const getDummyHash = () => (dummyHash ??= hashPassword(randomBytes(24).toString('base64url')));

  return {
    hash: hashPassword,

    /** True only for a stored hash that matches; a null hash still spends the verification time. */
    async verify(storedHash: string | null | undefined, password: string): Promise<boolean> {
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
    },

    /** Warm the dummy hash at boot so the first unknown-email sign-in is not slower. */
    async prepare(): Promise<void> {
      await getDummyHash();
    },
  };
}
export type PasswordHasher = ReturnType<typeof createPasswordHasher>;
