import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { API_BASE_PATH } from '@ninetonine/contract';

const SERVER_ENTRY = path.resolve(import.meta.dirname, '../dist/server.js');
/** What `npm start` runs once the build is done: the API plus, unless configured away, the emulator. */
export const NPM_START_ENTRY = path.resolve(import.meta.dirname, '../../../scripts/start.mjs');

/**
 * V8 flags for the built server and commands a test starts: each lives seconds, so PGlite's
 * WebAssembly stays on V8's baseline compiler. The optimising compiler's background work cost
 * every embedded start ~2 s of CPU it never won back (a start on an empty data folder: 6.5-7.6 s
 * without, 4.5-5.3 s with; decision 0108). Same semantics; production runs V8's
 * defaults.
 */
export const SHORT_LIVED_NODE_FLAGS = ['--liftoff-only'];

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  baseUrl: string;
  /** Everything it printed so far. */
  output(): string;
  /** Sends a signal without waiting (a graceful stop under test). */
  signal(signal: NodeJS.Signals): void;
  /** How it ended: its exit code, or the signal that ended it. */
  readonly exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** SIGKILL: no shutdown hook, no flush, the way a crash or an OOM kill ends it. */
  kill(): Promise<void>;
  stop(): Promise<void>;
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** The built API (`npm run build` first) as its own process on a free port. */
export async function startServerProcess(
  env: Record<string, string>,
  opts: { entry?: string } = {},
): Promise<ServerProcess> {
  if (!existsSync(SERVER_ENTRY)) throw new Error('Build first: npm run build');
  const port = await freePort();
  const logs: string[] = [];
  const child = spawn(process.execPath, [...SHORT_LIVED_NODE_FLAGS, opts.entry ?? SERVER_ENTRY], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: '/nonexistent',
      SEED_DEMO_MENU: 'false',
      PASSWORD_HASH_COST: 'minimal',
      // Nothing balances between test servers: a stop need not wait for one (decision 0056).
      SHUTDOWN_DELAY_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => logs.push(String(d)));
  child.stderr?.on('data', (d) => logs.push(String(d)));
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${logs.join('')}`);
    try {
      if ((await fetch(`${baseUrl}${API_BASE_PATH}/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      // A server still starting holds its data folder's lock: the next test's server would be
      // refused "in use" (one slow start failed the whole file).
      child.kill('SIGKILL');
      await exited(child);
      throw new Error(`server did not start:\n${logs.join('')}`);
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  return {
    baseUrl,
    output: () => logs.join(''),
    signal: (signal) => void child.kill(signal),
    exit,
    async kill() {
      child.kill('SIGKILL');
      await exited(child);
    },
    async stop() {
      child.kill('SIGTERM');
      await exited(child);
    },
  };
}
