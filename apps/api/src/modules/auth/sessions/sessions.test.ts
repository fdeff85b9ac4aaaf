import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { refreshTokens, sessions, users } from '../../../db/schema/index';
import { useTestApp, type TestApp } from '#test/test-app';
import { testBrowser, uniqueEmail, type TestBrowser } from '#test/test-browser';
import { withAlteredSignature } from '#test/altered-signature';
import { hashToken } from './session.repository';

/** A second browser holding a copy of `b`'s current cookies (a thief, or a stale tab). */
function copyOf(t: TestApp, b: TestBrowser): TestBrowser {
  const c = testBrowser(t.app, { ip: b.ip });
  for (const [k, v] of b.jar) c.jar.set(k, v);
  return c;
}

async function sessionRow(t: TestApp, b: TestBrowser) {
  const [row] = await t.db
    .select({ session: sessions })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
    .where(eq(refreshTokens.tokenHash, hashToken(b.jar.get('nt_rt')!)));
  return row!.session;
}

describe('refresh-token rotation (no grace window)', () => {
  const t = useTestApp({ seed: false, env: { REFRESH_REUSE_GRACE_SECONDS: '0' } });

  it('rotates; replaying the old token revokes the whole session, new token included', async () => {
    const b = testBrowser(t.app);
    await b.register();
    const stale = copyOf(t, b);
    const before = { ...Object.fromEntries(b.jar) };
    const sessionId = (await sessionRow(t, b)).id;

    const res = await b.post('/refresh-token', {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: expect.any(String) });
    expect(b.jar.get('nt_rt')).not.toBe(before.nt_rt);
    expect(b.jar.get('nt_at')).toEqual(expect.any(String));
    expect((await b.get('/me')).statusCode).toBe(200);

    const replay = await stale.post('/refresh-token', {});
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ message: expect.any(String), code: 'SESSION_EXPIRED' });

    expect((await b.post('/refresh-token', {})).statusCode).toBe(401);
    expect((await b.get('/me')).statusCode).toBe(401);
    const [row] = await t.db.select().from(sessions).where(eq(sessions.id, sessionId));
    expect(row!.revokedReason).toBe('refresh_token_reuse');
    expect(stale.jar.size).toBe(0);
  });

  it('refuses a missing, unknown or garbage refresh cookie with 401 and clears cookies', async () => {
    const none = await testBrowser(t.app).post('/refresh-token');
    expect(none.statusCode).toBe(401);
    const b = testBrowser(t.app);
    b.jar.set('nt_rt', 'x'.repeat(43));
    const res = await b.post('/refresh-token', {});
    expect(res.statusCode).toBe(401);
    expect(b.jar.size).toBe(0);
    expect((await b.post('/refresh-token', { extra: true })).statusCode).toBe(400);
  });
});

describe('sessions', () => {
  const t = useTestApp({ seed: false });

  it('lets exactly one of two concurrent refreshes with the same token win', async () => {
    const b = testBrowser(t.app);
    await b.register();
    const twin = copyOf(t, b);
    const [r1, r2] = await Promise.all([
      b.post('/refresh-token', {}),
      twin.post('/refresh-token', {}),
    ]);
    expect([r1.statusCode, r2.statusCode].sort()).toEqual([200, 401]);
    const winner = r1.statusCode === 200 ? b : twin;
    const loser = r1.statusCode === 200 ? r2 : r1;
    // Within the grace window the duplicate is refused without killing the session.
    expect(loser.json().code).toBe('REFRESH_SUPERSEDED');
    expect((await winner.get('/me')).statusCode).toBe(200);
    expect((await winner.post('/refresh-token', {})).statusCode).toBe(200);
  });

  it('treats a replay after the grace window as theft', async () => {
    const b = testBrowser(t.app);
    await b.register();
    const stale = copyOf(t, b);
    expect((await b.post('/refresh-token', {})).statusCode).toBe(200);
    const grace = await stale.post('/refresh-token', {});
    expect(grace.json().code).toBe('REFRESH_SUPERSEDED');
    expect((await b.get('/me')).statusCode).toBe(200);

    await t.db
      .update(refreshTokens)
      .set({ usedAt: new Date(Date.now() - 60_000) })
      .where(eq(refreshTokens.tokenHash, hashToken(stale.jar.get('nt_rt')!)));
    expect((await stale.post('/refresh-token', {})).statusCode).toBe(401);
    expect(await b.sessionAnswers()).toEqual([401, 401]);
  });

  it('has an absolute expiry that rotation does not extend', async () => {
    const b = testBrowser(t.app);
    await b.register();
    const original = await sessionRow(t, b);
    const days = (original.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);

    const res = await b.post('/refresh-token', {});
    const rt = (res.cookies as Array<{ name: string; expires?: Date }>).find(
      (c) => c.name === 'nt_rt',
    );
    expect(Math.abs(rt!.expires!.getTime() - original.expiresAt.getTime())).toBeLessThan(1000);
    expect((await sessionRow(t, b)).expiresAt.getTime()).toBe(original.expiresAt.getTime());

    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, original.id));
    expect(await b.sessionAnswers()).toEqual([401, 401]);
  });

  it('logout revokes the session server-side: copied cookies die at once', async () => {
    const b = testBrowser(t.app);
    await b.register();
    const thief = copyOf(t, b);
    const res = await b.post('/user/logout');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: expect.any(String) });
    expect(b.jar.size).toBe(0);
    expect(await thief.sessionAnswers()).toEqual([401, 401]);
    // Already signed out: still 200.
    expect((await b.post('/user/logout')).statusCode).toBe(200);
    expect((await testBrowser(t.app).post('/user/logout', {})).statusCode).toBe(200);
  });

  it('logout with only the refresh cookie (access expired) still ends the session', async () => {
    const b = testBrowser(t.app);
    await b.register();
    const thief = copyOf(t, b);
    b.jar.delete('nt_at');
    expect((await b.post('/user/logout')).statusCode).toBe(200);
    expect(await thief.sessionAnswers()).toEqual([401, 401]);
  });

  it('signing in again replaces the session this browser had', async () => {
    const b = testBrowser(t.app);
    const account = await b.register();
    const old = copyOf(t, b);
    expect((await b.signIn(account)).statusCode).toBe(200);
    expect((await b.get('/me')).statusCode).toBe(200);
    expect((await old.get('/me')).statusCode).toBe(401);
  });

  it('ignores forged, tampered or foreign access tokens', async () => {
    const b = testBrowser(t.app);
    await b.register();
    const at = b.jar.get('nt_at')!;
    const [h, p, s] = at.split('.');
    const forged = testBrowser(t.app);
    for (const token of [
      withAlteredSignature(at),
      `${h}.${Buffer.from('{"sub":"x","sid":"y"}').toString('base64url')}.${s}`,
      `${Buffer.from('{"alg":"none"}').toString('base64url')}.${p}.`,
      'garbage',
    ]) {
      forged.jar.set('nt_at', token);
      expect((await forged.get('/me')).statusCode).toBe(401);
    }
  });

  it('a deleted user is signed out everywhere', async () => {
    const b = testBrowser(t.app);
    const account = await b.register();
    await t.db.delete(users).where(eq(users.id, account.userId));
    expect(await b.sessionAnswers()).toEqual([401, 401]);
  });
});

