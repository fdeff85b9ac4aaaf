import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '#test/test-app';
import { testBrowser, uniqueEmail } from '#test/test-browser';

/** The project `npm start` made for this start (scripts/auth-emulator.mjs). */
const OURS = 'demo-ninetonine-0a1b2c3d4e5f';

/** An unsigned emulator-style ID token for `project`, from Google, signed in just now. */
function emulatorToken(project: string, sub: string) {
  const now = Math.floor(Date.now() / 1000);
  const part = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({
    iss: `https://securetoken.google.com/${project}`,
    aud: project,
    sub,
    iat: now,
    exp: now + 3600,
    auth_time: now,
    firebase: { sign_in_provider: 'google.com' },
  })}.`;
}

// Another process answering where the API was told the emulator is: it vouches for any token.
// Whatever it says, a token made for another project (another start, another checkout) is
// refused before it is even asked: the API trusts only the project it was given.
describe('the API trusts only the emulator project it was given', () => {
  let t: TestApp;
  const asked: string[] = [];
  const email = uniqueEmail('emulated');
  const emulator = createServer((req, res) => {
    let body = '';
    req.on('data', (d) => (body += String(d)));
    req.on('end', () => {
      asked.push(`${req.method} ${req.url}`);
      const idToken = (JSON.parse(body || '{}') as { idToken?: string }).idToken ?? '';
      const sub = JSON.parse(
        Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString() || '{}',
      ).sub as string;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          users: [
            {
              localId: sub,
              email,
              emailVerified: true,
              displayName: 'Emulated Ed',
              providerUserInfo: [{ providerId: 'google.com' }],
            },
          ],
        }),
      );
    });
  });

  beforeAll(async () => {
    await new Promise<void>((resolve) => emulator.listen(0, '127.0.0.1', resolve));
    t = await buildTestApp({
      seed: false,
      env: {
        FIREBASE_PROJECT_ID: OURS,
        FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${(emulator.address() as AddressInfo).port}`,
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await new Promise((resolve) => emulator.close(resolve));
  });

  it('refuses a token for another demo project without asking the emulator', async () => {
    for (const other of ['demo-ninetonine', 'demo-ninetonine-ffffffffffff']) {
      const b = testBrowser(t.app);
      const res = await b.post('/googleSignIn', { idToken: emulatorToken(other, `u-${other}`) });
      expect(res.statusCode, other).toBe(401);
      expect(b.jar.size).toBe(0);
    }
    expect(asked).toEqual([]);
  });

  it('asks the emulator about a token for its own project', async () => {
    const res = await testBrowser(t.app).post('/googleSignIn', {
      idToken: emulatorToken(OURS, 'u-ours'),
    });
    expect(res.statusCode).toBe(200);
    expect(asked).toHaveLength(1);
  });
});
