import {
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as tar from 'tar';

/**
 * One backup is one gzipped tar: manifest.json, the database (PGlite's own data-folder dump or a
 * pg_dump custom-format file) and the data folder's own state, its session secret (sessions
 * survive a restore) and its mail outbox. Pictures live in the database (decision 0004).
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

export class BackupError extends Error {}

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
 * Packs `work` (manifest written here) into `file`: written beside it under another name and
 * renamed when complete, so a failed backup never leaves a truncated file under the real name.
 * Owner-only: it holds password hashes and the session secret.
 */
export async function writeArchive(work: string, file: string, manifest: Manifest) {
  writeFileSync(path.join(work, MANIFEST), JSON.stringify(manifest, null, 2));
  const partial = `${file}.partial`;
  const entries = [MANIFEST, DATABASE_FILE[manifest.driver], SESSION_SECRET_FILE, OUTBOX_DIR];
  try {
    await tar.create(
      { gzip: true, file: partial, cwd: work, mode: 0o600, portable: true },
      entries.filter((entry) => existsSync(path.join(work, entry))),
    );
    renameSync(partial, file);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
  return statSync(file).size;
}

/** Unpacks a backup into `work` and returns its manifest; refuses anything else. */
export async function readArchive(file: string, work: string): Promise<Manifest> {
  if (!existsSync(file) || !statSync(file).isFile()) {
    throw new BackupError(`No backup file at ${file}.`);
  }
  const notOurs = () =>
    new BackupError(`${file} is not a NineToNine backup (npm run backup writes them).`);
  try {
    // Only plain files and folders, and never outside `work` (tar's own path checks).
    await tar.extract({
      file,
      cwd: work,
      strict: true,
      filter: (_entry, stat) =>
        'type' in stat && (stat.type === 'File' || stat.type === 'Directory'),
    });
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