describe('CSRF protection on auth calls', () => {
  const t = useTestApp({ seed: false, env: { ALLOWED_ORIGINS: 'https://shop.example' } });

  it('refuses state-changing calls without X-Requested-With, changing nothing', async () => {
    const email = uniqueEmail('csrf');
    const b = testBrowser(t.app);
    const res = await b.request('POST', '/register', {
      body: { name: 'Cross Site', email, password: 'orange-lantern-77' },
      csrf: false,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ message: expect.any(String), code: 'CSRF' });
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(await t.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);

    await b.register();
    const logout = await b.request('POST', '/user/logout', { csrf: false });
    expect(logout.statusCode).toBe(403);
    expect((await b.get('/me')).statusCode).toBe(200);
    const pw = 'orange-lantern-78';
    const change = await b.request('POST', '/changePassword', {
      body: { currentPassword: 'x', newPassword: pw, confirmPassword: pw },
      csrf: false,
    });
    expect(change.statusCode).toBe(403);
  });

  it('applies the CSRF check to the route reached, however its URL is spelled (regression)', async () => {
    const b = testBrowser(t.app);
    await b.register();
    for (const url of ['/%61pi/v1/auth/user/logout', '/api/v1/auth/user/logout/']) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        remoteAddress: b.ip,
        headers: { cookie: b.cookieHeader() },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'CSRF' });
      expect((await b.get('/me')).statusCode).toBe(200);
    }
  });

  it('refuses a foreign Origin but accepts our own and the allowed ones', async () => {
    const b = testBrowser(t.app);
    const account = await b.register();
    const creds = { email: account.email, password: account.password };
    const foreign = await b.request('POST', '/signIn', {
      body: creds,
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.headers['set-cookie']).toBeUndefined();
    const foreignLogout = await b.request('POST', '/user/logout', {
      headers: { origin: 'https://evil.example' },
    });
    expect(foreignLogout.statusCode).toBe(403);
    expect((await b.get('/me')).statusCode).toBe(200);

    for (const origin of ['http://localhost:80', 'https://shop.example']) {
      const res = await b.request('POST', '/signIn', {
        body: creds,
        headers: { origin, host: 'localhost:80' },
      });
      expect(res.statusCode).toBe(200);
    }
  });
});

describe('cookie flags', () => {
  const t = useTestApp({ seed: false, env: { COOKIE_SECURE: 'true' } });

  it('marks session cookies Secure when COOKIE_SECURE is set', async () => {
    const res = await testBrowser(t.app).post('/register', {
      name: 'Secure Sam',
      email: uniqueEmail(),
      password: 'orange-lantern-79',
    });
    expect(res.statusCode).toBe(201);
    for (const c of res.cookies as Array<{ name: string; secure?: boolean }>) {
      expect(c.secure, c.name).toBe(true);
    }
  });
});
