// `npm start`: builds when the sources changed since the last build, then runs the built API,
// which also serves the built storefront, plus the local test identity provider (Firebase Auth
// emulator) when no Firebase project is configured.
import { spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { maybeStartAuthEmulator } from './auth-emulator.mjs';
import { build } from './build.mjs';
import { buildFreshness } from './build-freshness.mjs';
import { applyEnvFile } from './env-file.mjs';

const root = path.resolve(import.meta.dirname, '..');
applyEnvFile(root);
const freshness = buildFreshness(root);
if (freshness.fresh) {
  console.log('\n  The build is up to date with the sources: not building.\n');
} else {
  console.log(`\n  Building: ${freshness.reason}.\n`);
  await build(root).catch((error) => {
    console.error(`\n  ${error.message}\n`);
    process.exit(1);
  });
}
let exiting = false;
// The API's own deadline (apps/api/src/config/env.ts validates it; its default here), plus room.
const API_STOP_BACKSTOP_MS = (Number(process.env.SHUTDOWN_TIMEOUT_MS) || 10_000) + 5_000;
let exitCode = 0;

/** Settles once the API answers its health check: the emulator's CLI starts after it. */
let apiAnswered;
const apiUp = new Promise((resolve) => (apiAnswered = resolve));

// Awaited only until its front port listens (a moment), not until the emulator is up.
const emulator = await maybeStartAuthEmulator({
  root,
  startAfter: apiUp,
  onUnexpectedExit: () => {
    console.error('\n  The local test identity provider stopped unexpectedly; stopping the app.\n');
    shutdown('SIGTERM', 1);
  },
});

// The API does not wait for the emulator: the storefront asks /auth/providers at sign-in time.
// Its own process group, so a Ctrl+C reaches it once (from us), not twice. The IPC channel
// closes when we die, even by SIGKILL: the API then shuts down rather than live on as an
// orphan holding the port and the data folder (decision 0056).
const api = spawn(
  process.execPath,
  ['--enable-source-maps', path.join(root, 'apps/api/dist/server.js')],
  {
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
    env: {
      // Node 22.1+ keeps the compiled modules between starts (checked against their source);
      // Node 20 ignores it.
      NODE_COMPILE_CACHE: path.join(root, 'node_modules/.cache/node-compile-cache'),
      ...process.env,
      ...emulator?.apiEnv,
    },
    detached: true,
  },
);

void waitForHealth(api, apiAnswered);

/** node:http, not fetch: loading fetch's client would take CPU from the API as it starts. */
function answers(url) {
  return new Promise((resolve) => {
    const request = http.get(url, { timeout: 1_000 }, (res) => {
      res.resume();
      resolve(res.statusCode === 200);
    });
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(false));
  });
}

/** Polls the API's health check until it answers, the API ends, or a minute passes. */
async function waitForHealth(child, done) {
  const host = ['0.0.0.0', '::', undefined, ''].includes(process.env.HOST)
    ? '127.0.0.1'
    : process.env.HOST;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${process.env.PORT || 3000}/api/v1/health`;
  const until = Date.now() + 60_000;
  while (Date.now() < until && child.exitCode === null && child.signalCode === null) {
    if (await answers(url)) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  done();
}

function shutdown(signal, code = 0) {
  if (exiting) return;
  exiting = true;
  exitCode = code;
  emulator?.stop();
  if (api.exitCode === null && api.signalCode === null) api.kill(signal);
  else process.exit(code);
  // The API exits by its own deadline; one too stuck to (a busy loop) is killed a little after,
  // so `npm start` still ends and leaves nothing behind.
  setTimeout(() => {
    api.kill('SIGKILL');
    process.exit(code || 1);
  }, API_STOP_BACKSTOP_MS).unref();
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => shutdown(signal));
api.on('exit', (code) => {
  emulator?.stop();
  // Stopped by us: our reason; stopped by itself: its own code (a crash is never a success).
  process.exit(exiting ? exitCode || (code ?? 0) : (code ?? 1));
});
process.on('exit', () => {
  emulator?.stop();
  if (api.exitCode === null) api.kill('SIGTERM');
});
