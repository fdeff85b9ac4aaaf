// `npm start` killed without a word (SIGKILL: an OOM kill, `kill -9`, a closed terminal's
// supervisor) must not leave the API and the Auth emulator running as orphans, holding the port
// and the data folder's lock (decision 0056). Needs the built API (`npm run build`).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const API_ENTRY = path.join(root, 'apps/api/dist/server.js');

const freePort = () =>
  new Promise((resolve, reject) => {
    const srv = createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });

/** Every live process of this machine: pid, parent, state and command line (from /proc). */
function processes() {
  const found = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // The command name may hold spaces and parentheses: the fields follow the last ')'.
      const [state, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const cmdline = readFileSync(`/proc/${name}/cmdline`, 'utf8').replaceAll('\0', ' ');
      found.push({ pid: Number(name), ppid: Number(ppid), state, cmdline });
    } catch {
      // ended while we looked
    }
  }
  return found;
}

/** The process's descendants, however deep. */
function descendantsOf(pid) {
  const all = processes();
  const tree = [];
  let parents = new Set([pid]);
  while (parents.size) {
    const children = all.filter((p) => parents.has(p.ppid));
    tree.push(...children);
    parents = new Set(children.map((p) => p.pid));
  }
  return tree;
}

/** Gone, or a zombie nobody reaped yet (it holds no port, no file, no lock). */
const ended = (pid) => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z');
  } catch {
    return true;
  }
};

const portTaken = (port) =>
  new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/** Polls until `check` holds; throws with `what` after `ms`. */
async function until(what, check, ms) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('npm start killed with SIGKILL', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'nt-start-'));
  let child;
  /** What npm start started: a failed run must not leave them behind either. */
  let started = [];
  afterAll(() => {
    child?.kill('SIGKILL');
    for (const { pid } of started) {
      if (ended(pid)) continue;
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // gone meanwhile
      }
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('leaves neither the API nor the Auth emulator running, the port and the data folder free', async () => {
    if (!existsSync(API_ENTRY)) throw new Error('Build first: npm run build');
    const port = await freePort();
    const output = [];
    const env = { ...process.env };
    for (const key of ['FIREBASE_PROJECT_ID', 'FIREBASE_API_KEY', 'DATABASE_URL', 'REDIS_URL']) {
      delete env[key];
    }
    child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
      env: {
        ...env,
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        WEB_DIST_DIR: '/nonexistent',
        SEED_DEMO_MENU: 'false',
        PASSWORD_HASH_COST: 'minimal',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (d) => output.push(String(d)));
    child.stderr.on('data', (d) => output.push(String(d)));
    const said = (text) => output.join('').includes(text);

    const live = `http://127.0.0.1:${port}/api/v1/health/live`;
    await until(
      'the API',
      () =>
        fetch(live).then(
          (r) => r.ok,
          () => false,
        ),
      120_000,
    );
    // The emulator's CLI up and holding its ports, as after a real start.
    await until('the Auth emulator', () => said('Local test identity provider at'), 180_000);
    started = descendantsOf(child.pid);
    const api = started.filter((p) => p.cmdline.includes(API_ENTRY));
    const emulator = started.filter((p) => /firebase|stop-with-parent/.test(p.cmdline));
    expect(api, output.join('')).toHaveLength(1);
    expect(emulator.length, output.join('')).toBeGreaterThanOrEqual(1);
    expect(existsSync(path.join(dataDir, 'ninetonine.lock'))).toBe(true);

    child.kill('SIGKILL');
    await until(
      'every process npm start started to end',
      () => started.every((p) => ended(p.pid)),
      60_000,
    );
    expect(await portTaken(port)).toBe(false);
    // Released by the API's own shutdown, not left behind by a dead process.
    expect(existsSync(path.join(dataDir, 'ninetonine.lock'))).toBe(false);
  }, 300_000);
});
