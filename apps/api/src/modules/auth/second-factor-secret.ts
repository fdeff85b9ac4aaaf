import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

const ISSUER = 'NineToNine';
/** A code from the step before or after the current one still counts (clock drift, typing). */
const WINDOW = 1;
const RECOVERY_CODES = 10;
/** Crockford-like base32 without look-alikes (0/O, 1/I/L, U). */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstvwxyz0123456789';

function totpFor(base32: string, label = ISSUER): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: Secret.fromBase32(base32),
  });
}

/** A new 160-bit secret (RFC 4226's recommended length), base32 as the apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URI and its QR code, an SVG `data:` URL (CSP img-src allows data:). */
export async function enrolmentOf(base32: string, label: string) {
  const otpauthUri = totpFor(base32, label).toString();
  const svg = await QRCode.toString(otpauthUri, { type: 'svg', errorCorrectionLevel: 'M' });
  return {
    secret: base32,
    otpauthUri,
    qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
  };
}

/** The 30-second step a 6-digit `code` is valid for now (±1 step), or null. */
export function acceptedStep(base32: string, code: string, now = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const totp = totpFor(base32);
  const delta = totp.validate({ token: code, timestamp: now, window: WINDOW });
  return delta === null ? null : totp.counter({ timestamp: now }) + delta;
}

/** Ten fresh recovery codes, `xxxx-xxxx-xxxx` (60 random bits each). */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODES }, () => {
    const chars = [...randomBytes(12)].map((b) => RECOVERY_ALPHABET[b % 32]).join('');
    return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8)}`;
  });
}

/** What is hashed and compared: case, spaces and dashes do not matter. */
export function hashRecoveryCode(code: string): string {
  const normalised = code.toLowerCase().replace(/[\s-]/g, '');
  return createHash('sha256').update(normalised).digest('hex');
}

/**
 * Encrypts secrets at rest (AES-256-GCM) with a key derived from the session secret, so a
 * database copy alone does not give away the staff's codes.
 */
export function createSecretBox(sessionSecret: string) {
  const key = Buffer.from(hkdfSync('sha256', sessionSecret, 'ninetonine', 'totp-secret-v1', 32));
  return {
    seal(plain: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), data]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join('.');
    },
    /** Null when it cannot be opened (another session secret): the recovery codes still work. */
    open(sealed: string): string | null {
      const [version, iv, tag, data] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || !data) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([
          decipher.update(Buffer.from(data, 'base64url')),
          decipher.final(),
        ]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}
export type SecretBox = ReturnType<typeof createSecretBox>;
