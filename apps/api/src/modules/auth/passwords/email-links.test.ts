import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailTokens, sessions } from '../../../db/schema/index';
import { mailsTo, readOutbox, tokenIn } from '#test/outbox';
import { TEST_PUBLIC_URL, useTestApp } from '#test/test-app';
import { strongPassword, testBrowser, uniqueEmail } from '#test/test-browser';
import { hashToken } from '../sessions/session.repository';

const credentials = (a: { email: string; password: string }) => ({
  email: a.email,
  password: a.password,
});

describe('password reset and email verification by mailed one-time links', () => {
  const t = useTestApp({ seed: false });

  /** The newest mail to `email`, once it has been written. */
  async function newestMailTo(email: string, atLeast = 1) {
    await expect.poll(() => mailsTo(t.outboxDir, email).length).toBeGreaterThanOrEqual(atLeast);
    return mailsTo(t.outboxDir, email).at(-1)!;
  }

  async function resetLinkFor(email: string, atLeast = 1) {
    const res = await testBrowser(t.app).post('/forgot-password', { email });
    expect(res.statusCode).toBe(202);
    return tokenIn(await newestMailTo(email, atLeast), 'reset-password');
  }

  it('answers forgot-password alike for known and unknown emails, and mails only the known one', async () => {
    const owner = await testBrowser(t.app).register();
    const unknown = uniqueEmail('nobody');
    const before = readOutbox(t.outboxDir).length;

    const forUnknown = await testBrowser(t.app).post('/forgot-password', { email: unknown });
    const forKnown = await testBrowser(t.app).post('/forgot-password', {
      email: ` ${owner.email.toUpperCase()} `,
    });
    expect(forKnown.statusCode).toBe(202);
    expect(forUnknown.statusCode).toBe(202);
    expect(forUnknown.json()).toEqual(forKnown.json());
    expect(forKnown.json().message).toMatch(/If an account uses this email/);

    const mail = await newestMailTo(owner.email, 2); // the sign-up's verification mail, then this
    expect(mail).toMatchObject({ subject: 'Reset your NineToNine password' });
    // The token rides in the fragment, which browsers never send to a server or a log.
    expect(mail.links[0]).toMatch(new RegExp(`^${TEST_PUBLIC_URL}/reset-password#token=`));
    expect(readOutbox(t.outboxDir)).toHaveLength(before + 2);
    expect(mailsTo(t.outboxDir, unknown)).toEqual([]);
  });

  it('resets the password once with the link, ends every session, and refuses the link again', async () => {
    const phone = testBrowser(t.app);
    const account = await phone.register();
    const laptop = testBrowser(t.app);
    expect((await laptop.post('/signIn', credentials(account))).statusCode).toBe(200);
    const token = await resetLinkFor(account.email, 2);

    // Stored hashed only: the row holds the SHA-256, never the token.
    const rows = await t.db
      .select()
      .from(emailTokens)
      .where(
        and(eq(emailTokens.userId, account.userId), eq(emailTokens.purpose, 'reset_password')),
      );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(rows)).not.toContain(token);

    const password = strongPassword();
    const reset = await testBrowser(t.app).resetPassword(token, password);
    expect(reset.statusCode).toBe(200);
    expect(reset.json().message).toMatch(/password has been reset/);

    // Every session of the account has ended, and only the new password signs in.
    expect((await phone.get('/me')).statusCode).toBe(401);
    expect((await laptop.get('/me')).statusCode).toBe(401);
    const live = await t.db.select().from(sessions).where(eq(sessions.userId, account.userId));
    expect(live.every((s) => s.revokedReason !== null)).toBe(true);
    expect((await testBrowser(t.app).post('/signIn', credentials(account))).statusCode).toBe(401);
    const signIn = await testBrowser(t.app).post('/signIn', { email: account.email, password });
    expect(signIn.statusCode).toBe(200);
    // Opening the mailed link proved the email as well.
    expect(signIn.json().userData.emailVerified).toBe(true);

    const again = strongPassword();
    const second = await testBrowser(t.app).resetPassword(token, again);
    expect(second.statusCode).toBe(400);
    expect(second.json()).toMatchObject({
      code: 'INVALID_LINK',
      message: expect.stringMatching(/invalid, expired or already used/),
    });
  });

  it('refuses an expired, unknown or superseded link, and a weak password keeps the link', async () => {
    const account = await testBrowser(t.app).register();
    const first = await resetLinkFor(account.email, 2);
    const latest = await resetLinkFor(account.email, 3);
    const password = strongPassword();
    const body = (token: string) => ({ token, password, confirmPassword: password });

    // A newer request made the older link useless.
    expect((await testBrowser(t.app).post('/reset-password', body(first))).statusCode).toBe(400);
    expect((await testBrowser(t.app).post('/reset-password', body('nope'))).statusCode).toBe(400);

    const weak = await testBrowser(t.app).resetPassword(latest, 'password123');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().code).toBe('WEAK_PASSWORD');

    const mismatch = await testBrowser(t.app).post('/reset-password', {
      ...body(latest),
      confirmPassword: `${password}x`,
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().message).toMatch(/do not match/);

    await t.db
      .update(emailTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailTokens.tokenHash, hashToken(latest)));
    const expired = await testBrowser(t.app).post('/reset-password', body(latest));
    expect(expired.statusCode).toBe(400);
    expect(expired.json().code).toBe('INVALID_LINK');
    expect((await testBrowser(t.app).post('/signIn', credentials(account))).statusCode).toBe(200);
  });

  it('mails a verification link at sign-up; the link verifies the email once', async () => {
    const b = testBrowser(t.app);
    const account = await b.register();
    expect((await b.get('/me')).json().data.emailVerified).toBe(false);

    const mail = await newestMailTo(account.email);
    expect(mail.subject).toBe('Confirm your email for NineToNine');
    const token = tokenIn(mail, 'verify-email');
    const [row] = await t.db
      .select()
      .from(emailTokens)
      .where(eq(emailTokens.userId, account.userId));
    expect(row).toMatchObject({ purpose: 'verify_email', tokenHash: hashToken(token) });
    // 24 hours, give or take the test's own time.
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeGreaterThan(23.9 * 3600_000);

    const res = await b.post('/verify-email', { token });
    expect(res.statusCode).toBe(200);
    expect((await b.get('/me')).json().data.emailVerified).toBe(true);
    expect((await testBrowser(t.app).post('/verify-email', { token })).json().code).toBe(
      'INVALID_LINK',
    );

    const resend = await b.post('/resend-verification');
    expect(resend.statusCode).toBe(200);
    expect(resend.json().message).toMatch(/already verified/);
    expect(mailsTo(t.outboxDir, account.email)).toHaveLength(1);
  });

  it('names the account a verification link is for without using it up; only the POST verifies', async () => {
    const b = testBrowser(t.app);
    const account = await b.register();
    const token = tokenIn(await newestMailTo(account.email), 'verify-email');

    for (let i = 0; i < 2; i++) {
      const preview = await testBrowser(t.app).post('/verify-email/preview', { token });
      expect(preview.statusCode).toBe(200);
      expect(preview.json()).toEqual({ email: account.email, signedInAsAccount: false });
    }
    const signedIn = await b.post('/verify-email/preview', { token });
    expect(signedIn.json()).toEqual({ email: account.email, signedInAsAccount: true });
    expect((await b.get('/me')).json().data.emailVerified).toBe(false);
    const [row] = await t.db
      .select()
      .from(emailTokens)
      .where(eq(emailTokens.tokenHash, hashToken(token)));
    expect(row!.usedAt).toBeNull();

    expect((await b.post('/verify-email', { token })).statusCode).toBe(200);
    expect((await b.get('/me')).json().data.emailVerified).toBe(true);
    const used = await testBrowser(t.app).post('/verify-email/preview', { token });
    expect(used.statusCode).toBe(400);
    expect(used.json().code).toBe('INVALID_LINK');
    const unknown = await testBrowser(t.app).post('/verify-email/preview', { token: 'nope' });
    expect(unknown.json()).toMatchObject({ code: 'INVALID_LINK' });
  });

  it('puts nothing the registrant typed into mails anyone can send to any address', async () => {
    const name = 'Win a prize at evil.example';
    const account = await testBrowser(t.app).register({ name });
    expect(
      (await testBrowser(t.app).post('/forgot-password', { email: account.email })).statusCode,
    ).toBe(202);
    const mails = [await newestMailTo(account.email, 2), mailsTo(t.outboxDir, account.email)[0]!];
    expect(mails.map((m) => m.subject).sort()).toEqual([
      'Confirm your email for NineToNine',
      'Reset your NineToNine password',
    ]);
    for (const mail of mails) {
      expect(mail.text).not.toContain('evil.example');
      expect(mail.text).not.toContain('prize');
      expect(mail.text.startsWith('Hello,\n')).toBe(true);
    }
  });

  it('resends a verification link to a signed-in user (the old one stops working), limited', async () => {
    const b = testBrowser(t.app);
    const account = await b.register();
    const first = tokenIn(await newestMailTo(account.email), 'verify-email');
    expect((await b.post('/resend-verification')).json().message).toMatch(/sent you a new link/);
    const second = tokenIn(await newestMailTo(account.email, 2), 'verify-email');
    expect(second).not.toBe(first);
    expect((await testBrowser(t.app).post('/verify-email', { token: first })).statusCode).toBe(400);

    expect((await b.post('/resend-verification')).statusCode).toBe(200);
    expect((await b.post('/resend-verification')).statusCode).toBe(200);
    const limited = await b.post('/resend-verification');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');

    expect((await testBrowser(t.app).post('/resend-verification')).statusCode).toBe(401);
    expect((await testBrowser(t.app).post('/verify-email', { token: second })).statusCode).toBe(
      400,
    );
    const latest = tokenIn(await newestMailTo(account.email, 4), 'verify-email');
    expect((await b.post('/verify-email', { token: latest })).statusCode).toBe(200);
  });

  it('limits forgot-password per email (known or not) and per address', async () => {
    const email = uniqueEmail('flood');
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await testBrowser(t.app).post('/forgot-password', { email })).statusCode);
    }
    expect(statuses).toEqual([202, 202, 202, 429]);

    const sameIp = testBrowser(t.app);
    const fromOneIp: number[] = [];
    for (let i = 0; i < 11; i++) {
      fromOneIp.push((await sameIp.post('/forgot-password', { email: uniqueEmail() })).statusCode);
    }
    expect(fromOneIp.slice(0, 10).every((s) => s === 202)).toBe(true);
    expect(fromOneIp[10]).toBe(429);
  });

  it('answers malformed input with a 400 that changes nothing', async () => {
    const b = testBrowser(t.app);
    const mails = readOutbox(t.outboxDir).length;
    const tokens = (await t.db.select().from(emailTokens)).length;
    expect((await b.post('/forgot-password', { email: 'not-an-email' })).statusCode).toBe(400);
    expect((await b.post('/forgot-password', { email: 'a@b.test', extra: 1 })).statusCode).toBe(
      400,
    );
    expect((await b.post('/verify-email', { token: '' })).statusCode).toBe(400);
    expect((await b.post('/reset-password', { token: 'x'.repeat(500) })).statusCode).toBe(400);
    expect((await t.db.select().from(emailTokens)).length).toBe(tokens);
    expect(readOutbox(t.outboxDir)).toHaveLength(mails);
  });
});
