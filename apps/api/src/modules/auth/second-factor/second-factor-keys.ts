import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  hkdfSync,
  randomBytes,
} from 'node:crypto';
import type { TotpKeys } from '../../../totp-key';

/** A key's short public name, stored with what it sealed: which key opens it, at a glance. */
const keyId = (key: Buffer) =>
  createHmac('sha256', key).update('ninetonine totp key id').digest('base64url').slice(0, 8);

const derive = (secret: string | Buffer, label: string) =>
  Buffer.from(hkdfSync('sha256', secret, 'ninetonine', label, 32));

/** What is hashed and compared: case, spaces and dashes do not matter. */
const normalised = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');

/** Stored recovery codes: HMAC-SHA-256 under a key the database and backups do not hold. */
const HMAC_PREFIX = 'hmac-sha256:';

function aesSeal(key: Buffer, plain: string): string[] {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), data].map((p) => p.toString('base64url'));
}

function aesOpen(key: Buffer, [iv, tag, data]: string[]): string | null {
  if (!iv || !tag || !data) return null;
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
}

/**
 * Staff authenticator secrets at rest (AES-256-GCM) and recovery-code hashes, under
 * TOTP_ENCRYPTION_KEY (decision 0072): neither the database nor a backup holds it.
 * `v2.<key id>.…` names the key that sealed it; `v1.…` (before 0072) was sealed with a key
 * derived from the session secret, which a backup holds: opened once more with it, then
 * sealed again with the current key (`stale`).
 */
export function createSecretBox(keys: TotpKeys, legacySessionSecret: string) {
  const sealers = new Map([[keyId(keys.current), derive(keys.current, 'totp-secret-v2')]]);
  if (keys.previous) sealers.set(keyId(keys.previous), derive(keys.previous, 'totp-secret-v2'));
  const currentId = keyId(keys.current);
  const legacy = derive(legacySessionSecret, 'totp-secret-v1');
  const recoveryKeys = [keys.current, keys.previous]
    .filter((k): k is Buffer => k !== undefined)
    .map((k) => derive(k, 'recovery-code-v1'));
  const hmac = (key: Buffer, code: string) =>
    HMAC_PREFIX + createHmac('sha256', key).update(normalised(code)).digest('hex');

  return {
    seal(plain: string): string {
      return ['v2', currentId, ...aesSeal(sealers.get(currentId)!, plain)].join('.');
    },
    /**
     * The secret, and whether it should be sealed again with the current key; null when no
     * key here opens it (another key): the recovery codes still work.
     */
    open(sealed: string): { plain: string; stale: boolean } | null {
      const [version, ...rest] = sealed.split('.');
      if (version === 'v1') {
        const plain = aesOpen(legacy, rest);
        return plain === null ? null : { plain, stale: true };
      }
      const [id, ...parts] = rest;
      const key = version === 'v2' && id ? sealers.get(id) : undefined;
      const plain = key ? aesOpen(key, parts) : null;
      return plain === null ? null : { plain, stale: id !== currentId };
    },
    /** How a new recovery code is stored. */
    hashRecoveryCode(code: string): string {
      return hmac(recoveryKeys[0]!, code);
    },
    /**
     * Every stored form `code` may have: under the current key, the previous one, and the
     * plain SHA-256 of codes issued before decision 0072 (good until used or renewed).
     */
    recoveryCodeForms(code: string): string[] {
      const sha256 = createHash('sha256').update(normalised(code)).digest('hex');
      return [...recoveryKeys.map((key) => hmac(key, code)), sha256];
    },
  };
}
export type SecretBox = ReturnType<typeof createSecretBox>;
