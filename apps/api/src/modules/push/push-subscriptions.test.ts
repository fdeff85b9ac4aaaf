import { pushTexts } from '@ninetonine/contract';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { pushVapidKeys } from '../../db/schema/index';
import { pushClient, PUSH } from '#test/push-fixtures';
import { pushServiceStandIn } from '#test/push-service';
import { signInAs } from '#test/sign-in';
import { useTestApp } from '#test/test-app';
import { testBrowser } from '#test/test-browser';
import { makeVapidKeys } from './push-sender';
import { createPushRepository } from './push.repository';

const pushService = pushServiceStandIn();

describe('web push subscriptions: keys, input, ownership (decision 0065)', () => {
  const t = useTestApp({ seed: false, push: { service: pushService } });
  const push = () => pushClient(t.app, pushService);
  afterAll(() => pushService.close());

  const subscribe = (cookie: string | undefined, body: unknown) => push().subscribe(cookie, body);
  const unsubscribe = (cookie: string, endpoint: unknown) => push().unsubscribe(cookie, endpoint);
  const subscribed = (...args: Parameters<ReturnType<typeof push>['subscribed']>) =>
    push().subscribed(...args);
  const rowsOf = (device: Parameters<ReturnType<typeof push>['rowsOf']>[0]) =>
    push().rowsOf(device);

  it('gives the VAPID public key made once and kept in the database', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${PUSH}/public-key` });
    expect(res.statusCode).toBe(200);
    const { publicKey } = res.json() as { publicKey: string };
    const point = Buffer.from(publicKey, 'base64url');
    expect(point).toHaveLength(65);
    expect(point[0]).toBe(4);
    const stored = await t.db.select().from(pushVapidKeys);
    expect(stored.map((k) => k.publicKey)).toEqual([publicKey]);
    // Another instance (or the next start) finds the stored pair and makes no other.
    const again = await createPushRepository().ensureVapidKeys(t.db, makeVapidKeys);
    expect(again.publicKey).toBe(publicKey);
    expect(await t.db.select().from(pushVapidKeys)).toHaveLength(1);
  });

  it('refuses bad subscriptions with a 4xx and a message, storing nothing', async () => {
    const me = await signInAs(t.app);
    const device = pushService.device();
    const { keys } = device.subscription;
    const notOnCurve = `B${'A'.repeat(86)}`;
    const cases: Array<[string | undefined, unknown, number, string?]> = [
      [undefined, { subscription: device.subscription, topic: 'orders' }, 401],
      [
        me.cookie,
        { subscription: device.subscription, topic: 'kitchen' },
        403,
        pushTexts.kitchenForStaff,
      ],
      [
        me.cookie,
        { subscription: device.subscription, topic: 'news' },
        400,
        pushTexts.topicInvalid,
      ],
      [
        me.cookie,
        {
          subscription: {
            ...device.subscription,
            endpoint: device.endpoint.replace('https:', 'http:'),
          },
          topic: 'orders',
        },
        400,
        pushTexts.endpointInvalid,
      ],
      [
        me.cookie,
        {
          subscription: {
            ...device.subscription,
            keys: { ...keys, p256dh: keys.p256dh.slice(0, 60) },
          },
          topic: 'orders',
        },
        400,
        pushTexts.p256dhInvalid,
      ],
      [
        me.cookie,
        {
          subscription: { ...device.subscription, keys: { ...keys, p256dh: notOnCurve } },
          topic: 'orders',
        },
        400,
        pushTexts.p256dhInvalid,
      ],
      [
        me.cookie,
        {
          subscription: { ...device.subscription, keys: { ...keys, auth: 'short' } },
          topic: 'orders',
        },
        400,
        pushTexts.authInvalid,
      ],
      [me.cookie, { subscription: { endpoint: device.endpoint }, topic: 'orders' }, 400],
      [me.cookie, { topic: 'orders' }, 400],
      [me.cookie, 'not json at all', 415],
    ];
    for (const [cookie, body, status, text] of cases) {
      const res = await subscribe(cookie, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      const answer = res.json() as { message: string };
      expect(answer.message).toEqual(text ?? expect.any(String));
    }
    expect(await rowsOf(device)).toHaveLength(0);
    const bad = await unsubscribe(me.cookie, 42);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: expect.any(String), code: expect.any(String) });
  });

  it('updates a repeated subscription instead of adding one, and lets its owner remove it', async () => {
    const me = await signInAs(t.app);
    const device = await subscribed(me, 'orders');
    const renewed = pushService.device();
    const res = await subscribe(me.cookie, {
      subscription: { ...renewed.subscription, endpoint: device.endpoint },
      topic: 'orders',
    });
    expect(res.statusCode).toBe(201);
    const rows = await rowsOf(device);
    expect(rows.map((r) => r.p256dh)).toEqual([renewed.subscription.keys.p256dh]);

    const other = await signInAs(t.app);
    expect((await unsubscribe(other.cookie, device.endpoint)).statusCode).toBe(204);
    expect(await rowsOf(device)).toHaveLength(1);
    expect((await unsubscribe(me.cookie, device.endpoint)).statusCode).toBe(204);
    expect(await rowsOf(device)).toHaveLength(0);
    expect((await unsubscribe(me.cookie, device.endpoint)).statusCode).toBe(204);
  });

  it("keeps one subscription per session and topic: a browser's new endpoint replaces its old", async () => {
    const me = await signInAs(t.app);
    const before = await subscribed(me, 'orders');
    const after = await subscribed(me, 'orders');
    expect(await rowsOf(before)).toHaveLength(0);
    expect(await rowsOf(after)).toHaveLength(1);
    const cook = await signInAs(t.app, { role: 'admin' });
    const tablet = await subscribed(cook, 'kitchen');
    await subscribed(cook, 'orders', tablet);
    expect((await rowsOf(tablet)).map((r) => r.topic).sort()).toEqual(['kitchen', 'orders']);
  });

  it('ends a subscription with its session: sign-out, and a stolen refresh token replayed', async () => {
    const browser = testBrowser(t.app);
    await browser.register();
    const device = pushService.device();
    const res = await browser.request('POST', `${PUSH}/subscriptions`, {
      body: { subscription: device.subscription, topic: 'orders' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(await rowsOf(device)).toHaveLength(1);
    expect((await browser.post('/user/logout', {})).statusCode).toBe(200);
    await vi.waitFor(async () => expect(await rowsOf(device)).toHaveLength(0));

    const victim = testBrowser(t.app);
    await victim.register();
    const thief = testBrowser(t.app, { ip: victim.ip });
    for (const [k, v] of victim.jar) thief.jar.set(k, v);
    const tablet = pushService.device();
    await victim.request('POST', `${PUSH}/subscriptions`, {
      body: { subscription: tablet.subscription, topic: 'orders' },
    });
    expect(await rowsOf(tablet)).toHaveLength(1);
    expect((await victim.post('/refresh-token', {})).statusCode).toBe(200);
    // The old token again, after the grace window: the whole session is revoked.
    await t.db.execute(
      `update refresh_tokens set used_at = now() - interval '1 hour' where used_at is not null`,
    );
    expect((await thief.post('/refresh-token', {})).statusCode).toBe(401);
    await vi.waitFor(async () => expect(await rowsOf(tablet)).toHaveLength(0));
  });
});
