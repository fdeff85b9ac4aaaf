import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  openAsBlob,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { API_BASE_PATH } from '@ninetonine/contract';
import {
  CONTROL_TOKEN_HEADER,
  readControlFile,
  notAnsweringMessage,
  requireProvenServer,
  type LocalControl,
} from '../../control/local-control';
import { openDatabase } from '../client';
import { DataDirInUseError, lockDataDir, LOCK_FILE_NAME } from '../data-dir-lock';
import { TOTP_KEY_FILE } from '../../totp-key';
import {
  collectDataFolderState,
  DATABASE_FILE,
  OUTBOX_DIR,
  SESSION_SECRET_FILE,
  workFolder,
  writeArchive,
} from './backup-archive';
import { BackupError } from './backup-error';

/** PGlite lets one process open a folder: a running server's is refused, with what to do. */
function serverRunning(error: unknown, action: 'back up' | 'restore'): never {
  if (!(error instanceof DataDirInUseError)) throw error;
  throw new BackupError(
    `Cannot ${action} the embedded database in ${error.dataDir}: ${error.holder.purpose} ` +
      `(pid ${error.holder.pid}) has it open, and only one process may. Stop it, run ` +
      `\`npm run ${action === 'back up' ? 'backup' : 'restore'}\` again, then start it. Nothing was changed.`,
  );
}

/** The dump from the server holding the folder, through its local control channel. */
async function dumpThroughServer(control: LocalControl): Promise<Buffer> {
  const notAnswering = () => new BackupError(notAnsweringMessage(control));
  // Before the token or a password leaves: is this the server that wrote control.json?
  await requireProvenServer(control, (message) => new BackupError(message));
  let res: Response;
  try {
    res = await fetch(`${control.url}${API_BASE_PATH}/internal/database-dump`, {
      headers: { [CONTROL_TOKEN_HEADER]: control.token },
      redirect: 'error',
    });
  } catch {
    throw notAnswering();
  }
  if (!res.ok) {
    throw new BackupError(`The server refused the backup (HTTP ${res.status}): restart it.`);
  }
  return Buffer.from(await res.arrayBuffer());
}

/** Its own dump, opening the folder (no server holds it). */
async function dumpDirectly(dataDir: string): Promise<Buffer> {
  // Opening an empty folder would make a new database: a typo in DATA_DIR must not pass for one.
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    throw new BackupError(
      `There is no embedded database in ${path.resolve(dataDir)}: check DATA_DIR.`,
    );
  }
  const database = await openDatabase({ dataDir, purpose: 'npm run backup' }).catch((error) =>
    serverRunning(error, 'back up'),
  );
  try {
    return Buffer.from(await (await database.dumpDataDir!()).arrayBuffer());
  } finally {
    await database.close();
  }
}

/**
 * The data folder's database (PGlite's own dump) and state, as one archive in `file`. While a
 * server runs, the server takes the dump (only it may open the folder): no need to stop the shop.
 */
export async function backupEmbedded(dataDir: string, file: string, recipients: string[]) {
  const control = readControlFile(dataDir);
  const [work, removeWork] = workFolder();
  try {
    const dump = control ? await dumpThroughServer(control) : await dumpDirectly(dataDir);
    const dumpFile = path.join(work, DATABASE_FILE.pglite);
    writeFileSync(dumpFile, dump);
    collectDataFolderState(dataDir, work);
    const size = await writeArchive(
      work,
      file,
      {
        format: 'ninetonine-backup',
        version: 1,
        driver: 'pglite',
        createdAt: new Date().toISOString(),
        migrations: await migrationsIn(dumpFile),
      },
      recipients,
    );
    return { size, throughServer: control !== null };
  } finally {
    removeWork();
  }
}

/**
 * How many migrations a dump has applied. It opens in memory to say: a dump that would not
 * restore fails the backup now, not on the day it is needed.
 */
async function migrationsIn(dumpFile: string): Promise<number> {
  const database = await openDatabase({ loadDataDir: await openAsBlob(dumpFile) });
  try {
    const { known, pending } = await database.schemaStatus();
    return known - pending.length;
  } finally {
    await database.close();
  }
}

/**
 * Replaces the data folder's database and state with an unpacked backup's. The folder's lock is
 * held throughout, so no server can start meanwhile. The backup opens in a folder of its own
 * first (a bad one stops here); what it replaces is moved aside, not deleted.
 * Returns where the replaced files went (null: there were none).
 */
export async function restoreEmbedded(dataDir: string, work: string): Promise<string | null> {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  let lock: { release(): void };
  try {
    lock = lockDataDir(dataDir, 'npm run restore');
  } catch (error) {
    serverRunning(error, 'restore');
  }
  const absolute = path.resolve(dataDir);
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const staging = `${absolute}.restoring-${process.pid}`;
  const previous = `${absolute}.before-restore-${stamp}`;
  try {
    rmSync(staging, { recursive: true, force: true });
    const restored = await openDatabase({
      dataDir: staging,
      purpose: 'npm run restore',
      loadDataDir: await openAsBlob(path.join(work, DATABASE_FILE.pglite)),
    });
    try {
      await restored.schemaStatus(); // it opens and answers
    } finally {
      await restored.close();
    }

    mkdirSync(previous, { mode: 0o700 });
    for (const entry of readdirSync(absolute)) {
      if (entry !== LOCK_FILE_NAME)
        renameSync(path.join(absolute, entry), path.join(previous, entry));
    }
    for (const entry of readdirSync(staging)) {
      if (entry !== LOCK_FILE_NAME)
        renameSync(path.join(staging, entry), path.join(absolute, entry));
    }
    restoreDataFolderState(work, absolute, previous);
    // A restore onto a new machine replaced nothing: no empty folder left to wonder about.
    if (readdirSync(previous).length === 0) {
      rmSync(previous, { recursive: true });
      return null;
    }
    return previous;
  } finally {
    rmSync(staging, { recursive: true, force: true });
    lock.release();
  }
}

/**
 * The backup's session secret and outbox; a backup without a secret (SESSION_SECRET was set
 * when it was taken) keeps the folder's own, so nothing the server signs changes by accident.
 * The folder's TOTP key (never in a backup: decision 0072) stays, so staff codes still work.
 */
export function restoreDataFolderState(work: string, dataDir: string, previous?: string) {
  const totpKey = previous && path.join(previous, TOTP_KEY_FILE);
  if (totpKey && existsSync(totpKey)) cpSync(totpKey, path.join(dataDir, TOTP_KEY_FILE));
  const secret = path.join(work, SESSION_SECRET_FILE);
  const kept = previous && path.join(previous, SESSION_SECRET_FILE);
  const target = path.join(dataDir, SESSION_SECRET_FILE);
  if (existsSync(secret)) cpSync(secret, target);
  else if (kept && existsSync(kept)) cpSync(kept, target);
  if (existsSync(target)) chmodSync(target, 0o600);
  const outbox = path.join(work, OUTBOX_DIR);
  if (existsSync(outbox)) {
    rmSync(path.join(dataDir, OUTBOX_DIR), { recursive: true, force: true });
    cpSync(outbox, path.join(dataDir, OUTBOX_DIR), { recursive: true });
  }
}
