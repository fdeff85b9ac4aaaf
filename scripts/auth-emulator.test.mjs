// `npm start`'s local test identity provider is never adopted: a taken port is refused, and
// calls reach only our own child, once it has said it is ready.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startAuthEmulator } from './auth-emulator.mjs';

const root = path.resolve(import.meta.dirname, '..');

/**
 * A stand-in for the emulator CLI (the real one takes up to half a minute to boot): listens on
 * the auth port firebase.json gives it, answers who it is, and then prints the CLI's ready line;
 * `silent` exits without ever saying it is ready, `on-go` says it once a file named go appears.
 */
const fakeCli = (mode) => [
  process.execPath,
  '-e',
  `
  const { auth } = JSON.parse(require('node:fs').readFileSync('firebase.json', 'utf8')).emulators;
  const mode = ${JSON.stringify(mode)};
  if (mode === 'silent') process.exit(1);
  // Like the real CLI while it boots: deaf to SIGTERM, never ready.
  if (mode === 'deaf') process.on('SIGTERM', () => {});
  const say = () => console.log('All emulators ready! It is now safe to connect your app.');
  require('node:http')
    .createServer((req, res) =>
      res.end(
        JSON.stringify(
          req.url === '/whoami'
            ? { cwd: process.cwd(), configHome: process.env.XDG_CONFIG_HOME, port: auth.port, pid: process.pid }
            : { child: true, path: req.url },
        ),
      ),
    )
    .listen(auth.port, auth.host, () => {
      if (mode === 'deaf') return;
      if (mode !== 'on-go') return say();
      const wait = setInterval(() => {
        if (require('node:fs').existsSync('go')) { clearInterval(wait); say(); }
      }, 50);
    });
  `,
];

