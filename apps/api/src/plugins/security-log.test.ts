import { API_BASE_PATH, SESSION_HINT_COOKIE } from '@ninetonine/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailsTo, tokenIn } from '#test/outbox';
import { useTestApp } from '#test/test-app';
import { strongPassword, testBrowser } from '#test/test-browser';
import { withoutQueryParameters } from './error-handler';

const logLines: Record<string, unknown>[] = [];
const events = (name: string) => logLines.filter((l) => l.security === name);

describe('security log', () => {
  // No grace period: a replayed refresh token counts as reuse at once.
  const t = useTestApp({ seed: false, logLines, env: { REFRESH_REUSE_GRACE_SECONDS: '0' } });

  it('logs failed and successful sign-ins with user, session and IP, never a secret', async () => {
    const b = testBrowser(t.app);
    const account = await b.register();
    const stranger = testBrowser(t.app);
    const wrong = await stranger.post('/signIn', {
      email: account.email,
      password: 'not-my-password',
    });
    expect(wrong.statusCode).toBe(401);
    const other = testBrowser(t.app);
    const ok = await other.signIn(account);
    expect(ok.statusCode).toBe(200);

    const signIns = events('sign_in');
    expect(signIns).toContainEqual(
      expect.objectContaining({ outcome: 'failure', status: 401, ip: stranger.ip, userId: null }),
    );
    expect(signIns).toContainEqual(
      expect.objectContaining({
        outcome: 'success',
        ip: other.ip,
        userId: account.userId,
        sessionId: expect.any(String),
      }),
    );
    expect(events('sign_up')).toContainEqual(expect.objectContaining({ outcome: 'success' }));
    const everything = JSON.stringify(logLines);
    expect(everything).not.toContain(account.password);
    expect(everything).not.toContain('not-my-password');
    expect(everything).not.toContain(account.email);
    // Every cookie but the session hint ("1", no secret: decision 0045) is a secret.
    const secrets = [...b.jar, ...other.jar].filter(([name]) => name !== SESSION_HINT_COOKIE);
    expect(secrets.length).toBeGreaterThan(0);
    for (const [, value] of secrets) {
      expect(everything).not.toContain(value);
    }
  });

  it('logs reset requests, resets and email verifications, never a link token or password', async () => {
    const account = await testBrowser(t.app).register();
    const asker = testBrowser(t.app);
    expect((await asker.post('/forgot-password', { email: account.email })).statusCode).toBe(202);
    await expect.poll(() => mailsTo(t.outboxDir, account.email).length).toBe(2);
    const [verifyMail, resetMail] = mailsTo(t.outboxDir, account.email);
    const verifyToken = tokenIn(verifyMail!, 'verify-email');
    const resetToken = tokenIn(resetMail!, 'reset-password');
    const password = strongPassword();
    const resetter = testBrowser(t.app);
    const reset = await resetter.post('/reset-password', {
      token: resetToken,
      password,
      confirmPassword: password,
    });
    expect(reset.statusCode).toBe(200);
    // A verification link is confirmed by its account's own session (decision 0070).
    const owner = testBrowser(t.app);
    expect((await owner.post('/signIn', { email: account.email, password })).statusCode).toBe(200);
    expect((await owner.post('/verify-email', { token: verifyToken })).statusCode).toBe(200);

    expect(events('password_reset_request')).toContainEqual(
      expect.objectContaining({ outcome: 'success', status: 202, ip: asker.ip }),
    );
    expect(events('password_reset')).toContainEqual(
      expect.objectContaining({ outcome: 'success', status: 200, ip: resetter.ip }),
    );
    expect(events('email_verify')).toContainEqual(expect.objectContaining({ outcome: 'success' }));
    const everything = JSON.stringify(logLines);
    for (const secret of [resetToken, verifyToken, password, account.email]) {
      expect(everything).not.toContain(secret);
    }
  });

  it('logs refresh-token reuse, password changes and every 401/403', async () => {
    const b = testBrowser(t.app);
    const account = await b.register();
    const stolen = [...b.jar].find(([name]) => name === 'nt_rt')![1];
    expect((await b.post('/refresh-token')).statusCode).toBe(200);
    const replay = await t.app.inject({
      method: 'POST',
      url: `${API_BASE_PATH}/auth/refresh-token`,
      headers: { cookie: `nt_rt=${stolen}`, 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(replay.statusCode).toBe(401);
    expect(events('refresh_token_reuse')).toEqual([
      expect.objectContaining({ outcome: 'failure', ip: expect.any(String) }),
    ]);
    // Reuse revoked the whole session: its newest cookies are dead too.
    expect((await b.get('/me')).statusCode).toBe(401);
    await b.signIn(account);

    const pw = 'Tamarind-Clove-8824';
    const changed = await b.post('/changePassword', {
      currentPassword: account.password,
      newPassword: pw,
      confirmPassword: pw,
    });
    expect(changed.statusCode).toBe(200);
    expect(events('password_change')).toContainEqual(
      expect.objectContaining({ outcome: 'success', userId: account.userId }),
    );
    const anonymous = await t.app.inject({ method: 'GET', url: `${API_BASE_PATH}/auth/users` });
    expect(anonymous.statusCode).toBe(401);
    expect(events('access_denied')).toContainEqual(
      expect.objectContaining({ status: 401, route: `${API_BASE_PATH}/auth/users` }),
    );
    expect(events('session_refresh').length).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(logLines)).not.toContain(stolen);
    expect(JSON.stringify(logLines)).not.toContain(pw);
  });

  it("does not log a signed-out visitor's start-up check, but logs it with a session cookie", async () => {
    const before = events('access_denied').length;
    const visitor = await t.app.inject({ method: 'GET', url: `${API_BASE_PATH}/auth/me` });
    expect(visitor.statusCode).toBe(401);
    expect(events('access_denied')).toHaveLength(before);
    // A dead or forged session cookie is a denial, and logged.
    for (const cookie of ['nt_at=forged', 'nt_rt=forged']) {
      const forged = await t.app.inject({
        method: 'GET',
        url: `${API_BASE_PATH}/auth/me`,
        headers: { cookie },
      });
      expect(forged.statusCode).toBe(401);
    }
    expect(events('access_denied').slice(before)).toEqual([
      expect.objectContaining({ status: 401, route: `${API_BASE_PATH}/auth/me` }),
      expect.objectContaining({ status: 401, route: `${API_BASE_PATH}/auth/me` }),
    ]);
  });

  it("never logs the query of a link page: an old mailed link's ?token= stays out of the log", async () => {
    const tokens = ['verify-secret-1', 'reset-secret-2', 'verify-secret-3'];
    for (const url of [
      `/verify-email?token=${tokens[0]}`,
      `/reset-password?token=${tokens[1]}&x=1`,
      `/Verify-Email/?token=${tokens[2]}`,
    ]) {
      await t.app.inject({ method: 'GET', url, remoteAddress: '10.9.8.7' });
    }
    const logged = logLines.filter(
      (l) => (l.req as { remoteAddress?: string })?.remoteAddress === '10.9.8.7',
    );
    expect(logged.map((l) => (l.req as { url: string }).url)).toEqual([
      '/verify-email',
      '/reset-password',
      '/Verify-Email/',
    ]);
    const everything = JSON.stringify(logLines);
    for (const token of tokens) expect(everything).not.toContain(token);
    // Elsewhere the query is kept: it says what was asked for.
    await t.app.inject({ method: 'GET', url: '/menu?q=naan', remoteAddress: '10.9.8.6' });
    expect(everything + JSON.stringify(logLines)).toContain('/menu?q=naan');
  });

  it('logs a failed query without its bound values', async () => {
    let failure: unknown;
    try {
      await t.db.execute(sql`select ${'$argon2id$secret-hash'}::int`);
    } catch (error) {
      failure = error;
    }
    expect(JSON.stringify(failure, Object.getOwnPropertyNames(failure))).toContain('secret-hash');
    const logged = JSON.stringify(withoutQueryParameters(failure));
    expect(logged).not.toContain('secret-hash');
    expect(logged).toContain('select $1::int');
  });
});
