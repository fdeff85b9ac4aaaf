/// <reference lib="webworker" />
import {
  API_BASE_PATH,
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  PUSH_RENEWAL_PATH,
} from '@ninetonine/contract/core';

/** What the worker needs of a `pushsubscriptionchange` event (either side may be missing). */
export interface SubscriptionChange {
  oldSubscription: PushSubscription | null;
  newSubscription: PushSubscription | null;
}

export type RenewalOutcome = 'renewed' | 'not-renewed';

/**
 * The browser replaced (or dropped) this device's push subscription: the worker subscribes
 * again with the same server key, when the browser has not already, and tells the API, which
 * moves every topic the session had to the new one (decision 0076). Without this, pushes went
 * to an endpoint that no longer exists until the visitor pressed the opt-in again. The call
 * carries the session's cookies; an expired access token is renewed once, as the page's client
 * does. A signed-out browser renews nothing: its subscriptions ended with its session.
 */
export async function renewSubscription(
  registration: ServiceWorkerRegistration,
  change: SubscriptionChange,
  fetchApi: typeof fetch = fetch,
): Promise<RenewalOutcome> {
  const api = (path: string, init?: RequestInit) =>
    fetchApi(`${API_BASE_PATH}${path}`, {
      credentials: 'same-origin',
      ...init,
      headers: { 'content-type': 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE },
    });
  let subscription = change.newSubscription;
  if (!subscription) {
    let key: BufferSource | string | null =
      change.oldSubscription?.options.applicationServerKey ?? null;
    if (!key) {
      // The push API takes the key as base64url text too.
      const res = await fetchApi(`${API_BASE_PATH}/push/public-key`);
      if (!res.ok) return 'not-renewed';
      key = ((await res.json()) as { publicKey: string }).publicKey;
    }
    subscription = await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: key,
    });
  }
  const renew = () =>
    api(PUSH_RENEWAL_PATH, {
      method: 'POST',
      body: JSON.stringify({ subscription: subscription.toJSON() }),
    });
  let res = await renew();
  if (res.status === 401) {
    const refreshed = await api('/auth/refresh-token', { method: 'POST', body: '{}' });
    if (refreshed.ok) res = await renew();
  }
  return res.ok ? 'renewed' : 'not-renewed';
}
