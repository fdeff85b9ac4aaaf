import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../../db/schema/index';
import { signInAs } from '#test/sign-in';
import { loadEnv } from '../../../config/env';
import { createPasswordHasher } from './password';
import { useTestApp } from '#test/test-app';
import { strongPassword, testBrowser, uniqueEmail } from '#test/test-browser';

/**
 * The hasher an app makes from a default environment (production's cost, where the rest of the
 * suite hashes at `minimal`), counting the argon2id verifications it runs.
 */
function countingHasher() {
  const passwords = createPasswordHasher(loadEnv({}).PASSWORD_HASH_COST);
  const counted = {
    ...passwords,
    verifications: 0,
    verify: (...args: Parameters<typeof passwords.verify>) => {
      counted.verifications++;
      return passwords.verify(...args);
    },
  };
  return counted;
}

describe('email sign-up and sign-in', () => {
  const passwords = countingHasher();
  const t = useTestApp({ seed: false, passwords });
  const countUsers = async (email: string) =>
    (await t.db.select({ id: users.id }).from(users).where(eq(users.email, email))).length;

  it('registers a customer (201, userData, a session) with an argon2id hash', async () => {
    const b = testBrowser(t.app);
    const email = uniqueEmail('Mixed.Case');
    const res = await b.post('/register', {
      name: 'Ada Lovelace',
      email: email.toUpperCase(),
      password: 'kitchen-lantern-42',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toEqual(expect.any(String));
    expect(body.userData).toMatchObject({
      name: 'Ada Lovelace',
      email: email.toLowerCase(),
      role: 'customer',
      providers: ['password'],
    });
    expect(JSON.stringify(body)).not.toMatch(/argon2|password_?hash/i);
    const cookies = res.cookies as Array<Record<string, unknown>>;
    expect(cookies.find((c) => c.name === 'nt_at')).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/api',
    });
    expect(cookies.find((c) => c.name === 'nt_rt')).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/api/v1/auth',
    });
    expect((await b.get('/me')).json().data.email).toBe(email.toLowerCase());

    const [row] = await t.db.select().from(users).where(eq(users.email, email.toLowerCase()));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('refuses a duplicate email with 409, whatever its case', async () => {
    const first = await testBrowser(t.app).register();
    const res = await testBrowser(t.app).post('/register', {
      name: 'Someone Else',
      email: first.email.toUpperCase(),
      password: strongPassword(),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/already exists/);
    expect(await countUsers(first.email)).toBe(1);
  });

  it.each([
    ['too short', 'short-pw1', /at least 10 characters/],
    ['common', 'qwertyuiop', /too common/],
    ['common with affixes', 'Password2024!', /too common/],
    ['repetitive', 'abcabcabcabc', /too common/],
    ['containing the name', 'GraceHopper-1906', /name or email/],
    ['containing the email', 'admiral-grace-99', /name or email/],
  ])(
    'refuses a weak password (%s) with a clear 400 and creates nothing',
    async (_, password, msg) => {
      const email = `admiral-grace-${Date.now()}@example.test`;
      const res = await testBrowser(t.app).post('/register', {
        name: 'Grace Hopper',
        email,
        password,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message: expect.stringMatching(msg),
        code: 'WEAK_PASSWORD',
      });
      expect(res.headers['set-cookie']).toBeUndefined();
      expect(await countUsers(email)).toBe(0);
    },
  );

  it('refuses mass assignment: a role (or any unknown field) in the body is a 400', async () => {
    const email = uniqueEmail('sneaky');
    for (const extra of [{ role: 'admin' }, { passwordHash: 'x' }, { _id: 'abc' }]) {
      const res = await testBrowser(t.app).post('/register', {
        name: 'Sneaky Pete',
        email,
        password: strongPassword(),
        ...extra,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
    expect(await countUsers(email)).toBe(0);
  });

  it('refuses malformed bodies with 400, never 500', async () => {
    const b = testBrowser(t.app);
    for (const body of [{}, { email: 'not-an-email', password: 'x' }, { email: 3, password: [] }]) {
      expect((await b.post('/signIn', body)).statusCode).toBe(400);
      expect((await b.post('/register', body)).statusCode).toBe(400);
    }
    const nul = await b.post('/register', {
      name: 'Bad\u0000Name',
      email: uniqueEmail(),
      password: strongPassword(),
    });
    expect(nul.statusCode).toBe(400);
    const raw = await b.request('POST', '/signIn', {
      body: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(raw.statusCode).toBe(400);
  });

  it('signs in with the right password, any email case', async () => {
    const account = await testBrowser(t.app).register();
    const b = testBrowser(t.app);
    const res = await b.post('/signIn', {
      email: `  ${account.email.toUpperCase()} `,
      password: account.password,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: expect.any(String),
      userData: { _id: account.userId, email: account.email },
    });
    expect((await b.get('/me')).json().data._id).toBe(account.userId);
  });

  it('answers an unknown email, a wrong password and a password-less account alike', async () => {
    const account = await testBrowser(t.app).register();
    const [phoneOnly] = await t.db
      .insert(users)
      .values({ name: 'Guest 4242', email: uniqueEmail('nopw'), phone: '+15555550101' })
      .returning({ email: users.email });
    const attempts = [
      { email: uniqueEmail('nobody'), password: account.password },
      { email: account.email, password: `${account.password}x` },
      { email: phoneOnly!.email!, password: account.password },
    ];
    const answers = [];
    for (const body of attempts) {
      const b = testBrowser(t.app);
      const before = passwords.verifications;
      const res = await b.post('/signIn', body);
      answers.push({
        status: res.statusCode,
        body: res.json(),
        verifications: passwords.verifications - before,
        cookies: res.headers['set-cookie'],
      });
    }
    for (const a of answers) {
      expect(a.status).toBe(401);
      expect(a.body).toEqual({ message: 'Invalid email or password', code: 'INVALID_CREDENTIALS' });
      expect(a.cookies).toBeUndefined();
    }
    // Each path runs one argon2id verification (the same work, so the same time): an unknown
    // email or a password-less account is not answered sooner than a wrong password.
    expect(answers.map((a) => a.verifications)).toEqual([1, 1, 1]);
  });
});

describe('changing the password', () => {
  const t = useTestApp({ seed: false });

  it('needs the current password, checks strength, keeps this session and ends the others', async () => {
    const here = testBrowser(t.app);
    const account = await here.register();
    const elsewhere = testBrowser(t.app);
    expect((await elsewhere.signIn(account)).statusCode).toBe(200);
    const newPassword = strongPassword();

    const wrong = await here.post('/changePassword', {
      currentPassword: 'not-my-password',
      newPassword,
      confirmPassword: newPassword,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('WRONG_PASSWORD');

    const mismatch = await here.post('/changePassword', {
      currentPassword: account.password,
      newPassword,
      confirmPassword: `${newPassword}!`,
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().message).toMatch(/do not match/);

    const weak = await here.post('/changePassword', {
      currentPassword: account.password,
      newPassword: 'password123',
      confirmPassword: 'password123',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().code).toBe('WEAK_PASSWORD');
    // Nothing changed so far: the other device is still signed in.
    expect((await elsewhere.get('/me')).statusCode).toBe(200);

    const ok = await here.post('/changePassword', {
      currentPassword: account.password,
      newPassword,
      confirmPassword: newPassword,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toEqual(expect.any(String));

    expect((await here.get('/me')).statusCode).toBe(200);
    expect((await here.post('/refresh-token', {})).statusCode).toBe(200);
    expect(await elsewhere.sessionAnswers()).toEqual([401, 401]);

    const fresh = testBrowser(t.app);
    expect((await fresh.signIn(account)).statusCode).toBe(401);
    expect(
      (await fresh.post('/signIn', { email: account.email, password: newPassword })).statusCode,
    ).toBe(200);
  });

  it('is 401 when signed out and 400 for accounts without a password', async () => {
    const anon = testBrowser(t.app);
    const body = { currentPassword: 'x', newPassword: strongPassword(), confirmPassword: 'y' };
    expect((await anon.post('/changePassword', body)).statusCode).toBe(401);

    // signInAs makes an account with no password, like a Google or phone account.
    const { cookie } = await signInAs(t.app);
    const b = testBrowser(t.app);
    const [name, value] = cookie.split('=');
    b.jar.set(name!, value!);
    const pw = strongPassword();
    const res = await b.post('/changePassword', {
      currentPassword: 'anything',
      newPassword: pw,
      confirmPassword: pw,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'NO_PASSWORD', message: expect.any(String) });
  });
});
