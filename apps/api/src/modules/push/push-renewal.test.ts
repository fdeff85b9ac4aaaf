import { pushTexts } from '@ninetonine/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { ACCESS_COOKIE } from '../auth/sessions/session-cookies';
import { pushClient, PUSH } from '#test/push-fixtures';
import { pushServiceStandIn } from '#test/push-service';
import { signInAs, type SignedIn } from '#test/sign-in';
import { csrfHeaders, useTestApp } from '#test/test-app';

const pushService = pushServiceStandIn();

/**
 * What the storefront's opt-in asks before it says "on", and the service worker's call when the
 * browser replaces a subscription (decision 0076).
 */
describe('web push: is this device on, and a subscription the browser replaced', () => {
  const t = useTestApp({ seed: false, push: { service: pushService } });
  const push = () => pushClient(t.app, pushService);
  afterAll(() => pushService.close());

  const post = (path: string, who: SignedIn | undefined, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: `${PUSH}/subscriptions/${path}`,
      headers: { ...csrfHeaders, ...(who ? { cookie: who.cookie } : {}) },
      payload,
    });
  async function isOn(who: SignedIn | undefined, endpoint: string, topic: string) {
    const res = await post('status', who, { endpoint, topic });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { subscribed: boolean }).subscribed;
  }

  it('is on only for this session, this endpoint and this topic', async () => {
    const me = await signInAs(t.app);
    const device = await push().subscribed(me, 'orders');
    expect(await isOn(me, device.endpoint, 'orders')).toBe(true);
    // The browser's subscription is there, but not for this topic.
    expect(await isOn(me, device.endpoint, 'kitchen')).toBe(false);
    // Another endpoint (another browser), or the same browser signed in afresh.
    expect(await isOn(me, pushService.device().endpoint, 'orders')).toBe(false);
    const again = await t.app.sessions.start(t.db, me.userId, {});
    const signedInAgain = { ...me, cookie: `${ACCESS_COOKIE}=${again.accessToken}` };
    expect(await isOn(signedInAgain, device.endpoint, 'orders')).toBe(false);
    expect(await isOn(await signInAs(t.app), device.endpoint, 'orders')).toBe(false);

    expect(
      (await post('status', undefined, { endpoint: device.endpoint, topic: 'orders' })).statusCode,
    ).toBe(401);
    const bad = await post('status', me, { endpoint: device.endpoint, topic: 'news' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: pushTexts.topicInvalid, code: expect.any(String) });
  });

  it("moves every topic of the session to the browser's new subscription, and nothing else", async () => {
    const cook = await signInAs(t.app, { role: 'staff' });
    const old = await push().subscribed(cook, 'orders');
    await push().subscribed(cook, 'kitchen', old);
    const otherCook = await signInAs(t.app, { role: 'staff' });
    const othersDevice = await push().subscribed(otherCook, 'kitchen');

    const replaced = pushService.device();
    const res = await post('renewal', cook, { subscription: replaced.subscription });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ topics: ['kitchen', 'orders'] });
    expect(await push().rowsOf(old)).toEqual([]);
    expect((await push().rowsOf(replaced)).map((r) => r.topic).sort()).toEqual([
      'kitchen',
      'orders',
    ]);
    expect(await isOn(cook, replaced.endpoint, 'kitchen')).toBe(true);
    expect(await push().rowsOf(othersDevice)).toHaveLength(1);
  });

  it('renews nothing for a session without subscriptions, and refuses what subscribe refuses', async () => {
    const me = await signInAs(t.app);
    const device = pushService.device();
    const none = await post('renewal', me, { subscription: device.subscription });
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({ topics: [] });
    expect(await push().rowsOf(device)).toEqual([]);

    expect(
      (await post('renewal', undefined, { subscription: device.subscription })).statusCode,
    ).toBe(401);
    await push().subscribed(me, 'orders');
    const plain = { ...device.subscription, endpoint: device.endpoint.replace('https:', 'http:') };
    const refused = await post('renewal', me, { subscription: plain });
    expect(refused.statusCode).toBe(400);
    expect((refused.json() as { message: string }).message).toBe(pushTexts.endpointInvalid);
  });
});
