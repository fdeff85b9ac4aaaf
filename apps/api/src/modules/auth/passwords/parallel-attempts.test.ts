import { ErrorCode } from '@ninetonine/contract';
import { eq, like } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { authAttempts } from '../../../db/schema/index';
import { FREE_FAILURES } from '../../../plugins/failure-backoff';
import { enrol, signInWithPassword, staffMember, totp } from '#test/second-factor-fixtures';
import { useTestApp } from '#test/test-app';
import { testBrowser } from '#test/test-browser';

const AT_ONCE = 30;
const WRONG_CODE = 'That code is not right, or was already used. Try the newest code in your app.';
const CHALLENGE_EXPIRED = 'This sign-in has expired. Please sign in again.';

/** A 6-digit code no step the server accepts now (±1) would take. */
function wrongCodeFor(secret: string): string {
  const now = totp(secret).counter();
  const valid = [now - 1, now, now + 1].map((s) =>
    totp(secret).generate({ timestamp: s * 30_000 }),
  );
  for (let n = 0; ; n++) {
    const code = String(n).padStart(6, '0');
    if (!valid.includes(code)) return code;
  }
}

/** The same request thirty times at once, as a guesser would send them. */
const atOnce = (send: () => Promise<LightMyRequestResponse>) =>
  Promise.all(Array.from({ length: AT_ONCE }, send));

const withMessage = (responses: LightMyRequestResponse[], message: string) =>
  responses.filter((r) => r.statusCode < 500 && r.json().message === message).length;

function expectRefusedUnchecked(responses: LightMyRequestResponse[], checked: number) {
  const waiting = responses.filter((r) => r.statusCode === 429);
  expect(waiting.length).toBe(AT_ONCE - checked);
  for (const r of waiting) {
    expect(r.json()).toEqual({
      message: expect.stringMatching(/^Too many attempts\./),
      code: ErrorCode.RateLimited,
    });
    expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
  }
}

