import { Decrypter, Encrypter } from 'age-encryption';
import { closeSync, openSync, readFileSync, readSync } from 'node:fs';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { BackupError } from './backup-error';

/**
 * Backups encrypted to an age public key (decision 0072): https://age-encryption.org/v1, so
 * `age -d -i key.txt backup.tar.gz.age` opens one anywhere. The host holds only the public key
 * (BACKUP_RECIPIENT); the private key is brought to restore.
 */
const AGE_HEADER = 'age-encryption.org/v1\n';

const toWeb = (stream: AsyncIterable<Uint8Array>) =>
  Readable.toWeb(Readable.from(stream)) as unknown as globalThis.ReadableStream<Uint8Array>;
const fromWeb = (stream: globalThis.ReadableStream<Uint8Array>) =>
  Readable.fromWeb(stream as unknown as WebReadableStream<Uint8Array>);

/** BACKUP_RECIPIENT's keys. */
export const recipientsOf = (setting: string | undefined): string[] =>
  (setting ?? '')
    .split(',')
    .map((r) => r.trim())
    .filter(Boolean);

/** `plain` encrypted to every recipient, as a stream. */
export async function encryptTo(
  recipients: string[],
  plain: AsyncIterable<Uint8Array>,
): Promise<Readable> {
  const encrypter = new Encrypter();
  try {
    for (const recipient of recipients) encrypter.addRecipient(recipient);
  } catch (error) {
    throw new BackupError(`BACKUP_RECIPIENT: ${(error as Error).message}. Nothing was written.`);
  }
  return fromWeb(await encrypter.encrypt(toWeb(plain)));
}

/** True when `file` starts as an age-encrypted file does. */
export function isEncrypted(file: string): boolean {
  const fd = openSync(file, 'r');
  try {
    const head = Buffer.alloc(AGE_HEADER.length);
    const read = readSync(fd, head, 0, head.length, 0);
    return head.subarray(0, read).toString('latin1') === AGE_HEADER;
  } finally {
    closeSync(fd);
  }
}

/** The private keys in an identity file (`age-keygen`'s: comments, then AGE-SECRET-KEY-1…). */
function identitiesIn(identityFile: string): string[] {
  let text: string;
  try {
    text = readFileSync(identityFile, 'utf8');
  } catch {
    throw new BackupError(`Cannot read the identity file ${identityFile}.`);
  }
  const keys = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  if (keys.length === 0 || !keys.every((key) => key.startsWith('AGE-SECRET-KEY-'))) {
    throw new BackupError(
      `${identityFile} is not an age identity file (age-keygen writes them: AGE-SECRET-KEY-1…).`,
    );
  }
  return keys;
}

/** The decrypted content of `encrypted`, as a stream; refused when no key here opens it. */
export async function decryptWith(
  identityFile: string,
  encrypted: AsyncIterable<Uint8Array>,
  file: string,
): Promise<Readable> {
  const decrypter = new Decrypter();
  try {
    for (const key of identitiesIn(identityFile)) decrypter.addIdentity(key);
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError(`${identityFile}: ${(error as Error).message}.`);
  }
  try {
    return fromWeb(await decrypter.decrypt(toWeb(encrypted)));
  } catch {
    throw new BackupError(
      `${file} was not encrypted to ${identityFile}'s key (or is damaged). Nothing was changed.`,
    );
  }
}
