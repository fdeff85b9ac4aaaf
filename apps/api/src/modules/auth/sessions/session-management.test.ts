import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { refreshTokens, sessions } from '../../../db/schema/index';
import { useTestApp, type TestApp } from '#test/test-app';
import { testBrowser, type TestBrowser } from '#test/test-browser';
import { hashToken } from './session.repository';

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';
const MAC_SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Safari/605.1.15';
const WINDOWS_FIREFOX =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:132.0) Gecko/20100101 Firefox/132.0';

interface SessionItem {
  id: string;
  device: string;
  createdAt: string;
  lastUsedAt: string;
  current: boolean;
}

async function sessionIdOf(t: TestApp, b: TestBrowser): Promise<string> {
  const [row] = await t.db
    .select({ sessionId: refreshTokens.sessionId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(b.jar.get('nt_rt')!)));
  return row!.sessionId;
}

async function sessionRow(t: TestApp, id: string) {
  const [row] = await t.db.select().from(sessions).where(eq(sessions.id, id));
  return row!;
}

/** Moves a session's last use `minutes` into the past (no waiting for the clock). */
async function lastUsedMinutesAgo(t: TestApp, id: string, minutes: number) {
  await t.db
    .update(sessions)
    .set({ lastUsedAt: new Date(Date.now() - minutes * 60_000) })
    .where(eq(sessions.id, id));
}

/** Another browser of the same account, signed in with its own User-Agent. */
async function signInAgain(
  t: TestApp,
  account: { email: string; password: string },
  userAgent: string,
): Promise<TestBrowser> {
  const b = testBrowser(t.app);
  const res = await b.request('POST', '/signIn', {
    body: { email: account.email, password: account.password },
    headers: { 'user-agent': userAgent },
  });
  expect(res.statusCode).toBe(200);
  return b;
}

async function listOf(b: TestBrowser): Promise<SessionItem[]> {
  const res = await b.get('/sessions');
  expect(res.statusCode).toBe(200);
  return (res.json() as { sessions: SessionItem[] }).sessions;
}

const deleteSession = (b: TestBrowser, id: string) =>
  b.request('DELETE', `/sessions/${encodeURIComponent(id)}`);

const logLines: Record<string, unknown>[] = [];
const events = (name: string) => logLines.filter((l) => l.security === name);

describe('session idle timeout', () => {
  const t = useTestApp({ seed: false, logLines, env: { SESSION_IDLE_TIMEOUT_MINUTES: '60' } });

  it('refreshes a session used within the timeout, and counts idleness from that use', async () => {
    const b = testBrowser(t.app);
    await b.register();
    const id = await sessionIdOf(t, b);
    await lastUsedMinutesAgo(t, id, 59);
    // The refresh marks the session used when it happens (between these two instants).
    const before = Date.now();
    expect((await b.post('/refresh-token', {})).statusCode).toBe(200);
    const after = Date.now();
    const row = await sessionRow(t, id);
    expect(row.lastUsedAt.getTime()).toBeGreaterThanOrEqual(before - 1);
    expect(row.lastUsedAt.getTime()).toBeLessThanOrEqual(after + 1);
    expect(row.revokedAt).toBeNull();
    expect((await b.get('/me')).statusCode).toBe(200);
  });

  it('ends a session idle for longer: refresh refused with a clear message, cookies cleared, row ended', async () => {
    const b = testBrowser(t.app);
    await b.register();
    const id = await sessionIdOf(t, b);
    const accessCookie = b.jar.get('nt_at')!;
    await lastUsedMinutesAgo(t, id, 61);

    const res = await b.post('/refresh-token', {});
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      message: expect.stringMatching(/inactivity/i),
      code: 'SESSION_EXPIRED',
    });
    expect(b.jar.size).toBe(0);
    const row = await sessionRow(t, id);
    expect(row.revokedAt).toBeInstanceOf(Date);
    expect(row.revokedReason).toBe('idle_timeout');

    // The ended session stays ended: its access token is refused too.
    const copy = testBrowser(t.app);
    copy.jar.set('nt_at', accessCookie);
    expect((await copy.get('/me')).statusCode).toBe(401);
    expect(events('session_idle_timeout')).toContainEqual(
      expect.objectContaining({ outcome: 'failure', ip: b.ip }),
    );
  });

  it('logs ending sessions as security events, with who did it', async () => {
    const b = testBrowser(t.app);
    const account = await b.register();
    const other = await signInAgain(t, account, ANDROID_CHROME);
    await signInAgain(t, account, MAC_SAFARI);
    expect((await deleteSession(b, await sessionIdOf(t, other))).statusCode).toBe(200);
    expect((await b.post('/sessions/sign-out-others', {})).statusCode).toBe(200);
    const actor = { userId: account.userId, sessionId: await sessionIdOf(t, b) };
    expect(events('session_end')).toContainEqual(
      expect.objectContaining({ outcome: 'success', method: 'DELETE', ...actor }),
    );
    expect(events('session_end_others')).toContainEqual(
      expect.objectContaining({ outcome: 'success', ...actor }),
    );
  });
});

