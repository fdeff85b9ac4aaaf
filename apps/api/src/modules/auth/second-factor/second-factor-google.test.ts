import { API_BASE_PATH, ErrorCode } from '@ninetonine/contract';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { users } from '../../../db/schema/index';
import { localGoogle } from '#test/google-tokens';
import { useTestApp, type TestApp } from '#test/test-app';
import { testBrowser, uniqueEmail } from '#test/test-browser';

const google = localGoogle('nt-second-factor-project');

/** The code an authenticator app shows for `secret` in the 30-second step `step`. */
const codeAt = (secret: string, step: number) =>
  new TOTP({
    secret: Secret.fromBase32(secret),
    digits: 6,
    period: 30,
    algorithm: 'SHA1',
  }).generate({ timestamp: step * 30_000 });
const currentStep = () => Math.floor(Date.now() / 30_000);

/** A Google-only account (signed up by Google sign-in), made staff in the database. */
async function googleStaff(t: TestApp) {
  const email = uniqueEmail('google-staff');
  const sub = `g-${randomUUID()}`;
  const b = testBrowser(t.app);
  const first = await b.post('/googleSignIn', { idToken: await google.token(email, sub) });
  expect(first.statusCode).toBe(200);
  const userId = first.json().userData._id as string;
  await t.db.update(users).set({ role: 'staff' }).where(eq(users.id, userId));
  return { b, userId, signIn: async () => ({ idToken: await google.token(email, sub) }) };
}

/** Staff signing in with Google pass the same second step as with a password (decision 0036). */
describe('Google sign-in of staff with an authenticator app', () => {
  const t = useTestApp({ seed: false, env: google.env, verifyFirebaseToken: google.verifier });

  it('answers 401 with a challenge and no cookie; the code from the app then signs in', async () => {
    const staff = await googleStaff(t);
    const setup = await staff.b.post('/second-factor/setup', {});
    expect(setup.statusCode).toBe(200);
    const { secret } = setup.json() as { secret: string };
    const step = currentStep();
    const confirm = await staff.b.post('/second-factor/confirm', { code: codeAt(secret, step) });
    expect(confirm.statusCode).toBe(200);

    const b = testBrowser(t.app);
    const res = await b.post('/googleSignIn', await staff.signIn());
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({
      code: ErrorCode.SecondFactorRequired,
      setupRequired: false,
      challenge: expect.any(String),
    });
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(b.jar.size).toBe(0);
    expect((await b.get('/me')).statusCode).toBe(401);

    // A code is good once: the next step's (the server accepts one step either side).
    const done = await b.post('/second-factor', {
      challenge: res.json().challenge,
      code: codeAt(secret, Math.max(currentStep(), step + 1)),
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().userData).toMatchObject({ _id: staff.userId, role: 'staff' });
    expect((await b.get('/me')).json().data._id).toBe(staff.userId);
  });

  it('sends staff without an app to set one up when the admin requires it', async () => {
    const admin = testBrowser(t.app);
    const adminAccount = await admin.register();
    await t.db.update(users).set({ role: 'admin' }).where(eq(users.id, adminAccount.userId));
    const staff = await googleStaff(t);
    const on = await admin.request('PUT', `${API_BASE_PATH}/staff/security-settings`, {
      body: { requireStaffSecondFactor: true },
    });
    expect(on.statusCode).toBe(200);

    const b = testBrowser(t.app);
    const res = await b.post('/googleSignIn', await staff.signIn());
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({
      code: ErrorCode.SecondFactorRequired,
      setupRequired: true,
      challenge: expect.any(String),
    });
    expect(b.jar.size).toBe(0);

    const { challenge } = res.json();
    const setup = await b.post('/second-factor/setup', { challenge });
    expect(setup.statusCode).toBe(200);
    const done = await b.post('/second-factor', {
      challenge,
      code: codeAt(setup.json().secret, currentStep()),
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().recoveryCodes).toHaveLength(10);
    expect((await b.get('/me')).json().data._id).toBe(staff.userId);
  });
});
