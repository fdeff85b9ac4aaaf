import { API_BASE_PATH, CSRF_HEADER, CSRF_HEADER_VALUE } from '@ninetonine/contract';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  closeSync,
  constants,
  fstatSync,
  openSync,
  readFileSync,
  rmSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';
import { processAlive } from '../db/data-dir-lock';

/**
 * The running server's local control channel. With the embedded database only the server may
 * open the data folder, so `npm run create-admin` asks the server instead. The server writes
 * where it listens and a random per-boot token into a file only its owner can read, in a folder
 * only its owner can enter; whoever can read it could already read the database files, so it
 * grants nothing new. The command makes the server prove it knows the token before it sends
 * the token or a password (docs/decisions/0034-what-npm-start-and-https-trust.md).
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

/**
 * A new file, created here and now: any control.json already there (a stale one, or a link
 * someone planted to make us write elsewhere) is removed first, and `wx` (O_CREAT|O_EXCL)
 * refuses to open anything that exists, a symbolic link included, instead of following it.
 */
export function writeControlFile(dataDir: string, control: LocalControl): void {
  removeControlFile(dataDir);
  const fd = openSync(path.join(dataDir, CONTROL_FILE_NAME), 'wx', 0o600);
  try {
    writeSync(fd, JSON.stringify(control));
  } finally {
    closeSync(fd);
  }
}

/** Removes the file (never what a link named so points at). */
export function removeControlFile(dataDir: string): void {
  rmSync(path.join(dataDir, CONTROL_FILE_NAME), { force: true });
}

/**
 * The control of a server that is still running, or null. Only a regular file of our own that
 * no one else may write counts: never one reached through a link.
 */
export function readControlFile(dataDir: string): LocalControl | null {
  let fd: number;
  try {
    fd = openSync(
      path.join(dataDir, CONTROL_FILE_NAME),
      constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0),
    );
  } catch {
    return null;
  }
  try {
    const stat = fstatSync(fd);
    const ours = process.getuid === undefined || stat.uid === process.getuid();
    if (!stat.isFile() || !ours || (stat.mode & 0o077) !== 0) return null;
    const value = JSON.parse(readFileSync(fd, 'utf8')) as Partial<LocalControl>;
    if (typeof value.pid !== 'number' || !value.url || !value.token) return null;
    return processAlive(value.pid) ? (value as LocalControl) : null;
  } catch {
    return null;
  } finally {
    closeSync(fd);
  }
}

/** What the server answers to a nonce: proof it holds the token, which the token never leaves. */
export function controlProof(token: string, nonce: string): string {
  return createHmac('sha256', token)
    .update(`ninetonine-control-hello\0${nonce}`)
    .digest('base64url');
}

/**
 * Asks the server at control.url to prove it knows control.token (a fresh nonce, answered with
 * its HMAC). Resolves true only for the right proof; false for any other answer; throws if no
 * one answers. A process that took over a dead server's port learns neither token nor password.
 */
export async function serverKnowsToken(control: LocalControl): Promise<boolean> {
  const nonce = randomBytes(32).toString('base64url');
  const res = await fetch(`${control.url}${API_BASE_PATH}/internal/hello`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE },
    body: JSON.stringify({ nonce }),
    redirect: 'error',
  });
  const body = (await res.json().catch(() => null)) as { proof?: unknown } | null;
  if (!res.ok || typeof body?.proof !== 'string') return false;
  const given = Buffer.from(body.proof);
  const expected = Buffer.from(controlProof(control.token, nonce));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** What to do when the server holding the embedded database does not answer. */
export const notAnsweringMessage = (control: LocalControl): string =>
  `The NineToNine server (pid ${control.pid}) holds the embedded database but does not ` +
  `answer at ${control.url}. Wait until it has started, or stop it, then try again.`;

/**
 * Before a command sends the server anything: the server holding the embedded database answers
 * and proves it wrote control.json. Otherwise throws `fail(sentence)`, saying what to do.
 */
export async function requireProvenServer(
  control: LocalControl,
  fail: (message: string) => Error,
): Promise<void> {
  let proven: boolean;
  try {
    proven = await serverKnowsToken(control);
  } catch {
    throw fail(notAnsweringMessage(control));
  }
  if (!proven) {
    throw fail(
      `The process answering at ${control.url} could not prove it is the NineToNine server ` +
        'that wrote control.json, so nothing was sent to it. Stop it, or restart the server.',
    );
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

/** The connection itself comes from this machine (never X-Forwarded-For). */
export const isLoopback = (remoteAddress: string | undefined) =>
  remoteAddress !== undefined && LOOPBACK.has(remoteAddress);

/** The token matches (constant time) and the connection itself comes from this machine. */
export function isLocalControlCall(
  expectedToken: string,
  given: string | string[] | undefined,
  remoteAddress: string | undefined,
): boolean {
  if (typeof given !== 'string' || !isLoopback(remoteAddress)) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expectedToken);
  return a.length === b.length && timingSafeEqual(a, b);
}
