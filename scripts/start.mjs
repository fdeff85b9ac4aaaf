// `npm start`: runs the built API, which also serves the built storefront, plus the local test
// identity provider (Firebase Auth emulator) when no Firebase project is configured.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { maybeStartAuthEmulator } from './auth-emulator.mjs';

const root = path.resolve(import.meta.dirname, '..');
let exiting = false;
// The API's own deadline (apps/api/src/config/env.ts validates it; its default here), plus room.
const API_STOP_BACKSTOP_MS = (Number(process.env.SHUTDOWN_TIMEOUT_MS) || 10_000) + 5_000;
let exitCode = 0;

// Awaited only until its front port listens (a moment), not until the emulator is up.
const emulator = await maybeStartAuthEmulator({
  root,
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
    env: { ...process.env, ...emulator?.apiEnv },
    detached: true,
  },
);

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
