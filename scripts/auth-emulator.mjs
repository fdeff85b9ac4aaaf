// The local test identity provider for `npm start` / `npm run dev`: the Firebase Auth emulator
// (auth only, a demo- project, fully offline), used when no Firebase project is configured.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

export const EMULATOR_PROJECT = 'demo-ninetonine';
const HOST = '127.0.0.1';

/** A real Firebase project is configured: no emulator. */
export function firebaseConfigured(env = process.env) {
  return Boolean(env.FIREBASE_PROJECT_ID || env.FIREBASE_API_KEY);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, HOST, () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** An Auth emulator already listening there (answers its own REST API)? */
async function emulatorAnswers(origin) {
  try {
    const res = await fetch(`${origin}/emulator/v1/projects/${EMULATOR_PROJECT}/config`, {
      signal: AbortSignal.timeout(1500),
    });
    return res.ok;
  } catch {
    return false;
  }
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * Starts the emulator without waiting for it (the app must not be held up). Returns the env
 * the API needs, a promise that settles once it is up (or failed), and stop().
 * `onUnexpectedExit` fires if it dies after having come up.
 */
export function startAuthEmulator({ root, onUnexpectedExit }) {
  const port = Number(process.env.FIREBASE_AUTH_EMULATOR_PORT ?? 9099);
  const host = `${HOST}:${port}`;
  const origin = `http://${host}`;
  const apiEnv = { FIREBASE_PROJECT_ID: EMULATOR_PROJECT, FIREBASE_AUTH_EMULATOR_HOST: host };
  let child = null;
  let stopping = false;
  const logs = [];

  const ready = (async () => {
    if (await emulatorAnswers(origin)) return { reused: true, origin };
    const dir = path.join(root, '.firebase-emulator');
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      path.join(dir, 'firebase.json'),
      `${JSON.stringify(
        {
          emulators: {
            auth: { host: HOST, port },
            ui: { enabled: false },
            // Free ports, so a second checkout or another emulator never collides.
            hub: { host: HOST, port: await freePort() },
            logging: { host: HOST, port: await freePort() },
          },
        },
        null,
        2,
      )}\n`,
    );
    child = spawn(
      path.join(root, 'node_modules/.bin/firebase'),
      ['emulators:start', '--only', 'auth', '--project', EMULATOR_PROJECT],
      {
        cwd: dir,
        env: { ...process.env, FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true', CI: 'true' },
        stdio: ['ignore', 'pipe', 'pipe'],
        // Its own process group: stop() ends the CLI and anything it started.
        detached: true,
      },
    );
    const keep = (d) => {
      logs.push(String(d));
      if (logs.length > 200) logs.shift();
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    const exited = new Promise((resolve) => {
      child.once('error', (err) => {
        keep(String(err));
        resolve();
      });
      child.once('exit', () => resolve());
    });
    const deadline = Date.now() + 90_000;
    let up = false;
    while (!up && Date.now() < deadline) {
      const gone = await Promise.race([exited.then(() => true), sleep(400).then(() => false)]);
      if (gone) break;
      up = await emulatorAnswers(origin);
    }
    if (!up) {
      stop();
      const lines = logs.join('').trim().split('\n');
      const errors = lines.filter((l) => /error/i.test(l));
      throw new Error((errors.length ? errors : lines).slice(-6).join('\n').trim() || 'no output');
    }
    void exited.then(() => {
      if (!stopping) onUnexpectedExit?.();
    });
    return { reused: false, origin };
  })();

  function stop() {
    stopping = true;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }

  return { apiEnv, origin, ready, stop };
}

/** Starts it when needed and reports how it went, in words a developer can act on. */
export function maybeStartAuthEmulator({ root, onUnexpectedExit }) {
  if (firebaseConfigured()) return null;
  if (process.env.NODE_ENV === 'production') {
    console.log(
      '  Google and phone sign-in are off: set FIREBASE_PROJECT_ID and FIREBASE_API_KEY (the local emulator is never used in production).',
    );
    return null;
  }
  const emulator = startAuthEmulator({ root, onUnexpectedExit });
  emulator.ready.then(
    ({ reused }) =>
      console.log(
        `\n  Local test identity provider ${reused ? '(already running) ' : ''}at ${emulator.origin}: the Firebase Auth emulator, not Google.\n  Google and phone sign-in use it; phone codes: ${emulator.origin}/emulator/v1/projects/${EMULATOR_PROJECT}/verificationCodes\n`,
      ),
    (err) =>
      console.warn(
        `\n  WARNING: the local test identity provider (Firebase Auth emulator) did not start, so Google and phone sign-in will fail. Password sign-in works.\n  ${String(err.message).replaceAll('\n', '\n  ')}\n`,
      ),
  );
  return emulator;
}
