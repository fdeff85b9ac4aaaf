import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { pushSubscriptions, sessions } from '../../../db/schema/index';
import { PUSH } from '#test/push-fixtures';
import { pushServiceStandIn } from '#test/push-service';
import { useTestApp } from '#test/test-app';
import { testBrowser } from '#test/test-browser';
import { SESSIONS_PER_ACCOUNT } from './session-cap.repository';

const pushService = pushServiceStandIn();
const PUSH_SUBSCRIPTIONS = `${PUSH}/subscriptions`;

describe(`sessions per account: at most ${SESSIONS_PER_ACCOUNT} live (decision 0065, "Caps")`, () => {
  const t = useTestApp({ seed: false, push: { service: pushService } });
  afterAll(() => pushService.close());

  const liveOf = (userId: string) =>
    t.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));

  it('a sign-in beyond the cap ends the least recently used session, and its push subscription', async () => {
    const first = testBrowser(t.app);
    const account = await first.register();
    const device = pushService.device();
    const subscribed = await first.request('POST', PUSH_SUBSCRIPTIONS, {
      body: { subscription: device.subscription, topic: 'orders' },
    });
    expect(subscribed.statusCode, subscribed.body).toBe(201);
    // Other browsers sign in (as every sign-in does, through the sessions service)...
    for (let i = 1; i < SESSIONS_PER_ACCOUNT; i++) {
      await t.app.sessions.start(t.app.db, account.userId, {});
    }
    expect(await liveOf(account.userId)).toHaveLength(SESSIONS_PER_ACCOUNT);
    expect((await first.get('/me')).statusCode).toBe(200);

    // ...and one more, through the sign-in route: the first browser's session is the one to go.
    const latest = testBrowser(t.app);
    const signedIn = await latest.request('POST', '/signIn', {
      body: { email: account.email, password: account.password },
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(await liveOf(account.userId)).toHaveLength(SESSIONS_PER_ACCOUNT);
    expect((await first.get('/me')).statusCode).toBe(401);
    expect((await latest.get('/me')).statusCode).toBe(200);
    const ended = await t.db
      .select({ reason: sessions.revokedReason })
      .from(sessions)
      .where(eq(sessions.userId, account.userId));
    expect(ended.filter((s) => s.reason)).toEqual([{ reason: 'too_many_sessions' }]);
    await vi.waitFor(async () =>
      expect(
        await t.db
          .select()
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.endpoint, device.endpoint)),
      ).toEqual([]),
    );
  });
});