describe('attempts sent at once (each counted before it is checked)', () => {
  const t = useTestApp({ seed: false });

  const failuresOf = async (key: string) =>
    (await t.db.select().from(authAttempts).where(eq(authAttempts.key, key)))[0]?.failures ?? 0;

  it('checks at most five of thirty codes on a sign-in challenge, which is then spent', async () => {
    const staff = await staffMember(t);
    const { secret, nextCode } = await enrol(staff);
    const { b, res } = await signInWithPassword(t, staff);
    const { challenge } = res.json();
    const code = wrongCodeFor(secret);

    const responses = await atOnce(() => b.post('/second-factor', { challenge, code }));
    expect(withMessage(responses, WRONG_CODE)).toBe(FREE_FAILURES);
    // The rest were refused before any code was looked at: the challenge had had its tries.
    expect(withMessage(responses, CHALLENGE_EXPIRED)).toBe(AT_ONCE - FREE_FAILURES);
    expect(await failuresOf(`second-factor:${staff.userId}`)).toBe(FREE_FAILURES);

    // The right code on the spent challenge: refused, no session.
    // (Refused unchecked, the code is not used up: it serves once more below.)
    const right = nextCode();
    const late = testBrowser(t.app);
    const spent = await late.post('/second-factor', { challenge, code: right });
    expect(spent.statusCode).toBe(400);
    expect(spent.json().message).toBe(CHALLENGE_EXPIRED);
    expect(late.jar.size).toBe(0);
    // A new sign-in (the password again) meets the account's wait, even with the right code.
    const again = await signInWithPassword(t, staff);
    const waiting = await again.b.post('/second-factor', {
      challenge: again.res.json().challenge,
      code: right,
    });
    expect(waiting.statusCode).toBe(429);
    expect(again.b.jar.size).toBe(0);
  });

  it('ends a challenge after five wrong codes even once the wait is over; success resets', async () => {
    const staff = await staffMember(t);
    const { secret, nextCode } = await enrol(staff);
    const first = await signInWithPassword(t, staff);
    const { challenge } = first.res.json();
    for (let i = 0; i < FREE_FAILURES; i++) {
      const wrong = await first.b.post('/second-factor', { challenge, code: wrongCodeFor(secret) });
      expect(wrong.json().message).toBe(WRONG_CODE);
    }
    // The account's wait is over (its count forgotten), but this challenge stays spent.
    await t.db.delete(authAttempts).where(eq(authAttempts.key, `second-factor:${staff.userId}`));
    const right = nextCode();
    const spent = await testBrowser(t.app).post('/second-factor', { challenge, code: right });
    expect(spent.json().message).toBe(CHALLENGE_EXPIRED);

    const second = await signInWithPassword(t, staff);
    const other = second.res.json().challenge as string;
    expect(
      (await second.b.post('/second-factor', { challenge: other, code: wrongCodeFor(secret) }))
        .statusCode,
    ).toBe(400);
    expect(await failuresOf(`second-factor:${staff.userId}`)).toBe(1);
    const ok = await second.b.post('/second-factor', { challenge: other, code: right });
    expect(ok.statusCode).toBe(200);
    expect(await failuresOf(`second-factor:${staff.userId}`)).toBe(0);
  });

  it('checks at most five of thirty wrong passwords at once', async () => {
    const account = await testBrowser(t.app).register();
    const guesser = testBrowser(t.app);
    const responses = await atOnce(() =>
      guesser.post('/signIn', { email: account.email, password: 'not-the-password' }),
    );
    expect(withMessage(responses, 'Invalid email or password')).toBe(FREE_FAILURES);
    expectRefusedUnchecked(responses, FREE_FAILURES);
    const [row] = await t.db
      .select()
      .from(authAttempts)
      .where(like(authAttempts.key, `signin:%:${guesser.ip}`));
    expect(row?.failures).toBe(FREE_FAILURES);
    // The owner, from elsewhere, still signs in.
    const owner = testBrowser(t.app);
    expect((await owner.signIn(account)).statusCode).toBe(200);
  });

  it('checks at most five of thirty re-authentications at once; then the right password waits', async () => {
    const staff = await staffMember(t);
    const responses = await atOnce(() =>
      staff.b.post('/reauthenticate', { password: 'not-the-password' }),
    );
    expect(withMessage(responses, 'Your password is incorrect.')).toBe(FREE_FAILURES);
    expectRefusedUnchecked(responses, FREE_FAILURES);
    expect(await failuresOf(`second-factor:${staff.userId}`)).toBe(FREE_FAILURES);
    expect((await staff.b.post('/reauthenticate', { password: staff.password })).statusCode).toBe(
      429,
    );
  });

  it('resets the count on a right re-authentication', async () => {
    const staff = await staffMember(t);
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < FREE_FAILURES - 1; i++) {
        const wrong = await staff.b.post('/reauthenticate', { password: 'not-the-password' });
        expect(wrong.statusCode).toBe(400);
      }
      const ok = await staff.b.post('/reauthenticate', { password: staff.password });
      expect(ok.statusCode).toBe(200);
      expect(await failuresOf(`second-factor:${staff.userId}`)).toBe(0);
    }
  });

  it('checks at most five of thirty codes confirming an app at once; the app stays off', async () => {
    const staff = await staffMember(t);
    const setup = await staff.b.post('/second-factor/setup', {});
    const { secret } = setup.json() as { secret: string };
    const code = wrongCodeFor(secret);
    const responses = await atOnce(() => staff.b.post('/second-factor/confirm', { code }));
    expect(withMessage(responses, WRONG_CODE)).toBe(FREE_FAILURES);
    expectRefusedUnchecked(responses, FREE_FAILURES);
    expect(await failuresOf(`second-factor:${staff.userId}`)).toBe(FREE_FAILURES);
    const right = await staff.b.post('/second-factor/confirm', { code: totp(secret).generate() });
    expect(right.statusCode).toBe(429);
    expect((await staff.b.get('/second-factor')).json()).toMatchObject({ enabled: false });
  });
});
