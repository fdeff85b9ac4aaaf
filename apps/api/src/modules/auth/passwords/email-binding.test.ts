import { API_BASE_PATH, ErrorCode } from '@ninetonine/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CONTROL_TOKEN_HEADER } from '../../../control/local-control';
import { auditLog, users } from '../../../db/schema/index';
import { mailsTo, tokenIn } from '#test/outbox';
import { signInAs } from '#test/sign-in';
import { csrfHeaders, useTestApp, type TestApp } from '#test/test-app';
import { strongPassword, testBrowser, uniqueEmail, type TestBrowser } from '#test/test-browser';

const CONTROL = 'email-binding-control-token';

/**
 * Verification binds the creator (docs/decisions/0070): someone registers the cook's address
 * first; the cook, told to expect a mail, opens the link; the owner then promotes the account.
 */
describe('a verification link opened by someone other than the account', () => {
  const t = useTestApp({ seed: false });

  /** The squatter registers the cook's address and keeps the session. */
  async function squat() {
    const squatter = testBrowser(t.app);
    const account = await squatter.register({ name: 'Not The Cook', email: uniqueEmail('chef') });
    await expect
      .poll(() => mailsTo(t.outboxDir, account.email).length, { timeout: 15_000 })
      .toBe(1);
    const token = tokenIn(mailsTo(t.outboxDir, account.email)[0]!, 'verify-email');
    return { squatter, account, token };
  }
  const rowOf = async (id: string) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!;
  const signIn = (b: TestBrowser, email: string, password: string) =>
    b.post('/signIn', { email, password });

  it('does not verify for a visitor who is not signed in to the account; the link stays usable', async () => {
    const { squatter, account, token } = await squat();
    const cook = testBrowser(t.app);

    const preview = await cook.post('/verify-email/preview', { token });
    expect(preview.json()).toEqual({ email: account.email, signedInAsAccount: false });
    const refused = await cook.post('/verify-email', { token });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: ErrorCode.NotSignedInAsAccount,
      message: expect.stringMatching(/Set a new password/),
    });
    // Signed in to another account is no better.
    const other = testBrowser(t.app);
    await other.register();
    expect((await other.post('/verify-email', { token })).statusCode).toBe(403);

    expect((await rowOf(account.userId)).emailVerifiedAt).toBeNull();
    expect((await cook.post('/verify-email/preview', { token })).statusCode).toBe(200);
    expect((await squatter.get('/me')).statusCode).toBe(200);
  });

  it('"Set a new password" proves the address, ends the squatter\'s sessions and password', async () => {
    const { squatter, account, token } = await squat();
    const cook = testBrowser(t.app);
    const password = strongPassword();

    const weak = await cook.post('/verify-email/set-password', {
      token,
      password: 'password',
      confirmPassword: 'password',
    });
    expect(weak.statusCode).toBe(400);
    const res = await cook.post('/verify-email/set-password', {
      token,
      password,
      confirmPassword: password,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatch(/sign in with your new password/);

    expect((await squatter.get('/me')).statusCode).toBe(401);
    expect((await squatter.post('/refresh-token')).statusCode).toBe(401);
    expect((await signIn(testBrowser(t.app), account.email, account.password)).statusCode).toBe(
      401,
    );
    expect((await signIn(cook, account.email, password)).statusCode).toBe(200);
    expect((await cook.get('/me')).json().data).toMatchObject({
      email: account.email,
      emailVerified: true,
    });
    const again = await testBrowser(t.app).post('/verify-email/set-password', {
      token,
      password,
      confirmPassword: password,
    });
    expect(again.json().code).toBe(ErrorCode.InvalidLink);

    // Its password is now the owner's: a grant of staff rights keeps it.
    const admin = await signInAs(t.app, { role: 'admin' });
    expect((await promote(t, admin.cookie, account.userId)).statusCode).toBe(200);
    expect((await signIn(cook, account.email, password)).json().userData.role).toBe('staff');
  });

  it('"This wasn\'t me" takes the address from the squatter, so its owner can register it', async () => {
    const { squatter, account, token } = await squat();
    const cook = testBrowser(t.app);

    const res = await cook.post('/verify-email/release', { token });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatch(/create your own account/);

    expect((await rowOf(account.userId)).email).toBeNull();
    expect((await signIn(testBrowser(t.app), account.email, account.password)).statusCode).toBe(
      401,
    );
    expect((await cook.post('/verify-email/preview', { token })).statusCode).toBe(400);
    // The squatter keeps an account without the address (as after the owner's Google sign-in).
    expect((await squatter.get('/me')).json().data.email).toBeNull();

    const mine = await cook.register({ name: 'The Cook', email: account.email });
    expect(mine.userId).not.toBe(account.userId);
  });

  it('"This wasn\'t me" leaves a proven address alone and the link usable', async () => {
    const { account, token } = await squat();
    // The address was proven meanwhile (a reset link, which only its mailbox receives).
    await t.db
      .update(users)
      .set({ emailVerifiedAt: new Date() })
      .where(eq(users.id, account.userId));
    const res = await testBrowser(t.app).post('/verify-email/release', { token });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe(ErrorCode.EmailNotReleasable);
    expect((await rowOf(account.userId)).email).toBe(account.email);
    expect((await testBrowser(t.app).post('/verify-email/preview', { token })).statusCode).toBe(
      200,
    );
  });

  it("verifies as before for the account's own session, and its password survives a grant", async () => {
    const { squatter: owner, account, token } = await squat();
    expect((await owner.post('/verify-email/preview', { token })).json().signedInAsAccount).toBe(
      true,
    );
    expect((await owner.post('/verify-email', { token })).statusCode).toBe(200);
    expect((await owner.get('/me')).json().data.emailVerified).toBe(true);

    const admin = await signInAs(t.app, { role: 'admin' });
    expect((await promote(t, admin.cookie, account.userId)).statusCode).toBe(200);
    const again = await signIn(owner, account.email, account.password);
    expect(again.json().userData.role).toBe('staff');
  });
});

