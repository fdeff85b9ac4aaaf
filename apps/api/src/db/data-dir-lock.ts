import { chmodSync, mkdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** In the data folder: who holds the embedded database. */
export const LOCK_FILE_NAME = 'ninetonine.lock';

interface LockHolder {
  pid: number;
  purpose: string;
  since: string;
}

/** A second process asked for a data folder that another one (or this one) already holds. */
export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder,
  ) {
    const lockFile = path.join(dataDir, LOCK_FILE_NAME);
    super(
      `The embedded database in ${dataDir} is in use by another NineToNine process ` +
        `(${holder.purpose}, pid ${holder.pid}, since ${holder.since}). Two processes writing ` +
        'one PGlite folder would corrupt it. Stop that process first, or use another DATA_DIR. ' +
        `If no such process is running, delete ${lockFile}.`,
    );
    this.name = 'DataDirInUseError';
  }
}

/**
 * The data folder is its owner's alone (0700): it holds the database, the session secret, the
 * outbox's reset links and control.json. Created so, and tightened at every start.
 */
export function ownDataDir(dataDir: string): void {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  try {
    chmodSync(dataDir, 0o700);
  } catch (error) {
    // Not ours to change: fine only if no one else may enter it already.
    if ((statSync(dataDir).mode & 0o077) !== 0) {
      throw new Error(
        `${dataDir} must be private to this user (chmod 700): ${(error as Error).message}`,
      );
    }
  }
}

/** Whether a process with this pid exists (EPERM: it does, as another user). */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolder(file: string): LockHolder | null {
  try {
    const value = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockHolder>;
    if (typeof value.pid !== 'number') return null;
    return { pid: value.pid, purpose: String(value.purpose), since: String(value.since) };
  } catch {
    return null;
  }
}

/** Folders this process holds: a second open in the same process is refused too. */
const held = new Set<string>();

/**
 * Makes this process the single owner of an embedded database folder: PGlite has no locking of
 * its own, and two processes opening one folder each see their own copy until one corrupts it.
 * The lock file is created exclusively; a lock left by a process that no longer runs (a crash,
 * a power cut, the same pid reused by this very process after a container restart) is taken over.
 */
export function lockDataDir(dataDir: string, purpose: string): { release(): void } {
  const dir = path.resolve(dataDir);
  const file = path.join(dir, LOCK_FILE_NAME);
  if (held.has(dir)) {
    throw new DataDirInUseError(dir, readHolder(file) ?? { pid: process.pid, purpose, since: '' });
  }
  const mine: LockHolder = { pid: process.pid, purpose, since: new Date().toISOString() };
  for (let attempt = 0; ; attempt += 1) {
    try {
      writeFileSync(file, JSON.stringify(mine), { flag: 'wx', mode: 0o600 });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw error;
      const holder = readHolder(file);
      if (holder && holder.pid !== process.pid && processAlive(holder.pid)) {
        throw new DataDirInUseError(dir, holder);
      }
      // Stale: its process is gone. Remove it and try once more (a racing starter wins cleanly).
      unlinkSync(file);
    }
  }
  held.add(dir);
  const release = () => {
    if (!held.delete(dir)) return;
    if (readHolder(file)?.pid === process.pid) unlinkSync(file);
  };
  // A process ending without closing the database (Ctrl+C mid-boot) still frees the folder.
  process.once('exit', release);
  return {
    release() {
      process.off('exit', release);
      release();
    },
  };
}
