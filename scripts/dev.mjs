// `npm run dev`: the API (tsx watch, port 3001), the Vite dev server (PORT, default 3000, which
// proxies /api to the API) and the local test identity provider (Firebase Auth emulator) when
// no Firebase project is configured.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { maybeStartAuthEmulator } from './auth-emulator.mjs';
import { applyEnvFile } from './env-file.mjs';

const root = path.resolve(import.meta.dirname, '..');
applyEnvFile(root);
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const API_PORT = 3001;
const children = [];
let exiting = false;

function shutdown(signal = 'SIGTERM', code = 0) {
  if (exiting) return;
  exiting = true;
  emulator?.stop();
  for (const child of children) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    try {
      process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
  }
  setTimeout(() => process.exit(code), 5_000).unref();
  Promise.all(
    children.map((c) => new Promise((r) => (c.exitCode !== null ? r() : c.once('exit', r)))),
  ).then(() => process.exit(code));
}

// Awaited only until its front port listens (a moment), not until the emulator is up.
const emulator = await maybeStartAuthEmulator({
  root,
  onUnexpectedExit: () => {
    console.error('\n  The local test identity provider stopped unexpectedly; stopping.\n');
    shutdown('SIGTERM', 1);
  },
});

/** Each in its own process group (tsx and vite start children of their own). */
function run(name, command, args, { cwd = root, env }) {
  const child = spawn(command, args, {
    cwd,
    stdio: 'inherit',
    env: { ...process.env, ...env },
    detached: true,
  });
  child.on('exit', (code, signal) => {
    if (exiting) return;
    console.error(`\n  ${name} stopped (${signal ?? `exit code ${code}`}); stopping the others.\n`);
    shutdown('SIGTERM', code || 1);
  });
  children.push(child);
}

run('The API', bin('tsx'), ['watch', 'apps/api/src/server.ts'], {
  env: {
    ...emulator?.apiEnv,
    HOST: '127.0.0.1',
    PORT: String(API_PORT),
    // Vite serves the storefront in development, so mailed links point at it.
    WEB_DIST_DIR: '',
    PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${process.env.PORT ?? '3000'}`,
  },
});
// From apps/web, where its config and index.html live.
run('The Vite dev server', bin('vite'), [], {
  cwd: path.join(root, 'apps/web'),
  env: { PORT: process.env.PORT ?? '3000', API_DEV_TARGET: `http://127.0.0.1:${API_PORT}` },
});

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => shutdown(signal));
process.on('exit', () => emulator?.stop());
