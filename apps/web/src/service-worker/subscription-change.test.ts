import { API_BASE_PATH, CSRF_HEADER, PUSH_RENEWAL_PATH } from '@ninetonine/contract/core';
import { describe, expect, it } from 'vitest';
import { renewSubscription } from './subscription-change';

const KEY =
  'BBefR1VLMOfijCY6l_Cjbt_5rT5_707FqnNhax32R4RZpsAKlmA13j9ZCX1X42SJKPFyIyip_zuDVu3FVcls5R0';

/** A browser subscription as far as the worker reads it. */
function subscription(endpoint: string, applicationServerKey: ArrayBuffer | null = null) {
  return {
    endpoint,
    options: { applicationServerKey },
    toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh: 'p', auth: 'a' } }),
  } as unknown as PushSubscription;
}

/** The browser's registration: what the worker subscribed with. */
function registration() {
  const subscribedWith: PushSubscriptionOptionsInit[] = [];
  return {
    subscribedWith,
    value: {
      pushManager: {
        subscribe: async (options: PushSubscriptionOptionsInit) => {
          subscribedWith.push(options);
          return subscription('https://push.example/new');
        },
      },
    } as unknown as ServiceWorkerRegistration,
  };
}

/** The network: answers by path, in turn, and records each call. */
function network(answers: Record<string, number[]>) {
  const calls: { path: string; method: string; body?: unknown; csrf?: string }[] = [];
  const fetchApi = (async (url: string, init?: RequestInit) => {
    const path = url.slice(API_BASE_PATH.length);
    const headers = (init?.headers ?? {}) as Record<string, string>;
    calls.push({
      path,
      method: init?.method ?? 'GET',
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
      csrf: headers[CSRF_HEADER],
    });
    const status = answers[path]?.shift() ?? 404;
    const body = path === '/push/public-key' ? { publicKey: KEY } : {};
    return new Response(JSON.stringify(body), { status });
  }) as typeof fetch;
  return { calls, fetchApi };
}

describe("the worker's pushsubscriptionchange (decision 0076)", () => {
  it('subscribes again with the old key and tells the API the new endpoint', async () => {
    const r = registration();
    const net = network({ [PUSH_RENEWAL_PATH]: [200] });
    const key = new Uint8Array([4, 1, 2]).buffer;
    const outcome = await renewSubscription(
      r.value,
      { oldSubscription: subscription('https://push.example/old', key), newSubscription: null },
      net.fetchApi,
    );
    expect(outcome).toBe('renewed');
    expect(r.subscribedWith).toEqual([{ userVisibleOnly: true, applicationServerKey: key }]);
    expect(net.calls).toEqual([
      {
        path: PUSH_RENEWAL_PATH,
        method: 'POST',
        body: { subscription: expect.objectContaining({ endpoint: 'https://push.example/new' }) },
        csrf: 'XMLHttpRequest',
      },
    ]);
  });

  it("takes the browser's new subscription as it is, and renews an expired access token once", async () => {
    const r = registration();
    const net = network({ [PUSH_RENEWAL_PATH]: [401, 200], '/auth/refresh-token': [200] });
    const outcome = await renewSubscription(
      r.value,
      { oldSubscription: null, newSubscription: subscription('https://push.example/given') },
      net.fetchApi,
    );
    expect(outcome).toBe('renewed');
    expect(r.subscribedWith).toEqual([]);
    expect(net.calls.map((c) => c.path)).toEqual([
      PUSH_RENEWAL_PATH,
      '/auth/refresh-token',
      PUSH_RENEWAL_PATH,
    ]);
  });

  it("asks the server's key when the browser forgot the old subscription; signed out, renews nothing", async () => {
    const r = registration();
    const net = network({
      '/push/public-key': [200],
      [PUSH_RENEWAL_PATH]: [401],
      '/auth/refresh-token': [401],
    });
    const outcome = await renewSubscription(
      r.value,
      { oldSubscription: null, newSubscription: null },
      net.fetchApi,
    );
    expect(r.subscribedWith).toEqual([{ userVisibleOnly: true, applicationServerKey: KEY }]);
    expect(outcome).toBe('not-renewed');
    expect(net.calls.map((c) => c.path)).toEqual([
      '/push/public-key',
      PUSH_RENEWAL_PATH,
      '/auth/refresh-token',
    ]);
  });
});
