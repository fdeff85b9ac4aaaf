import { API_BASE_PATH, ErrorCode } from '@ninetonine/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, userRecoveryCodes, userSecondFactors, users } from '../../../db/schema/index';
import {
  codesFor,
  enrol,
  signInWithPassword,
  staffMember,
  totp,
  type Staff,
} from '#test/second-factor-fixtures';
import { useTestApp } from '#test/test-app';
import { testBrowser } from '#test/test-browser';
import { withAlteredSignature } from '#test/altered-signature';

const api = (path: string) => `${API_BASE_PATH}${path}`;

describe('authenticator app (TOTP) for staff', () => {
  const t = useTestApp({ seed: false });

  it('is set up with a QR code made here, confirmed with a code, and gives recovery codes once', async () => {
    const staff = await staffMember(t);
    const setup = await staff.b.post('/second-factor/setup', {});
    expect(setup.statusCode).toBe(200);
    const body = setup.json();
    expect(body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(body.otpauthUri).toMatch(/^otpauth:\/\/totp\/NineToNine:/);
    expect(body.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(body.qrCode.split(',')[1], 'base64').toString()).toMatch(/<svg/);

    // Not on until a code proves the app has it.
    expect((await staff.b.get('/second-factor')).json()).toMatchObject({ enabled: false });
    const [row] = await t.db
      .select()
      .from(userSecondFactors)
      .where(eq(userSecondFactors.userId, staff.userId));
    expect(row!.secretEncrypted).not.toContain(body.secret);
    expect(row!.confirmedAt).toBeNull();

    const wrong = await staff.b.post('/second-factor/confirm', { code: '000000' });
    expect(wrong.statusCode).toBe(400);
    const confirm = await staff.b.post('/second-factor/confirm', {
      code: totp(body.secret).generate(),
    });
    expect(confirm.statusCode).toBe(200);
    const { recoveryCodes } = confirm.json() as { recoveryCodes: string[] };
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const stored = await t.db
      .select({ hash: userRecoveryCodes.codeHash })
      .from(userRecoveryCodes)
      .where(eq(userRecoveryCodes.userId, staff.userId));
    expect(stored.map((r) => r.hash)).not.toContain(recoveryCodes[0]);
    expect((await staff.b.get('/second-factor')).json()).toEqual({
      enabled: true,
      required: false,
      recoveryCodesLeft: 10,
    });
    // A second set-up would replace a working app without a word: refused.
    expect((await staff.b.post('/second-factor/setup', {})).statusCode).toBe(409);
  });

  it('is for staff only', async () => {
    const b = testBrowser(t.app);
    await b.register();
    expect((await b.post('/second-factor/setup', {})).statusCode).toBe(403);
  });

  it('makes the sign-in ask for a code (no session before it), then signs in', async () => {
    const staff = await staffMember(t);
    const { nextCode } = await enrol(staff);

    const { b, res } = await signInWithPassword(t, staff);
    expect(res.statusCode).toBe(401);
    const refusal = res.json();
    expect(refusal).toMatchObject({
      code: ErrorCode.SecondFactorRequired,
      setupRequired: false,
      challenge: expect.any(String),
    });
    expect(refusal.message).toMatch(/code from your authenticator app/);
    expect(b.jar.size).toBe(0);
    expect((await b.get('/me')).statusCode).toBe(401);

    const done = await b.post('/second-factor', { challenge: refusal.challenge, code: nextCode() });
    expect(done.statusCode).toBe(200);
    expect(done.json().userData).toMatchObject({ _id: staff.userId, role: 'staff' });
    expect((await b.get('/me')).json().data._id).toBe(staff.userId);
  });

  it('refuses a wrong code and a used code; waits after five wrong codes', async () => {
    const staff = await staffMember(t);
    const { nextCode } = await enrol(staff);
    const { b, res } = await signInWithPassword(t, staff);
    const { challenge } = res.json();

    const code = nextCode();
    expect((await b.post('/second-factor', { challenge, code })).statusCode).toBe(200);
    // The same code again (seen over a shoulder), from another sign-in: refused.
    const again = await signInWithPassword(t, staff);
    const replay = await again.b.post('/second-factor', {
      challenge: again.res.json().challenge,
      code,
    });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().code).toBe(ErrorCode.InvalidSecondFactor);
    expect(again.b.jar.size).toBe(0);

    const other = await signInWithPassword(t, staff);
    const second = other.res.json().challenge as string;
    for (let i = 0; i < 3; i++) {
      const wrong = await other.b.post('/second-factor', { challenge: second, code: '123456' });
      expect(wrong.statusCode).toBe(400);
    }
    // The fifth wrong code (the replay counted as one) starts the wait.
    expect(
      (await other.b.post('/second-factor', { challenge: second, code: '654321' })).statusCode,
    ).toBe(400);
    const locked = await other.b.post('/second-factor', { challenge: second, code: '111111' });
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toEqual(expect.any(String));
  });

  it('takes a recovery code once, and only with a genuine challenge', async () => {
    const staff = await staffMember(t);
    const { recoveryCodes } = await enrol(staff);
    const first = await signInWithPassword(t, staff);
    // Case and dashes do not matter.
    const code = recoveryCodes[3]!.toUpperCase().replaceAll('-', ' ');
    const challenge = first.res.json().challenge as string;
    // A good code with a forged challenge: refused, and the code is not used up.
    const forged = await first.b.post('/second-factor', {
      challenge: withAlteredSignature(challenge),
      code,
    });
    expect(forged.statusCode).toBe(400);
    expect(first.b.jar.size).toBe(0);
    const ok = await first.b.post('/second-factor', { challenge, code });
    expect(ok.statusCode).toBe(200);
    expect((await first.b.get('/second-factor')).json().recoveryCodesLeft).toBe(9);

    const second = await signInWithPassword(t, staff);
    const reused = await second.b.post('/second-factor', {
      challenge: second.res.json().challenge,
      code: recoveryCodes[3],
    });
    expect(reused.statusCode).toBe(400);
  });

  it('leaves customers and staff without an app signing in with the password alone', async () => {
    const staff = await staffMember(t);
    const { res } = await signInWithPassword(t, staff);
    expect(res.statusCode).toBe(200);
  });
});

