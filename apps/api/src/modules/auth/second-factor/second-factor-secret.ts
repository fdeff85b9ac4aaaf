import { randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { qrCodeSvg } from '../../../qr-code-svg';

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
  const svg = await qrCodeSvg(otpauthUri, { errorCorrectionLevel: 'M' });
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
