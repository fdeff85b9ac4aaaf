// The local test identity provider for `npm start` / `npm run dev`: the Firebase Auth emulator
// (auth only, a demo- project, fully offline), used when no Firebase project is configured.
//
// It is never adopted (docs/decisions/0034-what-npm-start-and-https-trust.md): the address the
// API and the browser are given is a port this process listens on from the first moment (the
// requested one, or one the system picks), with a project id made for this start. It answers
// 503 until our own child, the emulator CLI, has said on its own output that it is ready on the
// private port we gave it (a port can have one listener: our child's "ready" means it holds it);
// only then are calls passed through to it. Nothing else answering anywhere is ever trusted.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer, request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import path from 'node:path';

const HOST = '127.0.0.1';
const STOP_WITH_PARENT = path.join(import.meta.dirname, 'stop-with-parent.mjs');
/** What the emulator CLI prints once every emulator it started listens. */
const READY_LINE = /All emulators ready/;

/** A project id for one start: another emulator (another checkout, an older start) never fits. */
export const newEmulatorProject = () => `demo-ninetonine-${randomBytes(6).toString('hex')}`;

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

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Listens on HOST:port (0: any free one); a taken port is an error that says so. */
function listen(server, port) {
  return new Promise((resolve, reject) => {
    const onError = (err) => {
      reject(
        err.code === 'EADDRINUSE'
          ? new Error(
              `Port ${port} on ${HOST} (FIREBASE_AUTH_EMULATOR_PORT) is already in use by another process. ` +
                'It is not adopted: free the port, or unset FIREBASE_AUTH_EMULATOR_PORT to use a free one.',
            )
          : err,
      );
    };
    server.once('error', onError);
    server.listen(port, HOST, () => {
      server.off('error', onError);
      resolve(server.address().port);
    });
  });
}

/**
 * Starts the emulator without waiting for it (the app must not be held up): resolves once the
 * front port listens, with the env the API needs, `ready` (settles once our child is up, or
 * failed) and stop(). Rejects if the requested port is taken. `onUnexpectedExit` fires if the
 * child dies after having come up. `cli` replaces the emulator command (tests); the CLI starts
 * once `startAfter` (a promise) settles.
 */
