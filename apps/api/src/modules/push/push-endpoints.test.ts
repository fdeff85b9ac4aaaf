import { pushTexts } from '@ninetonine/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions } from '../../db/schema/index';
import { kitchenWithFood, ordersClient, placePickupOrder } from '#test/order-fixtures';
import { pushClient } from '#test/push-fixtures';
import { pushServiceStandIn, type TestDevice } from '#test/push-service';
import { signInAs, type SignedIn } from '#test/sign-in';
import { useTestApp } from '#test/test-app';
import { ACCESS_COOKIE } from '../auth/sessions/session-cookies';
import type { PushResolver } from './push-addresses';
import { PUSH_SUBSCRIPTIONS_PER_ACCOUNT } from './push.service';

const pushService = pushServiceStandIn();

/**
 * The names the tests' DNS knows, both leading to the stand-in: `push.test`, an allowed push
 * host (PUSH_EXTRA_HOSTS) whose name resolves inside, and `localhost`, as the system says.
 */
const asked: string[] = [];
const resolve: PushResolver = (hostname, _options, callback) => {
  asked.push(hostname);
  if (hostname === 'push.test' || hostname === 'localhost') {
    return callback(null, [{ address: '127.0.0.1', family: 4 }]);
  }
  callback(Object.assign(new Error(`ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' }), []);
};

describe('push endpoints: only push services, never inside (decision 0065)', () => {
  const logLines: Record<string, unknown>[] = [];
  const t = useTestApp({
    seed: false,
    push: { service: pushService, names: ['push.test'], resolve },
    logLines,
  });
  const push = () => pushClient(t.app, pushService);
  /** The stand-in's port: another name for it is another endpoint on the same service. */
  const port = () => pushService.hostPort.split(':')[1]!;
  afterAll(() => pushService.close());

  let foodId: string;
  let staff: SignedIn;
  beforeAll(async () => {
    const kitchen = await kitchenWithFood(t.app, 'Masala Dosa');
    foodId = kitchen.food.id;
    staff = kitchen.staff;
  });

  /** Another browser of the same account: a session holds one subscription per topic. */
  async function anotherSession(who: SignedIn): Promise<SignedIn & { sessionId: string }> {
    const s = await t.app.sessions.start(t.app.db, who.userId, {});
    return { ...who, cookie: `${ACCESS_COOKIE}=${s.accessToken}`, sessionId: s.sessionId };
  }
  const withEndpoint = (endpoint: string) => ({
    subscription: { ...pushService.device().subscription, endpoint },
    topic: 'orders',
  });
  const rowsAt = (endpoint: string) =>
    t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));

  it('refuses endpoints inside, on another port or in plain http: 400, nothing stored', async () => {
    const me = await signInAs(t.app);
    const refused: Array<[string, string]> = [
      // The five the review subscribed (201 before).
      ['https://127.0.0.1:8443/push/x', pushTexts.endpointNotPushService],
      ['https://169.254.169.254/latest/meta-data/', pushTexts.endpointNotPushService],
      ['https://10.0.0.5/', pushTexts.endpointNotPushService],
      ['https://[::1]/', pushTexts.endpointNotPushService],
      ['https://localhost/', pushTexts.endpointNotPushService],
      // A push service's host on another port, or in plain http.
      ['https://fcm.googleapis.com:8443/fcm/send/x', pushTexts.endpointNotPushService],
      ['http://fcm.googleapis.com/fcm/send/x', pushTexts.endpointInvalid],
      // Look-alikes of the allowed hosts.
      ['https://fcm.googleapis.com.evil.example/fcm/send/x', pushTexts.endpointNotPushService],
      ['https://evilnotify.windows.com/w/?token=x', pushTexts.endpointNotPushService],
      ['https://a.b.push.apple.com/x', pushTexts.endpointNotPushService],
      // The stand-in's address on any other port than the configured one.
      [`https://127.0.0.1:${Number(port()) + 1}/push/x`, pushTexts.endpointNotPushService],
    ];
    for (const [endpoint, message] of refused) {
      const res = await push().subscribe(me.cookie, withEndpoint(endpoint));
      expect(res.statusCode, endpoint).toBe(400);
      expect((res.json() as { message: string }).message, endpoint).toBe(message);
      expect(await rowsAt(endpoint), endpoint).toEqual([]);
    }
  });

  it("accepts the browsers' push services on port 443", async () => {
    const me = await signInAs(t.app);
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/dQw4w9WgXcQ:APA91bH',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABk',
      'https://wns2-par02p.notify.windows.com/w/?token=BQYAAAB',
      'https://web.push.apple.com/QGuQyavXutnMH8Y',
      'https://fcm.googleapis.com:443/wp/abc',
    ]) {
      const browser = await anotherSession(me);
      const res = await push().subscribe(browser.cookie, withEndpoint(endpoint));
      expect(res.statusCode, `${endpoint} ${res.body}`).toBe(201);
      expect(await rowsAt(endpoint), endpoint).toHaveLength(1);
    }
  });

  it('contacts no address inside at send time: a stored endpoint inside, a name that resolves inside', async () => {
    const me = await signInAs(t.app);
    // The stand-in by its configured address: reached, the proof the others would be.
    const phone = await push().subscribed(me, 'orders');
    // An allowed name (PUSH_EXTRA_HOSTS) that the DNS answers with a loopback address.
    const tablet = pushService.device(`https://push.test:${port()}`);
    await push().subscribed(await anotherSession(me), 'orders', tablet);
    // A row stored before the rule (or under another configuration): the stand-in, by name.
    const old = pushService.device(`https://localhost:${port()}`);
    const laptop = await anotherSession(me);
    await t.db.insert(pushSubscriptions).values({
      userId: me.userId,
      sessionId: laptop.sessionId,
      topic: 'orders',
      endpoint: old.endpoint,
      p256dh: old.subscription.keys.p256dh,
      auth: old.subscription.keys.auth,
    });

    await placeAndAccept(me);
    expect(pushService.to(phone)).toHaveLength(1);
    expect(pushService.to(tablet)).toEqual([]);
    expect(pushService.to(old)).toEqual([]);
    expect(pushService.refused).toEqual([]);
    // The name was resolved, its answer checked and refused: logged, the row kept.
    expect(asked).toContain('push.test');
    const failure = logLines.find((l) => String(l.msg).startsWith('push to push.test:'));
    expect(failure).toMatchObject({
      err: { message: expect.stringMatching(/127\.0\.0\.1, an internal address/) },
    });
    expect(await push().rowsOf(tablet)).toHaveLength(1);
    // The endpoint no rule allows is dropped.
    expect(await push().rowsOf(old)).toEqual([]);
    expect(asked).not.toContain('localhost');
  });

  it(`keeps an account's ${PUSH_SUBSCRIPTIONS_PER_ACCOUNT} most recent subscriptions: the oldest goes`, async () => {
    const me = await signInAs(t.app);
    const devices: TestDevice[] = [];
    for (let i = 0; i <= PUSH_SUBSCRIPTIONS_PER_ACCOUNT; i++) {
      devices.push(await push().subscribed(await anotherSession(me), 'orders'));
    }
    const mine = await t.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, me.userId));
    expect(mine.map((r) => r.endpoint).sort()).toEqual(
      devices
        .slice(1)
        .map((d) => d.endpoint)
        .sort(),
    );
    // Someone else's are not counted.
    expect(await push().rowsOf(await push().subscribed(staff, 'kitchen'))).toHaveLength(1);
  });

  async function placeAndAccept(who: SignedIn) {
    const order = await placePickupOrder(t.app, who.cookie, foodId);
    const res = await ordersClient(t.app, staff.cookie).setStatus(order._id, {
      status: 'accepted',
    });
    expect(res.statusCode, res.body).toBe(200);
    await t.app.pushDeliveries.settled();
  }
});
