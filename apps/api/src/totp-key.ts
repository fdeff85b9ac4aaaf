import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Env } from './config/env';
import { decodeKey } from './config/totp-key-settings';
import { ownDataDir } from './db/data-dir-lock';

/** The data folder's own key when TOTP_ENCRYPTION_KEY is not set; backups never hold it. */
export const TOTP_KEY_FILE = 'totp-encryption-key';

export interface TotpKeys {
  current: Buffer;
  /** TOTP_ENCRYPTION_KEY_PREVIOUS: opens what was sealed before a rotation. */
  previous?: Buffer;
}

/**
 * TOTP_ENCRYPTION_KEY (and the previous one) when set; otherwise one generated on first start
 * and kept in the data folder, like the session secret (production requires the setting).
 */
export function resolveTotpKeys(env: Env): TotpKeys {
  const previous = env.TOTP_ENCRYPTION_KEY_PREVIOUS
    ? decodeKey(env.TOTP_ENCRYPTION_KEY_PREVIOUS)!
    : undefined;
  if (env.TOTP_ENCRYPTION_KEY) return { current: decodeKey(env.TOTP_ENCRYPTION_KEY)!, previous };
  ownDataDir(env.DATA_DIR);
  const file = path.join(env.DATA_DIR, TOTP_KEY_FILE);
  if (existsSync(file)) {
    const kept = decodeKey(readFileSync(file, 'utf8'));
    if (!kept)
      throw new Error(
        `${file} is not a 32-byte key (base64): restore it or set TOTP_ENCRYPTION_KEY`,
      );
    return { current: kept, previous };
  }
  const key = randomBytes(32);
  writeFileSync(file, key.toString('base64'), { mode: 0o600, flag: 'wx' });
  return { current: key, previous };
}