export async function startAuthEmulator({
  root,
  dataDir,
  port = 0,
  onUnexpectedExit,
  cli,
  startAfter,
}) {
  const projectId = newEmulatorProject();
  /** Our child's port, once it has said it is ready there; until then nothing is passed on. */
  let upstream = null;
  const front = createHttpServer((req, res) => {
    if (upstream === null) {
      res.writeHead(503, {
        'content-type': 'application/json',
        'access-control-allow-origin': '*',
      });
      res.end(
        JSON.stringify({
          error: { code: 503, message: 'The local test identity provider is starting.' },
        }),
      );
      return;
    }
    const forwarded = httpRequest(
      { host: HOST, port: upstream, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forwarded.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(forwarded);
  });
  const frontPort = await listen(front, port);
  const host = `${HOST}:${frontPort}`;
  const origin = `http://${host}`;
  const apiEnv = { FIREBASE_PROJECT_ID: projectId, FIREBASE_AUTH_EMULATOR_HOST: host };
  let child = null;
  let stopping = false;
  const logs = [];

  const ready = (async () => {
    // The CLI's own start takes seconds of CPU: `npm start` lets the API come up first.
    await startAfter;
    if (stopping) throw new Error('Stopped before it started.');
    // Per checkout (in its data folder), written afresh at every start.
    const dir = path.join(dataDir, 'auth-emulator');
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { mode: 0o700 });
    const childPort = await freePort();
    writeFileSync(
      path.join(dir, 'firebase.json'),
      `${JSON.stringify(
        {
          emulators: {
            auth: { host: HOST, port: childPort },
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
    const [command, ...args] = cli ?? [
      path.join(root, 'node_modules/.bin/firebase'),
      'emulators:start',
      '--only',
      'auth',
      '--project',
      projectId,
    ];
    // The CLI's own settings file (configstore, in XDG_CONFIG_HOME) is per checkout too: two
    // checkouts' CLIs writing one ~/.config/configstore/firebase-tools.json at once could
    // corrupt it. Downloads stay in the shared cache (~/.cache/firebase), read-only once there.
    const configHome = path.join(dir, 'config');
    mkdirSync(configHome, { mode: 0o700 });
    // Through stop-with-parent.mjs: if the process that started us dies without a word
    // (SIGKILL), the emulator stops too instead of holding its ports.
    child = spawn(process.execPath, [STOP_WITH_PARENT, command, ...args], {
      cwd: dir,
      env: {
        ...process.env,
        XDG_CONFIG_HOME: configHome,
        FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true',
        CI: 'true',
      },
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
      // Its own process group: stop() ends the CLI and anything it started.
      detached: true,
    });
    let saidReady = false;
    const keep = (d) => {
      logs.push(String(d));
      if (logs.length > 200) logs.shift();
    };
    child.stdout.on('data', (d) => {
      keep(d);
      // Its own words, after binding the port: proof the port is our child's.
      if (READY_LINE.test(logs.slice(-3).join(''))) saidReady = true;
    });
    child.stderr.on('data', keep);
    const exited = new Promise((resolve) => {
      child.once('error', (err) => {
        keep(String(err));
        resolve();
      });
      child.once('exit', () => resolve());
    });
    // Half a minute is usual on a busy machine; give it room.
    const deadline = Date.now() + 180_000;
    while (!saidReady && Date.now() < deadline) {
      const gone = await Promise.race([exited.then(() => true), sleep(200).then(() => false)]);
      if (gone) break;
    }
    if (!saidReady || child.exitCode !== null || child.signalCode !== null) {
      // The front port stays ours, answering 503: the API keeps pointing there, and a port we
      // let go could be taken by anyone.
      endChild();
      const lines = logs.join('').trim().split('\n');
      const errors = lines.filter((l) => /error|not open|in use/i.test(l));
      throw new Error((errors.length ? errors : lines).slice(-6).join('\n').trim() || 'no output');
    }
    upstream = childPort;
    void exited.then(() => {
      upstream = null;
      if (!stopping) onUnexpectedExit?.();
    });
    return { origin, projectId };
  })();

  function stop() {
    stopping = true;
    // A CLI still booting ignores SIGTERM for tens of seconds, and has nothing to save.
    const signal = upstream === null ? 'SIGKILL' : 'SIGTERM';
    upstream = null;
    front.close();
    front.closeAllConnections?.();
    endChild(signal);
  }

  function endChild(signal = 'SIGTERM') {
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    try {
      process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
  }

  return { apiEnv, origin, projectId, ready, stop };
}

/** The data folder the API will use (DATA_DIR, default ./data), for the emulator's config. */
const dataDirOf = (root) => path.resolve(root, process.env.DATA_DIR ?? 'data');

/**
 * Starts it when needed and reports how it went, in words a developer can act on. Resolves to
 * null when there is none (a real project, production, or the requested port taken).
 */
export async function maybeStartAuthEmulator({ root, onUnexpectedExit, startAfter }) {
  if (firebaseConfigured()) return null;
  if (process.env.NODE_ENV === 'production') {
    console.log(
      '  Google and phone sign-in are off: set FIREBASE_PROJECT_ID and FIREBASE_API_KEY (the local emulator is never used in production).',
    );
    return null;
  }
  const warn = (message) =>
    console.warn(
      `\n  WARNING: the local test identity provider (Firebase Auth emulator) did not start, so Google and phone sign-in will fail. Password sign-in works.\n  ${String(message).replaceAll('\n', '\n  ')}\n`,
    );
  const requested = process.env.FIREBASE_AUTH_EMULATOR_PORT;
  const port = requested === undefined || requested === '' ? 0 : Number(requested);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    warn(`FIREBASE_AUTH_EMULATOR_PORT must be a port number, not "${requested}".`);
    return null;
  }
  let emulator;
  try {
    emulator = await startAuthEmulator({
      root,
      dataDir: dataDirOf(root),
      port,
      onUnexpectedExit,
      startAfter,
    });
  } catch (err) {
    warn(err.message);
    return null;
  }
  emulator.ready.then(
    () =>
      console.log(
        `\n  Local test identity provider at ${emulator.origin} (project ${emulator.projectId}): the Firebase Auth emulator, not Google.\n  Google and phone sign-in use it; phone codes: ${emulator.origin}/emulator/v1/projects/${emulator.projectId}/verificationCodes\n`,
      ),
    (err) => warn(err.message),
  );
  return emulator;
}
