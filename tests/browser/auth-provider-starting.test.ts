import { connect, createServer, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EMULATOR_PROJECT,
  freePort,
  sharedAuthEmulator,
  useBrowserStack,
  WAIT,
  type Emulator,
} from './harness';

/** Starts answering on `port` by passing each connection on to `to` (host:port). */
async function passOn(port: number, to: string): Promise<{ close(): Promise<void> }> {
  const [host, toPort] = to.split(':') as [string, string];
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    const upstream = connect(Number(toPort), host);
    for (const s of [socket, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
    }
    socket.pipe(upstream).pipe(socket);
    socket.on('error', () => upstream.destroy());
    upstream.on('error', () => socket.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    close: () =>
      new Promise((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

// Just after `npm start` the app serves pages while the local identity provider still boots.
describe('sign-in while the local identity provider is starting', () => {
  // Filled before the stack starts (this hook is registered first): the app points at a port
  // where nothing listens yet. The run's emulator is up already; the port starts answering for
  // it in the test, as `npm start`'s emulator port does once the CLI has booted.
  const env: Record<string, string> = {};
  let port = 0;
  let emulator: Emulator;
  let provider: { close(): Promise<void> } | undefined;
  beforeAll(async () => {
    emulator = await sharedAuthEmulator();
    port = await freePort();
    env.FIREBASE_PROJECT_ID = EMULATOR_PROJECT;
    env.FIREBASE_AUTH_EMULATOR_HOST = `127.0.0.1:${port}`;
  }, 180_000);
  const t = useBrowserStack({ env });
  afterAll(async () => {
    await provider?.close();
    await emulator?.stop();
  });

  it('says so, then offers Google and phone sign-in by itself once the provider answers', async () => {
    const { page, errors } = await t.newPage();
    await page.goto('/signin');
    const starting = page.getByRole('status').filter({ hasText: 'are starting on this machine' });
    await starting.waitFor();
    const google = page.getByRole('button', { name: /Continue with Google/ });
    expect(await google.count()).toBe(0);

    provider = await passOn(port, emulator.host);
    // No reload: the page asks again by itself.
    await google.waitFor(WAIT);
    await page.getByRole('button', { name: 'Sign in with a phone code' }).waitFor();
    await expect.poll(() => starting.count(), WAIT).toBe(0);
    expect(errors).toEqual([]);
  });
});