describe('the admin requires an authenticator app for staff', () => {
  const t = useTestApp({ seed: false });

  it('makes staff without one set it up to finish signing in; ends their sessions', async () => {
    const admin = await staffMember(t, 'admin');
    const staff = await staffMember(t);
    const customer = testBrowser(t.app);
    const customerAccount = await customer.register();

    const on = await admin.b.request('PUT', api('/staff/security-settings'), {
      body: { requireStaffSecondFactor: true },
    });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ requireStaffSecondFactor: true });
    // The staff member's session without an app is over; the admin's own and customers' stay.
    expect((await staff.b.get('/me')).statusCode).toBe(401);
    expect((await admin.b.get('/me')).statusCode).toBe(200);
    expect((await customer.get('/me')).statusCode).toBe(200);

    const { b, res } = await signInWithPassword(t, staff);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({
      code: ErrorCode.SecondFactorRequired,
      setupRequired: true,
    });
    expect(res.json().message).toMatch(/requires two-step sign-in/);
    const { challenge } = res.json();
    // The challenge cannot be used without setting up an app.
    expect((await b.post('/second-factor', { challenge, code: '123456' })).statusCode).toBe(400);

    const setup = await b.post('/second-factor/setup', { challenge });
    expect(setup.statusCode).toBe(200);
    const nextCode = codesFor(setup.json().secret);
    const done = await b.post('/second-factor', { challenge, code: nextCode() });
    expect(done.statusCode).toBe(200);
    expect(done.json().recoveryCodes).toHaveLength(10);
    expect((await b.get('/second-factor')).json()).toMatchObject({ enabled: true, required: true });

    // It cannot be turned off while required.
    const off = await b.request('DELETE', '/second-factor');
    expect(off.statusCode).toBe(400);
    expect(off.json().code).toBe(ErrorCode.SecondFactorMandatory);

    // Customers never meet it.
    const again = await testBrowser(t.app).post('/signIn', {
      email: customerAccount.email,
      password: customerAccount.password,
    });
    expect(again.statusCode).toBe(200);
  });
});

describe('sensitive staff actions ask again after 15 minutes', () => {
  const t = useTestApp({ seed: false });

  /** The session's sign-in happened 16 minutes ago. */
  const ageSignIn = (staff: Staff) =>
    t.db
      .update(sessions)
      .set({ authenticatedAt: new Date(Date.now() - 16 * 60_000) })
      .where(eq(sessions.userId, staff.userId));

  const expectReauth = (res: { statusCode: number; json(): unknown }) => {
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: ErrorCode.ReauthRequired,
      message: expect.stringMatching(/^Please confirm it's you/),
    });
  };

  it('role change, settings, export, security settings: 403 REAUTH_REQUIRED, then work after the password', async () => {
    const admin = await staffMember(t, 'admin');
    const customer = await testBrowser(t.app).register();
    const calls = {
      role: () =>
        admin.b.request('PATCH', api(`/staff/users/${customer.userId}/role`), {
          body: { role: 'staff' },
        }),
      settings: () =>
        admin.b.request('PATCH', api('/staff/settings'), { body: { lastOrderMinutes: 20 } }),
      export: () => admin.b.get(api('/staff/orders/export.csv?from=2026-11-01&to=2026-11-02')),
      security: () =>
        admin.b.request('PUT', api('/staff/security-settings'), {
          body: { requireStaffSecondFactor: false },
        }),
    };
    await ageSignIn(admin);
    for (const call of Object.values(calls)) expectReauth(await call());
    const [user] = await t.db.select().from(users).where(eq(users.id, customer.userId));
    expect(user!.role).toBe('customer');

    const wrong = await admin.b.post('/reauthenticate', { password: 'not-my-password' });
    expect(wrong.statusCode).toBe(400);
    expectReauth(await calls.role());

    const ok = await admin.b.post('/reauthenticate', { password: admin.password });
    expect(ok.statusCode).toBe(200);
    expect((await calls.role()).statusCode).toBe(200);
    expect((await calls.export()).statusCode).toBe(200);
    expect((await calls.security()).statusCode).toBe(200);
    expect((await calls.settings()).statusCode).not.toBe(403);
  });

  it('turning the app off asks again too, and takes a code from the app', async () => {
    const staff = await staffMember(t);
    const { nextCode } = await enrol(staff);
    await ageSignIn(staff);
    expectReauth(await staff.b.request('DELETE', '/second-factor'));
    expect((await staff.b.get('/second-factor')).json().enabled).toBe(true);

    expect((await staff.b.post('/reauthenticate', { code: '000000' })).statusCode).toBe(400);
    expect((await staff.b.post('/reauthenticate', { code: nextCode() })).statusCode).toBe(200);
    const off = await staff.b.request('DELETE', '/second-factor');
    expect(off.statusCode).toBe(200);
    expect((await staff.b.get('/second-factor')).json().enabled).toBe(false);
    const { res } = await signInWithPassword(t, staff);
    expect(res.statusCode).toBe(200);
  });

  it('setting up an app in an old session asks again as well', async () => {
    const staff = await staffMember(t);
    await ageSignIn(staff);
    expectReauth(await staff.b.post('/second-factor/setup', {}));
  });
});
