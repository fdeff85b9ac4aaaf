import { spawn } from 'node:child_process';
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import {
  EMULATOR_PROJECT,
  FIREBASE_BIN,
  emulatorConfig,
  freePort,
  startAuthEmulator,
  type Emulator,
} from './app-stack';

// One Firebase Auth emulator for a whole `npm test`: its CLI costs ~11 s of CPU to boot, and the
// API's emulator file (on both databases) and the browser's sign-in files each booted their own.
// The first file that asks starts it; the others wait for its address. Files share it as they
// would share a real Firebase project: every account they make has a name or number of its own.

const ROOT = path.resolve(import.meta.dirname, '../..');
const STOP_WITH_PARENT = path.join(ROOT, 'scripts/stop-with-parent.mjs');
/** Set by vitest.config.ts in the run's main process: a folder and a pid the run outlives. */
const RUN_DIR = process.env.NT_TEST_RUN_DIR;
const RUN_PID = process.env.NT_TEST_RUN_PID;
/** The CLI's boot took 150 s at load 22 on 2 cores; a file's hook allows 180 s. */
const BOOT_TIMEOUT_MS = 170_000;

interface Started {
  host: string;
  /** The process group's leader (stop-with-parent.mjs), ended at the run's end. */
  pid: number;
}

const folder = (runDir: string) => path.join(runDir, 'auth-emulator');
const startedFile = (runDir: string) => path.join(folder(runDir), 'started.json');
const failedFile = (runDir: string) => path.join(folder(runDir), 'failed.txt');

/**
 * The run's emulator; outside a Vitest run of this repository (no run folder), one of the
 * caller's own, stopped by its `stop()`. The shared one's `stop()` does nothing: the run's
 * global teardown ends it (stopSharedAuthEmulator).
 */
export async function sharedAuthEmulator(): Promise<Emulator> {
  if (!RUN_DIR || !RUN_PID) return startAuthEmulator();
  let starter = true;
  mkdirSync(RUN_DIR, { recursive: true });
  try {
    // Made by exactly one caller: that one starts the emulator.
    mkdirSync(folder(RUN_DIR));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    starter = false;
  }
  const { host } = starter ? await boot(RUN_DIR, RUN_PID) : await started(RUN_DIR);
  return { host, url: `http://${host}`, stop: async () => {} };
}

async function boot(runDir: string, runPid: string): Promise<Started> {
  const dir = folder(runDir);
  const port = await freePort();
  writeFileSync(path.join(dir, 'firebase.json'), JSON.stringify(await emulatorConfig(port)));
  const logPath = path.join(dir, 'emulator.log');
  const log = openSync(logPath, 'a');
  // Its own process group, ended with the run's main process (not with this worker, which may
  // finish its files first).
  const child = spawn(
    process.execPath,
    [
      STOP_WITH_PARENT,
      '--with-pid',
      runPid,
      FIREBASE_BIN,
      'emulators:start',
      '--only',
      'auth',
      '--project',
      EMULATOR_PROJECT,
    ],
    {
      cwd: dir,
      env: { ...process.env, FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true', CI: 'true' },
      stdio: ['ignore', log, log],
      detached: true,
    },
  );
  closeSync(log);
  child.unref();
  const host = `127.0.0.1:${port}`;
  const deadline = Date.now() + BOOT_TIMEOUT_MS;
  while (Date.now() < deadline && child.exitCode === null) {
    const answered = await fetch(`http://${host}/`).then(
      (res) => res.status < 500,
      () => false,
    );
    if (answered) {
      const done: Started = { host, pid: child.pid! };
      writeFileSync(`${startedFile(runDir)}.tmp`, JSON.stringify(done));
      renameSync(`${startedFile(runDir)}.tmp`, startedFile(runDir));
      return done;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const why = `The shared Auth emulator did not start (${child.exitCode === null ? 'timed out' : `exit ${child.exitCode}`}):\n${readFileSync(logPath, 'utf8').slice(-4000)}`;
  writeFileSync(failedFile(runDir), why);
  if (child.exitCode === null) process.kill(-child.pid!, 'SIGKILL');
  throw new Error(why);
}

async function started(runDir: string): Promise<Started> {
  const deadline = Date.now() + BOOT_TIMEOUT_MS + 10_000;
  while (Date.now() < deadline) {
    if (existsSync(startedFile(runDir))) {
      return JSON.parse(readFileSync(startedFile(runDir), 'utf8')) as Started;
    }
    if (existsSync(failedFile(runDir))) throw new Error(readFileSync(failedFile(runDir), 'utf8'));
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('Timed out waiting for the shared Auth emulator another test file started');
}

/** For the run's global teardown: ends the shared emulator, if a file started one. */
export function stopSharedAuthEmulator(): void {
  if (!RUN_DIR) return;
  if (existsSync(startedFile(RUN_DIR))) {
    const { pid } = JSON.parse(readFileSync(startedFile(RUN_DIR), 'utf8')) as Started;
    try {
      process.kill(-pid, 'SIGTERM');
    } catch {
      // gone already (the other project's teardown, or it ended with the run)
    }
  }
  rmSync(RUN_DIR, { recursive: true, force: true });
}
