import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { userIdentities } from '../../../db/schema/index';
import { localGoogle } from '#test/google-tokens';
import { mailsTo, tokenIn } from '#test/outbox';
import { useTestApp } from '#test/test-app';
import { testBrowser, uniqueEmail, type TestBrowser } from '#test/test-browser';
import { FREE_FAILURES } from '../../../plugins/failure-backoff';

const PROJECT = 'nt-link-project';

/**
 * Google sign-in in project mode (the real verifier; a local key set stands in for Google's):
 * an account with a password is linked to Google only once its password is typed.
 */
describe('linking Google to an account that has a password', () => {
  const google = localGoogle(PROJECT);
  const t = useTestApp({ seed: false, env: google.env, verifyFirebaseToken: google.verifier });
  const googleToken = (email: string, sub?: string) => google.token(email, sub);

  /** A password account whose email was verified by its mailed link, opened signed in. */
  async function verifiedPasswordAccount(b: TestBrowser = testBrowser(t.app)) {
    const account = await b.register({ name: 'Visit evil.example now' });
    await expect.poll(() => mailsTo(t.outboxDir, account.email).length).toBe(1);
    const token = tokenIn(mailsTo(t.outboxDir, account.email)[0]!, 'verify-email');
    expect((await b.post('/verify-email', { token })).statusCode).toBe(200);
    return account;
  }

  const identitiesOf = (userId: string) =>
    t.db.select().from(userIdentities).where(eq(userIdentities.userId, userId));

  it('asks for the password instead of linking Google silently', async () => {
    const squatter = testBrowser(t.app);
    const account = await verifiedPasswordAccount(squatter);
    const owner = testBrowser(t.app);
    const res = await owner.post('/googleSignIn', { idToken: await googleToken(account.email) });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'LINK_NEEDS_PASSWORD',
      message: expect.stringMatching(/Enter that password once/),
    });
    expect(owner.jar.size).toBe(0);
    expect(await identitiesOf(account.userId)).toEqual([]);
    // The first registrant's session is untouched, and gained nothing.
    expect((await squatter.get('/me')).json().data.providers).toEqual(['password']);
  });

  it('refuses a wrong password and links nothing; the right one links, signs in and mails', async () => {
    const account = await verifiedPasswordAccount();
    const sub = `g-${randomUUID()}`;
    const b = testBrowser(t.app);
    const wrong = await b.post('/googleSignIn/link', {
      idToken: await googleToken(account.email, sub),
      password: 'not-the-password',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('WRONG_PASSWORD');
    expect(b.jar.size).toBe(0);
    expect(await identitiesOf(account.userId)).toEqual([]);

    const right = await b.post('/googleSignIn/link', {
      idToken: await googleToken(account.email, sub),
      password: account.password,
    });
    expect(right.statusCode).toBe(200);
    expect(right.json()).toMatchObject({
      isNewUser: false,
      userData: { _id: account.userId, providers: ['password', 'google.com'] },
    });
    expect((await b.get('/me')).json().data._id).toBe(account.userId);
    expect(await identitiesOf(account.userId)).toHaveLength(1);

    await expect.poll(() => mailsTo(t.outboxDir, account.email).length).toBe(2);
    const mail = mailsTo(t.outboxDir, account.email)[1]!;
    expect(mail.subject).toBe('New sign-in method linked to your NineToNine account');
    expect(mail.text).toContain('Google');
    expect(mail.text).not.toContain('evil.example');

    // Linked now: the same Google account signs in without the password.
    const again = await testBrowser(t.app).post('/googleSignIn', {
      idToken: await googleToken(account.email, sub),
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().userData._id).toBe(account.userId);
    expect(mailsTo(t.outboxDir, account.email)).toHaveLength(2);
  });

  it('counts wrong passwords with password sign-in: the same account and address wait', async () => {
    const account = await verifiedPasswordAccount();
    const b = testBrowser(t.app);
    for (let i = 0; i < FREE_FAILURES; i++) {
      const res = await b.post('/googleSignIn/link', {
        idToken: await googleToken(account.email),
        password: `wrong-${i}`,
      });
      expect(res.statusCode).toBe(400);
    }
    // Even the right password waits now, here and at the password sign-in.
    const linkNow = await b.post('/googleSignIn/link', {
      idToken: await googleToken(account.email),
      password: account.password,
    });
    expect(linkNow.statusCode).toBe(429);
    const signIn = await b.signIn(account);
    expect(signIn.statusCode).toBe(429);
    expect(await identitiesOf(account.userId)).toEqual([]);
  });

  it('links an account without a password that proved the email, and tells its mailbox', async () => {
    const email = uniqueEmail('google-only');
    const first = await testBrowser(t.app).post('/googleSignIn', {
      idToken: await googleToken(email),
    });
    expect(first.statusCode).toBe(200);
    const userId = first.json().userData._id as string;

    // Another Google identity with the same verified address: no password to ask for.
    const second = await testBrowser(t.app).post('/googleSignIn', {
      idToken: await googleToken(email),
    });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ isNewUser: false, userData: { _id: userId } });
    expect(await identitiesOf(userId)).toHaveLength(2);
    await expect
      .poll(() => mailsTo(t.outboxDir, email).map((m) => m.subject))
      .toEqual(['New sign-in method linked to your NineToNine account']);
  });

  it('answers a link attempt for an email without a password account like a wrong password', async () => {
    const res = await testBrowser(t.app).post('/googleSignIn/link', {
      idToken: await googleToken(uniqueEmail('nobody')),
      password: 'whatever-it-is',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('WRONG_PASSWORD');
    expect((await testBrowser(t.app).post('/googleSignIn/link', { idToken: 'x' })).statusCode).toBe(
      400,
    );
  });
});