describe('listing and ending sessions', () => {
  const t = useTestApp({ seed: false });

  it('lists only the caller’s live sessions, the calling one marked current', async () => {
    const phone = testBrowser(t.app);
    const account = await phone.register();
    const laptop = await signInAgain(t, account, MAC_SAFARI);
    const ended = await signInAgain(t, account, WINDOWS_FIREFOX);
    expect((await ended.post('/user/logout')).statusCode).toBe(200);
    const stranger = testBrowser(t.app);
    await stranger.register();

    const seenByLaptop = await listOf(laptop);
    expect(seenByLaptop).toHaveLength(2);
    expect(seenByLaptop[0]).toEqual({
      id: await sessionIdOf(t, laptop),
      device: 'Safari on macOS',
      createdAt: expect.any(String),
      lastUsedAt: expect.any(String),
      current: true,
    });
    expect(seenByLaptop[1]).toMatchObject({ id: await sessionIdOf(t, phone), current: false });
    expect(Number.isNaN(Date.parse(seenByLaptop[1]!.createdAt))).toBe(false);

    const seenByPhone = await listOf(phone);
    expect(seenByPhone.filter((s) => s.current).map((s) => s.id)).toEqual([
      await sessionIdOf(t, phone),
    ]);
    const strangers = await listOf(stranger);
    expect(strangers.map((s) => s.id)).toEqual([await sessionIdOf(t, stranger)]);
  });

  it('leaves idle-expired sessions out of the list', async () => {
    const b = testBrowser(t.app);
    const account = await b.register();
    const old = await signInAgain(t, account, ANDROID_CHROME);
    await lastUsedMinutesAgo(t, await sessionIdOf(t, old), t.env.SESSION_IDLE_TIMEOUT_MINUTES + 1);
    expect((await listOf(b)).map((s) => s.id)).toEqual([await sessionIdOf(t, b)]);
  });

  it('signs another device out: its access and refresh stop working at once', async () => {
    const laptop = testBrowser(t.app);
    const account = await laptop.register();
    const phone = await signInAgain(t, account, ANDROID_CHROME);
    const phoneSession = await sessionIdOf(t, phone);
    expect((await listOf(laptop)).find((s) => s.id === phoneSession)?.device).toBe(
      'Chrome on Android',
    );

    const res = await deleteSession(laptop, phoneSession);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: expect.any(String) });
    // The caller keeps its cookies and its session.
    expect(laptop.jar.has('nt_at')).toBe(true);
    expect((await laptop.get('/me')).statusCode).toBe(200);

    expect(await phone.sessionAnswers()).toEqual([401, 401]);
    expect((await sessionRow(t, phoneSession)).revokedReason).toBe('signed_out_remotely');
    expect((await listOf(laptop)).map((s) => s.id)).toEqual([await sessionIdOf(t, laptop)]);
    // Already ended: nothing left to end.
    expect((await deleteSession(laptop, phoneSession)).statusCode).toBe(404);
  });

  it('signing out the current device ends it and clears its cookies', async () => {
    const b = testBrowser(t.app);
    await b.register();
    const id = await sessionIdOf(t, b);
    const copy = testBrowser(t.app);
    for (const [k, v] of b.jar) copy.jar.set(k, v);

    const res = await deleteSession(b, id);
    expect(res.statusCode).toBe(200);
    expect(b.jar.size).toBe(0);
    expect(await copy.sessionAnswers()).toEqual([401, 401]);
  });

  it('answers 404 for another user’s session and leaves it alone', async () => {
    const me = testBrowser(t.app);
    await me.register();
    const other = testBrowser(t.app);
    await other.register();
    const theirs = await sessionIdOf(t, other);

    const res = await deleteSession(me, theirs);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: expect.any(String), code: 'NOT_FOUND' });
    expect((await other.get('/me')).statusCode).toBe(200);
    expect((await sessionRow(t, theirs)).revokedAt).toBeNull();
    expect((await deleteSession(me, 'no-such-session')).statusCode).toBe(404);
  });

  it('refuses malformed session ids with 400 and a message', async () => {
    const b = testBrowser(t.app);
    await b.register();
    for (const id of ['bad id!', "x' OR '1'='1", 'a'.repeat(65), '../me']) {
      const res = await deleteSession(b, id);
      expect(res.statusCode, id).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, id).toBeLessThan(500);
      expect(res.json(), id).toMatchObject({ message: expect.any(String) });
    }
    expect((await b.get('/me')).statusCode).toBe(200);
  });

  it('"sign out everywhere else" ends every other session and keeps the current one', async () => {
    const home = testBrowser(t.app);
    const account = await home.register();
    const phone = await signInAgain(t, account, ANDROID_CHROME);
    const work = await signInAgain(t, account, WINDOWS_FIREFOX);
    const stranger = testBrowser(t.app);
    await stranger.register();

    const res = await home.post('/sessions/sign-out-others', {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: expect.any(String), ended: 2 });
    expect((await home.get('/me')).statusCode).toBe(200);
    expect((await home.post('/refresh-token', {})).statusCode).toBe(200);
    for (const b of [phone, work]) {
      expect(await b.sessionAnswers()).toEqual([401, 401]);
    }
    expect((await stranger.get('/me')).statusCode).toBe(200);
    expect((await listOf(home)).map((s) => s.id)).toEqual([await sessionIdOf(t, home)]);
    expect((await home.post('/sessions/sign-out-others', {})).json()).toMatchObject({ ended: 0 });
  });

  it('needs a session for every call', async () => {
    const anon = testBrowser(t.app);
    expect((await anon.get('/sessions')).statusCode).toBe(401);
    expect((await deleteSession(anon, 'abc123')).statusCode).toBe(401);
    expect((await anon.post('/sessions/sign-out-others', {})).statusCode).toBe(401);
  });
});
