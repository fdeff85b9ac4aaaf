import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authAttempts, pushSubscriptions, refreshTokens, sessions } from '../../../db/schema/index';
import { useTestApp, type TestApp } from '#test/test-app';
import { testBrowser } from '#test/test-browser';
import { ENDED_SESSION_RETENTION_DAYS } from './session-sweep';

const DAY = 86_400_000;
const IDLE_MINUTES = 60 * 24 * 7;

/** A signed-in browser's session id, after one renewal (two refresh tokens) and a push device. */
async function signedInSession(t: TestApp, label: string): Promise<string> {
  const b = testBrowser(t.app);
  const { userId } = await b.register();
  expect((await b.post('/refresh-token', {})).statusCode).toBe(200);
  const [session] = await t.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.userId, userId));
  await t.db.insert(pushSubscriptions).values({
    userId,
    sessionId: session!.id,
    topic: 'orders',
    endpoint: `https://push.example/${label}`,
    p256dh: 'key',
    auth: 'auth',
  });
  return session!.id;
}

describe('the session sweep (decision 0068)', () => {
  // Its timer off: only the test's own passes delete, so it can count them.
  const t = useTestApp({
    seed: false,
    env: { SESSION_IDLE_TIMEOUT_MINUTES: String(IDLE_MINUTES) },
    sessionSweepTimer: false,
  });

  it('deletes sessions ended over 30 days ago, with their tokens and devices; keeps the rest', async () => {
    const now = new Date();
    const daysAgo = (days: number) => new Date(now.getTime() - days * DAY);
    const ids = {
      live: await signedInSession(t, 'live'),
      revokedLongAgo: await signedInSession(t, 'revoked-long-ago'),
      revokedLately: await signedInSession(t, 'revoked-lately'),
      expiredLongAgo: await signedInSession(t, 'expired-long-ago'),
      idleLongAgo: await signedInSession(t, 'idle-long-ago'),
      idleLately: await signedInSession(t, 'idle-lately'),
    };
    const set = (id: string, values: Partial<typeof sessions.$inferInsert>) =>
      t.db.update(sessions).set(values).where(eq(sessions.id, id));
    const retention = ENDED_SESSION_RETENTION_DAYS;
    await set(ids.revokedLongAgo, { revokedAt: daysAgo(retention + 1), revokedReason: 'logout' });
    await set(ids.revokedLately, { revokedAt: daysAgo(retention - 1), revokedReason: 'logout' });
    await set(ids.expiredLongAgo, {
      createdAt: daysAgo(retention + 40),
      lastUsedAt: daysAgo(retention + 2),
      expiresAt: daysAgo(retention + 1),
    });
    // Idle: ended when its idle time ran out after its last use (7 days here).
    await set(ids.idleLongAgo, { lastUsedAt: daysAgo(retention + 8) });
    await set(ids.idleLately, { lastUsedAt: daysAgo(retention + 6) });

    expect(await t.app.sessionSweep.runOnce(now)).toBe(3);

    const left = await t.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(inArray(sessions.id, Object.values(ids)));
    expect(left.map((r) => r.id).sort()).toEqual(
      [ids.live, ids.revokedLately, ids.idleLately].sort(),
    );
    const gone = [ids.revokedLongAgo, ids.expiredLongAgo, ids.idleLongAgo];
    const tokens = await t.db
      .select({ sessionId: refreshTokens.sessionId })
      .from(refreshTokens)
      .where(inArray(refreshTokens.sessionId, Object.values(ids)));
    expect(tokens.filter((r) => gone.includes(r.sessionId))).toEqual([]);
    expect(tokens.filter((r) => r.sessionId === ids.live)).toHaveLength(2);
    const devices = await t.db
      .select({ sessionId: pushSubscriptions.sessionId })
      .from(pushSubscriptions)
      .where(inArray(pushSubscriptions.sessionId, Object.values(ids)));
    expect(devices.map((r) => r.sessionId).sort()).toEqual(left.map((r) => r.id).sort());

    // Nothing more to do: a second pass (or another instance's) deletes nothing.
    expect(await t.app.sessionSweep.runOnce(now)).toBe(0);
  });

  it('leaves a live session usable', async () => {
    const b = testBrowser(t.app);
    await b.register();
    await t.app.sessionSweep.runOnce(new Date(Date.now() + DAY));
    expect((await b.get('/me')).statusCode).toBe(200);
    expect((await b.post('/refresh-token', {})).statusCode).toBe(200);
  });

  it('forgets attempt counts idle for over a day (decision 0069), keeping recent ones', async () => {
    const now = new Date();
    const at = (ms: number) => new Date(now.getTime() - ms);
    await t.db.insert(authAttempts).values([
      { key: 'sweep-test:old', failures: 7, lastAt: at(DAY + 60_000), lockedUntil: at(DAY) },
      { key: 'sweep-test:recent', failures: 2, lastAt: at(DAY - 60_000), lockedUntil: at(DAY) },
    ]);
    await t.app.sessionSweep.runOnce(now);
    const left = await t.db
      .select({ key: authAttempts.key })
      .from(authAttempts)
      .where(inArray(authAttempts.key, ['sweep-test:old', 'sweep-test:recent']));
    expect(left.map((r) => r.key)).toEqual(['sweep-test:recent']);
  });
});
