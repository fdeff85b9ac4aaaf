import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Env } from './config/env';
import { ownDataDir } from './db/data-dir-lock';

/**
 * SESSION_SECRET when set; otherwise one generated on first start and kept in the data folder,
 * so a restart does not sign everybody out. (Production requires SESSION_SECRET: see env.ts.)
 */
export function resolveSessionSecret(env: Env): string {
  if (env.SESSION_SECRET) return env.SESSION_SECRET;
  ownDataDir(env.DATA_DIR);
  const file = path.join(env.DATA_DIR, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
