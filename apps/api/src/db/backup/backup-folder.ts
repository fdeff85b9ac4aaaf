import { existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT, type Env } from '../../config/env';
import { ownDataDir } from '../data-dir-lock';
import { BackupError } from './backup-error';

/** What `npm run backup` names its files: the time sorts them (ISO 8601, `:` and `.` as `-`). */
const BACKUP_NAME =
  /^ninetonine-backup-(?:pglite|postgres)-(\d{4}-\d\d-\d\dT[\d-]+Z)\.tar\.gz(?:\.age)?$/;

export function backupFileName(driver: string, encrypted: boolean, now = new Date()): string {
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  return `ninetonine-backup-${driver}-${stamp}.tar.gz${encrypted ? '.age' : ''}`;
}

const inside = (folder: string, target: string) => {
  const relative = path.relative(folder, target);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
};

/**
 * Where backups go (decision 0072): BACKUP_DIR, else `backups/` in the project outside
 * production. Production refuses the release folder (the code, replaced at each deploy and
 * readable by whoever reads the code) and an unset BACKUP_DIR.
 */
export function backupFolder(env: Env): string {
  if (env.BACKUP_DIR) return path.resolve(REPO_ROOT, env.BACKUP_DIR);
  if (env.NODE_ENV === 'production') {
    throw new BackupError(
      'Set BACKUP_DIR to a folder of its own for backups (e.g. /var/backups/ninetonine), ' +
        'outside the release folder. Nothing was written.',
    );
  }
  return path.join(REPO_ROOT, 'backups');
}

/** Refuses a destination in the release folder (production); makes its folder, owner-only. */
export function prepareDestination(env: Env, file: string, ownFolder: boolean): void {
  if (env.NODE_ENV === 'production' && inside(REPO_ROOT, file)) {
    throw new BackupError(
      `${file} is inside the release folder ${REPO_ROOT}: backups go to a folder of their ` +
        'own (BACKUP_DIR). Nothing was written.',
    );
  }
  // BACKUP_DIR is ours: private even when it was made before. A named file's folder, if new.
  if (ownFolder || !existsSync(path.dirname(file))) ownDataDir(path.dirname(file));
}

/** Deletes all but the newest `keep` backups in `folder` (only files named as ours). */
export function keepNewest(folder: string, keep: number): string[] {
  const backups = readdirSync(folder)
    .map((name) => ({ name, stamp: BACKUP_NAME.exec(name)?.[1] }))
    .filter((entry): entry is { name: string; stamp: string } => entry.stamp !== undefined)
    .sort((a, b) => (a.stamp < b.stamp ? 1 : a.stamp > b.stamp ? -1 : 0));
  const removed = backups.slice(keep).map((entry) => entry.name);
  for (const name of removed) rmSync(path.join(folder, name));
  return removed;
}
