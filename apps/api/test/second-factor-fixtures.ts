import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { expect } from 'vitest';
import { users, type UserRole } from '#src/db/schema/index';
import type { TestApp } from './test-app';
import { testBrowser, type TestBrowser } from './test-browser';

export const totp = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });

/**
 * Codes as an app would show them. A code is good once per 30-second step, so each use takes
 * the next step not used yet: the current one, then the next (the server accepts ±1 step).
 */
export function codesFor(secret: string) {
  let last = -Infinity;
  return () => {
    const now = totp(secret).counter();
    const step = Math.max(now, last + 1);
    if (step > now + 1) throw new Error('test uses more codes than two steps allow');
    last = step;
    return totp(secret).generate({ timestamp: step * 30_000 });
  };
}

export interface Staff {
  b: TestBrowser;
  userId: string;
  email: string;
  password: string;
}

/** An account with a password and a live session, made staff (or admin) in the database. */
export async function staffMember(t: TestApp, role: UserRole = 'staff'): Promise<Staff> {
  const b = testBrowser(t.app);
  const account = await b.register();
  await t.db.update(users).set({ role }).where(eq(users.id, account.userId));
  return { b, ...account };
}

/** Sets up and confirms an app for a signed-in staff member. */
export async function enrol(staff: Staff) {
  const setup = await staff.b.post('/second-factor/setup', {});
  expect(setup.statusCode).toBe(200);
  const { secret } = setup.json() as { secret: string };
  const nextCode = codesFor(secret);
  const confirm = await staff.b.post('/second-factor/confirm', { code: nextCode() });
  expect(confirm.statusCode).toBe(200);
  return { secret, nextCode, recoveryCodes: confirm.json().recoveryCodes as string[] };
}

/**
 * A password sign-in from a new browser finished with the app's code for the next step (one a
 * database restored from a backup has not seen used): its status code.
 */
export async function signInWithAppCode(t: TestApp, staff: Staff, secret: string) {
  const { b, res } = await signInWithPassword(t, staff);
  expect(res.statusCode, res.body).toBe(401);
  const code = totp(secret).generate({ timestamp: Date.now() + 30_000 });
  return (await b.post('/second-factor', { challenge: res.json().challenge, code })).statusCode;
}

/** The first step of a sign-in from a new browser: the password. */
export async function signInWithPassword(t: TestApp, staff: Staff) {
  const b = testBrowser(t.app);
  const res = await b.post('/signIn', { email: staff.email, password: staff.password });
  return { b, res };
}
