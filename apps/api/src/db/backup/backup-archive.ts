import {
  cpSync,
  createReadStream,
  existsSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { open } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import * as tar from 'tar';
import { decryptWith, encryptTo, isEncrypted } from './backup-encryption';
import { BackupError } from './backup-error';

/**
 * One backup is one gzipped tar: manifest.json, the database (PGlite's own data-folder dump or a
 * pg_dump custom-format file) and the data folder's own state, its session secret (sessions
 * survive a restore) and its mail outbox. Pictures live in the database (decision 0004). Never
 * the TOTP key (decision 0072). Encrypted to BACKUP_RECIPIENT's age key when there is one.
 */
export const MANIFEST = 'manifest.json';
export const SESSION_SECRET_FILE = 'session-secret';
export const OUTBOX_DIR = 'outbox';
export const DATABASE_FILE = { pglite: 'database.tar', postgres: 'database.pgdump' } as const;

export type Driver = keyof typeof DATABASE_FILE;

export interface Manifest {
  format: 'ninetonine-backup';
  version: 1;
  driver: Driver;
  createdAt: string;
  /** How many migrations the database had applied when it was taken. */
  migrations: number;
}

/** A folder for an archive's parts, removed by the returned function. */
export function workFolder(): [string, () => void] {
  const dir = mkdtempSync(path.join(tmpdir(), 'nt-backup-'));
  return [dir, () => rmSync(dir, { recursive: true, force: true })];
}

/** Copies the data folder's own state (secret, outbox) into `work`, when there is any. */
export function collectDataFolderState(dataDir: string, work: string): void {
  const secret = path.join(dataDir, SESSION_SECRET_FILE);
  if (existsSync(secret)) cpSync(secret, path.join(work, SESSION_SECRET_FILE));
  const outbox = path.join(dataDir, OUTBOX_DIR);
  if (existsSync(outbox)) cpSync(outbox, path.join(work, OUTBOX_DIR), { recursive: true });
}

/**
 * Packs `work` (manifest written here) into `file`, encrypted to `recipients` when there are
 * any. Written beside it as `<file>.partial`, opened exclusively (one left by a backup still
 * running, or cut short, is not overwritten: refused) and owner-only, renamed when complete: a
 * failed backup never leaves a truncated file under the real name.
 */
export async function writeArchive(
  work: string,
  file: string,
  manifest: Manifest,
  recipients: string[],
) {
  writeFileSync(path.join(work, MANIFEST), JSON.stringify(manifest, null, 2));
  const partial = `${file}.partial`;
  const entries = [MANIFEST, DATABASE_FILE[manifest.driver], SESSION_SECRET_FILE, OUTBOX_DIR];
  let handle;
  try {
    handle = await open(partial, 'wx', 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    throw new BackupError(
      `${partial} already exists: another backup is writing it, or one was cut short. If none ` +
        'is running, delete it and run the backup again. Nothing was written.',
    );
  }
  try {
    const tarball = tar.create(
      { gzip: true, cwd: work, portable: true },
      entries.filter((entry) => existsSync(path.join(work, entry))),
    );
    const content =
      recipients.length > 0 ? await encryptTo(recipients, tarball) : Readable.from(tarball);
    await pipeline(content, handle.createWriteStream());
    renameSync(partial, file);
  } catch (error) {
    await handle.close().catch(() => {});
    rmSync(partial, { force: true });
    throw error;
  }
  return statSync(file).size;
}

/**
 * Unpacks a backup into `work` and returns its manifest; refuses anything else. An encrypted
 * one needs the private key of a recipient it was encrypted to (`identityFile`).
 */
export async function readArchive(
  file: string,
  work: string,
  identityFile?: string,
): Promise<Manifest> {
  if (!existsSync(file) || !statSync(file).isFile()) {
    throw new BackupError(`No backup file at ${file}.`);
  }
  const notOurs = () =>
    new BackupError(`${file} is not a NineToNine backup (npm run backup writes them).`);
  const encrypted = isEncrypted(file);
  if (encrypted && !identityFile) {
    throw new BackupError(
      `${file} is encrypted: give the private key it was encrypted to, ` +
        '`npm run restore -- --identity <key file> <file>`. Nothing was changed.',
    );
  }
  const content = encrypted
    ? await decryptWith(identityFile!, createReadStream(file), file)
    : createReadStream(file);
  try {
    // Only plain files and folders, and never outside `work` (tar's own path checks).
    await pipeline(
      content,
      tar.extract({
        cwd: work,
        strict: true,
        filter: (_entry, stat) =>
          'type' in stat && (stat.type === 'File' || stat.type === 'Directory'),
      }),
    );
  } catch {
    throw notOurs();
  }
  let manifest: Partial<Manifest>;
  try {
    manifest = JSON.parse(readFileSync(path.join(work, MANIFEST), 'utf8')) as Partial<Manifest>;
  } catch {
    throw notOurs();
  }
  if (
    manifest.format !== 'ninetonine-backup' ||
    manifest.version !== 1 ||
    (manifest.driver !== 'pglite' && manifest.driver !== 'postgres') ||
    !existsSync(path.join(work, DATABASE_FILE[manifest.driver]))
  ) {
    throw notOurs();
  }
  return manifest as Manifest;
}

/** 12345678 → "11.8 MiB". */
export function formatSize(bytes: number): string {
  const units = ['bytes', 'KiB', 'MiB', 'GiB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${bytes} bytes` : `${value.toFixed(1)} ${units[unit]}`;
}