describe('the local test identity provider of npm start', () => {
  const cleanups = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  const dataDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'nt-emulator-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    return dir;
  };
  async function impostor() {
    const calls = [];
    const server = createServer((req, res) => {
      calls.push(req.url);
      // Answers like an emulator would, for any project.
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"signIn":{"allowDuplicateEmails":false}}');
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => new Promise((resolve) => server.close(resolve)));
    return { calls, port: server.address().port };
  }

  it('refuses to adopt a process already answering on the requested port', async () => {
    const fake = await impostor();
    await expect(
      startAuthEmulator({ root, dataDir: dataDir(), port: fake.port, cli: fakeCli('ready') }),
    ).rejects.toThrow(new RegExp(`Port ${fake.port} .* already in use by another process`));
    // Not even asked: nothing it could say would be trusted.
    expect(fake.calls).toEqual([]);
  });

  it('passes calls only to its own child, once the child says it is ready, under a fresh project', async () => {
    const emulator = await startAuthEmulator({ root, dataDir: dataDir(), cli: fakeCli('ready') });
    cleanups.push(() => emulator.stop());
    expect(emulator.apiEnv.FIREBASE_PROJECT_ID).toMatch(/^demo-ninetonine-[0-9a-f]{12}$/);
    expect(emulator.apiEnv.FIREBASE_AUTH_EMULATOR_HOST).toBe(
      emulator.origin.slice('http://'.length),
    );
    await emulator.ready;
    const res = await fetch(`${emulator.origin}/emulator/v1/projects/x/config`);
    expect(await res.json()).toEqual({ child: true, path: '/emulator/v1/projects/x/config' });

    const second = await startAuthEmulator({ root, dataDir: dataDir(), cli: fakeCli('ready') });
    cleanups.push(() => second.stop());
    expect(second.apiEnv.FIREBASE_PROJECT_ID).not.toBe(emulator.apiEnv.FIREBASE_PROJECT_ID);
    await second.ready;
  });

  it('keeps answering 503 itself when its child never says it is ready', async () => {
    const emulator = await startAuthEmulator({ root, dataDir: dataDir(), cli: fakeCli('silent') });
    cleanups.push(() => emulator.stop());
    await expect(emulator.ready).rejects.toThrow();
    // The port the API was given stays held by us: no one else can start answering there.
    const res = await fetch(`${emulator.origin}/emulator/v1/projects/x/config`);
    expect(res.status).toBe(503);
  });

  it("passes nothing to its child's port before the child has said it is ready", async () => {
    const dir = dataDir();
    const emulator = await startAuthEmulator({ root, dataDir: dir, cli: fakeCli('on-go') });
    cleanups.push(() => emulator.stop());
    // The child listens at once but says nothing until told: answering is not enough.
    const config = path.join(dir, 'auth-emulator', 'firebase.json');
    await expect.poll(() => existsSync(config)).toBe(true);
    const { port } = JSON.parse(readFileSync(config, 'utf8')).emulators.auth;
    await expect
      .poll(() =>
        fetch(`http://127.0.0.1:${port}/`).then(
          (r) => r.ok,
          () => false,
        ),
      )
      .toBe(true);
    expect((await fetch(`${emulator.origin}/x`)).status).toBe(503);
    writeFileSync(path.join(dir, 'auth-emulator', 'go'), '');
    await emulator.ready;
    expect(await (await fetch(`${emulator.origin}/x`)).json()).toEqual({ child: true, path: '/x' });
  });

  it('starts its CLI only once startAfter settles (npm start: once the API answers)', async () => {
    const dir = dataDir();
    let apiAnswered;
    const startAfter = new Promise((resolve) => (apiAnswered = resolve));
    const emulator = await startAuthEmulator({
      root,
      dataDir: dir,
      cli: fakeCli('ready'),
      startAfter,
    });
    cleanups.push(() => emulator.stop());
    // Its port is held and answers at once; the CLI has not been set up, let alone started.
    expect((await fetch(`${emulator.origin}/x`)).status).toBe(503);
    expect(existsSync(path.join(dir, 'auth-emulator', 'firebase.json'))).toBe(false);
    apiAnswered();
    await emulator.ready;
    expect(await (await fetch(`${emulator.origin}/x`)).json()).toEqual({ child: true, path: '/x' });
  });

  it('never starts its CLI when stopped before startAfter settled', async () => {
    const dir = dataDir();
    let apiAnswered;
    const startAfter = new Promise((resolve) => (apiAnswered = resolve));
    const emulator = await startAuthEmulator({
      root,
      dataDir: dir,
      cli: fakeCli('ready'),
      startAfter,
    });
    emulator.stop();
    apiAnswered();
    await expect(emulator.ready).rejects.toThrow('Stopped before it started.');
    expect(existsSync(path.join(dir, 'auth-emulator'))).toBe(false);
  });

  it('kills a CLI that is still booting when stopped (it would ignore SIGTERM for long)', async () => {
    const dir = dataDir();
    const emulator = await startAuthEmulator({ root, dataDir: dir, cli: fakeCli('deaf') });
    cleanups.push(() => emulator.stop());
    const config = path.join(dir, 'auth-emulator', 'firebase.json');
    await expect.poll(() => existsSync(config)).toBe(true);
    const { port } = JSON.parse(readFileSync(config, 'utf8')).emulators.auth;
    const whoami = () =>
      fetch(`http://127.0.0.1:${port}/whoami`).then(
        (r) => r.json(),
        () => undefined,
      );
    await expect.poll(whoami).toBeDefined();
    const { pid } = await whoami();
    emulator.stop();
    // Stopped before it said it was ready: `ready` rejects (npm start warns), never resolves.
    await expect(emulator.ready).rejects.toThrow();
    const alive = () => {
      try {
        process.kill(pid, 0);
        return true;
      } catch {
        return false;
      }
    };
    await expect.poll(alive, { timeout: 5_000 }).toBe(false);
  });

  it('runs two checkouts side by side: each its own folder, config and ports (issue 19 #22)', async () => {
    const [dirA, dirB] = [dataDir(), dataDir()];
    const a = await startAuthEmulator({ root, dataDir: dirA, cli: fakeCli('ready') });
    cleanups.push(() => a.stop());
    const b = await startAuthEmulator({ root, dataDir: dirB, cli: fakeCli('ready') });
    cleanups.push(() => b.stop());
    await Promise.all([a.ready, b.ready]);
    const whoami = async (e) => (await fetch(`${e.origin}/whoami`)).json();
    const [one, two] = await Promise.all([whoami(a), whoami(b)]);
    expect(one.cwd).toBe(path.join(dirA, 'auth-emulator'));
    expect(two.cwd).toBe(path.join(dirB, 'auth-emulator'));
    expect(one.configHome).toBe(path.join(dirA, 'auth-emulator', 'config'));
    expect(two.configHome).toBe(path.join(dirB, 'auth-emulator', 'config'));
    const ports = (dir) =>
      Object.values(
        JSON.parse(readFileSync(path.join(dir, 'auth-emulator', 'firebase.json'), 'utf8'))
          .emulators,
      )
        .map((e) => e.port)
        .filter(Boolean);
    const all = [...ports(dirA), ...ports(dirB), new URL(a.origin).port, new URL(b.origin).port];
    expect(new Set(all.map(Number)).size).toBe(all.length);
    expect(a.projectId).not.toBe(b.projectId);
  });
});
