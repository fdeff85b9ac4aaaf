import { z } from 'zod';

/**
 * A 32-byte key as 64 hex digits or base64 (`openssl rand -base64 32`); null when it is not one.
 * Hex first: 64 hex digits are also valid base64, of 48 bytes.
 */
export function decodeKey(text: string): Buffer | null {
  const value = text.trim();
  if (/^[0-9a-f]{64}$/i.test(value)) return Buffer.from(value, 'hex');
  if (!/^[A-Za-z0-9+/_-]{43}=?$/.test(value)) return null;
  const bytes = Buffer.from(value.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  return bytes.length === 32 ? bytes : null;
}

const key = (name: string) =>
  z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .refine((v) => decodeKey(v) !== null, `${name}: 32 bytes, as 64 hex digits or base64`)
      .optional(),
  );

/**
 * The key staff authenticator secrets are encrypted with and recovery codes are keyed by
 * (decision 0072): configuration, never in a backup. Without it (not production) one is
 * generated and kept in DATA_DIR, which backups leave out.
 */
export const totpKeySettings = {
  TOTP_ENCRYPTION_KEY: key('TOTP_ENCRYPTION_KEY'),
  /** The key before a rotation: still opens secrets, which are re-encrypted with the new one. */
  TOTP_ENCRYPTION_KEY_PREVIOUS: key('TOTP_ENCRYPTION_KEY_PREVIOUS'),
};

/** What the server refuses about these keys, as [variable, message]. */
export function totpKeyRefusals(env: {
  NODE_ENV: string;
  TOTP_ENCRYPTION_KEY?: string;
  TOTP_ENCRYPTION_KEY_PREVIOUS?: string;
}): [string, string][] {
  const refusals: [string, string][] = [];
  if (env.NODE_ENV === 'production' && !env.TOTP_ENCRYPTION_KEY) {
    refusals.push([
      'TOTP_ENCRYPTION_KEY',
      'TOTP_ENCRYPTION_KEY is required with NODE_ENV=production (`openssl rand -base64 32`, the same on every instance)',
    ]);
  }
  if (env.TOTP_ENCRYPTION_KEY_PREVIOUS && !env.TOTP_ENCRYPTION_KEY) {
    refusals.push([
      'TOTP_ENCRYPTION_KEY_PREVIOUS',
      'TOTP_ENCRYPTION_KEY_PREVIOUS is the key before TOTP_ENCRYPTION_KEY: set the new one too',
    ]);
  }
  return refusals;
}
