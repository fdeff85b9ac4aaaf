import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { users } from '../../../db/schema/index';
import { testBrowser, uniqueEmail, strongPassword } from '#test/test-browser';
import { failOn } from '#test/injected-failure';
import { useTestApp } from '#test/test-app';
import { createMailer } from '../../mail/mailer';
import { createMailQueue } from '../../mail/mail-queue';
import { createAuthModule } from '../auth.module';
import type { FirebaseIdentity } from '../identity/firebase-token';

/**
 * A unit of work either commits whole or leaves nothing behind. Each test makes the database
 * itself fail the SECOND write of a unit (a trigger raising an error, as a constraint or a lost
 * connection would), then checks the first write was rolled back with it.
 */
describe('auth units of work (one transaction each)', () => {
  const t = useTestApp({ seed: false });

  /** Drizzle wraps the database's error; the trigger's message is on its cause. */
  const injected = {
    cause: expect.objectContaining({ message: expect.stringMatching(/injected failure/) }),
  };

  const userByEmail = (email: string) => t.db.select().from(users).where(eq(users.email, email));

  it('register: no account is left without its first session', async () => {
    const drop = await failOn(t.db, {
      name: 'fail_register_session',
      table: 'sessions',
      event: 'insert',
      when: "new.user_agent = 'tx-probe'",
    });
    const email = uniqueEmail('tx');
    const browser = testBrowser(t.app);
    const res = await browser.request('POST', '/register', {
      body: { name: 'Rolled Back', email, password: strongPassword() },
      headers: { 'user-agent': 'tx-probe' },
    });
    expect(res.statusCode).toBe(500);
    expect(await userByEmail(email)).toEqual([]);
    expect(browser.jar.size).toBe(0);

    // The same sign-up, without the failure, goes through: the email was never taken.
    await drop();
    await browser.register({ email });
    expect(await userByEmail(email)).toHaveLength(1);
  });

  it('change password: the password stays when signing out the other sessions fails', async () => {
    const me = testBrowser(t.app);
    const account = await me.register();
    const other = testBrowser(t.app);
    expect((await other.signIn(account)).statusCode).toBe(200);

    const drop = await failOn(t.db, {
      name: 'fail_password_revoke',
      table: 'sessions',
      event: 'update',
      when: `new.revoked_reason = 'password_changed' and new.user_id = '${account.userId}'`,
    });
    const newPassword = strongPassword();
    const res = await me.post('/changePassword', {
      currentPassword: account.password,
      newPassword,
      confirmPassword: newPassword,
    });
    expect(res.statusCode).toBe(500);
    await drop();

    // Nothing changed: the old password still signs in, the new one does not, and the other
    // device is still signed in.
    expect((await other.get('/me')).statusCode).toBe(200);
    const fresh = testBrowser(t.app);
    expect(
      (await fresh.post('/signIn', { email: account.email, password: newPassword })).statusCode,
    ).toBe(401);
    expect((await fresh.signIn(account)).statusCode).toBe(200);
  });

  it('phone and Google sign-up: no account is left without its identity', async () => {
    // The real services on this database (Firebase's verification is not what is tested).
    const auth = createAuthModule({
      db: t.db,
      env: t.env,
      sessionSecret: 'x'.repeat(32),
      mailQueue: createMailQueue({ db: t.db, mailer: createMailer(t.env), log: t.app.log }),
    });
    const phone = `+1555${String(Date.now()).slice(-7)}`;
    const identity = (uid: string, extra: Partial<FirebaseIdentity>): FirebaseIdentity => ({
      uid,
      provider: 'phone',
      email: null,
      emailVerified: false,
      name: null,
      picture: null,
      phoneNumber: null,
      fromTestProvider: false,
      ...extra,
    });
    const phoneUid = `tx-${randomUUID()}`;
    const googleUid = `tx-${randomUUID()}`;
    const googleEmail = uniqueEmail('google');
    const drop = await failOn(t.db, {
      name: 'fail_identity_link',
      table: 'user_identities',
      event: 'insert',
      when: `new.subject in ('${phoneUid}', '${googleUid}')`,
    });

    await expect(
      auth.identity.signInVerifiedPhone(identity(phoneUid, { phoneNumber: phone }), {}, {}),
    ).rejects.toMatchObject(injected);
    expect(await t.db.select().from(users).where(eq(users.phone, phone))).toEqual([]);

    const google = identity(googleUid, {
      provider: 'google.com',
      email: googleEmail,
      emailVerified: true,
      name: 'Rolled Back',
    });
    await expect(auth.identity.signInVerifiedGoogle(google, {}, {})).rejects.toMatchObject(
      injected,
    );
    expect(await userByEmail(googleEmail)).toEqual([]);

    await drop();
    const signedUp = await auth.identity.signInVerifiedGoogle(google, {}, {});
    expect(signedUp.isNewUser).toBe(true);
    expect(await userByEmail(googleEmail)).toHaveLength(1);
  });
});