function promote(t: TestApp, cookie: string, userId: string) {
  return t.app.inject({
    method: 'PATCH',
    url: `${API_BASE_PATH}/staff/users/${userId}/role`,
    headers: { cookie, ...csrfHeaders },
    payload: { role: 'staff' },
  });
}

describe('staff rights for an account whose password predates the proof of its email', () => {
  const t = useTestApp({ seed: false, localControlToken: CONTROL });

  it('clears the password on the role screen: the squatter is out, the owner resets it', async () => {
    const squatter = testBrowser(t.app);
    const account = await squatter.register({ email: uniqueEmail('cook') });
    const admin = await signInAs(t.app, { role: 'admin' });

    // The role screen warns about the unverified address, and the admin promotes anyway.
    expect((await promote(t, admin.cookie, account.userId)).statusCode).toBe(200);
    expect((await squatter.get('/me')).statusCode).toBe(401);
    const credentials = { email: account.email, password: account.password };
    expect((await testBrowser(t.app).post('/signIn', credentials)).statusCode).toBe(401);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, account.userId));
    expect(entry!.after).toEqual({ role: 'staff', passwordCleared: true });

    // The owner of the mailbox chooses a password through "Forgot password?".
    const owner = testBrowser(t.app);
    expect((await owner.post('/forgot-password', { email: account.email })).statusCode).toBe(202);
    await expect
      .poll(() => mailsTo(t.outboxDir, account.email).length, { timeout: 15_000 })
      .toBe(2);
    const resetToken = tokenIn(mailsTo(t.outboxDir, account.email)[1]!, 'reset-password');
    const password = strongPassword();
    const reset = await owner.resetPassword(resetToken, password);
    expect(reset.statusCode).toBe(200);
    const signedIn = await owner.post('/signIn', { email: account.email, password });
    expect(signedIn.json().userData).toMatchObject({ role: 'staff', emailVerified: true });
  });

  it('clears it from the command line too, and says so', async () => {
    const squatter = testBrowser(t.app);
    const account = await squatter.register({ email: uniqueEmail('chef') });
    // Verified before this change by a signed-out click on the link (the squatter's password
    // was never proven by it).
    await t.db
      .update(users)
      .set({ emailVerifiedAt: new Date() })
      .where(eq(users.id, account.userId));

    const res = await t.app.inject({
      method: 'POST',
      url: `${API_BASE_PATH}/internal/staff-accounts`,
      remoteAddress: '127.0.0.1',
      headers: { ...csrfHeaders, [CONTROL_TOKEN_HEADER]: CONTROL },
      payload: { name: 'Head Cook', role: 'staff', email: account.email },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatch(/password was set before the email was confirmed/);
    const credentials = { email: account.email, password: account.password };
    expect((await testBrowser(t.app).post('/signIn', credentials)).statusCode).toBe(401);
  });
});
