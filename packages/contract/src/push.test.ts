import { describe, expect, it } from 'vitest';
import {
  pushEndpointRefusal,
  pushMessageSchema,
  pushPublicKeySchema,
  pushSubscribeSchema,
  pushTexts,
  pushUnsubscribeSchema,
} from './push';

const keys = {
  p256dh: 'BOY2O9qGEZCy5fMvrDwxEvxHJ8NQgCYIX9v92KozP057vmtwtHfUA2yJ20TFN0RXlKLVSFm6Gm0iBcSsiV3RiqE',
  auth: 'aOvuuCk7nGEOAdCSzr6UUw',
};
const endpoint = 'https://push.example.net/send/abc';

const problem = (input: unknown) => {
  const result = pushSubscribeSchema.safeParse(input);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('push contract (decision 0065)', () => {
  it('takes PushSubscription.toJSON() as browsers give it', () => {
    const parsed = pushSubscribeSchema.parse({
      subscription: { endpoint, expirationTime: null, keys },
      topic: 'kitchen',
    });
    expect(parsed.subscription.keys).toEqual(keys);
    expect(pushUnsubscribeSchema.parse({ endpoint })).toEqual({ endpoint });
    expect(pushPublicKeySchema.parse({ publicKey: keys.p256dh }).publicKey).toBe(keys.p256dh);
  });

  it('refuses keys of the wrong length or alphabet, in words', () => {
    const sub = (k: object) => ({
      subscription: { endpoint, keys: { ...keys, ...k } },
      topic: 'orders',
    });
    expect(problem(sub({ p256dh: keys.p256dh.slice(1) }))).toBe(pushTexts.p256dhInvalid);
    expect(problem(sub({ p256dh: `A${keys.p256dh.slice(1)}` }))).toBe(pushTexts.p256dhInvalid);
    expect(problem(sub({ p256dh: `${keys.p256dh.slice(0, 10)}/${keys.p256dh.slice(11)}` }))).toBe(
      pushTexts.p256dhInvalid,
    );
    expect(problem(sub({ auth: `${keys.auth}AA` }))).toBe(pushTexts.authInvalid);
    expect(problem(sub({ auth: 42 }))).toBe(pushTexts.authInvalid);
    expect(problem({ subscription: { endpoint, keys }, topic: 'everything' })).toBe(
      pushTexts.topicInvalid,
    );
  });

  it('allows https endpoints only: web-push cannot deliver to anything else', () => {
    expect(pushEndpointRefusal(endpoint)).toBeNull();
    for (const bad of [
      'http://push.example.net/send/abc',
      'http://127.0.0.1:4000/push/1',
      'ftp://push.example.net/x',
      'https://user:pw@push.example.net/x',
      'not a url',
    ]) {
      expect(pushEndpointRefusal(bad), bad).toBe(pushTexts.endpointInvalid);
    }
    expect(
      problem({ subscription: { endpoint: 'javascript:alert(1)', keys }, topic: 'orders' }),
    ).toBe(pushTexts.endpointInvalid);
  });

  it('reads both push messages the service worker gets', () => {
    const status = pushMessageSchema.parse({
      type: 'order-status',
      orderId: 'o1',
      number: 'NT-1',
      status: 'ready',
      title: 'Order NT-1 is ready',
      body: 'Collect it at the counter.',
      url: '/order-confirmation?id=o1',
      tag: 'order-o1',
      renotify: true,
    });
    expect(status.type).toBe('order-status');
    const fresh = pushMessageSchema.parse({
      type: 'new-order',
      orderId: 'o1',
      number: 'NT-1',
      total: 488,
      title: 'New order NT-1',
      body: 'Total ₹488.00',
      url: '/admin/orders',
      tag: 'new-order-o1',
      renotify: false,
    });
    expect(fresh.type).toBe('new-order');
  });
});
