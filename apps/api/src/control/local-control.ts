import { randomBytes, timingSafeEqual } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { processAlive } from '../db/data-dir-lock';

/**
 * The running server's local control channel. With the embedded database only the server may
 * open the data folder, so `npm run create-admin` asks the server instead. The server writes
 * where it listens and a random per-boot token into a file only its owner can read; whoever can
 * read it could already read the database files, so it grants nothing new.
 */
export const CONTROL_FILE_NAME = 'control.json';
export const CONTROL_TOKEN_HEADER = 'x-ninetonine-control-token';

export interface LocalControl {
  pid: number;
  /** Loopback URL of the API root (…/api/v1 is added by callers). */
  url: string;
  token: string;
}

export const newControlToken = () => randomBytes(32).toString('base64url');

export function writeControlFile(dataDir: string, control: LocalControl): void {
  writeFileSync(path.join(dataDir, CONTROL_FILE_NAME), JSON.stringify(control), { mode: 0o600 });
}

export function removeControlFile(dataDir: string): void {
  rmSync(path.join(dataDir, CONTROL_FILE_NAME), { force: true });
}

/** The control of a server that is still running, or null. */
export function readControlFile(dataDir: string): LocalControl | null {
  try {
    const value = JSON.parse(
      readFileSync(path.join(dataDir, CONTROL_FILE_NAME), 'utf8'),
    ) as Partial<LocalControl>;
    if (typeof value.pid !== 'number' || !value.url || !value.token) return null;
    return processAlive(value.pid) ? (value as LocalControl) : null;
  } catch {
    return null;
  }
}

/** The loopback address a server listening on `host` answers on. */
export function loopbackUrl(host: string, port: number): string {
  if (host === '0.0.0.0' || host === '127.0.0.1' || host === 'localhost') {
    return `http://127.0.0.1:${port}`;
  }
  if (host === '::' || host === '::1') return `http://[::1]:${port}`;
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** The token matches (constant time) and the connection itself comes from this machine. */
export function isLocalControlCall(
  expectedToken: string,
  given: string | string[] | undefined,
  remoteAddress: string | undefined,
): boolean {
  if (typeof given !== 'string' || !remoteAddress || !LOOPBACK.has(remoteAddress)) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expectedToken);
  return a.length === b.length && timingSafeEqual(a, b);
}
