import type { PushSubscriptionJson, PushTopic } from '@ninetonine/contract';
import { getPushPublicKey } from './api/get-push-public-key';
import { getPushSubscriptionStatus } from './api/get-push-subscription-status';
import { postPushSubscription } from './api/save-push-subscription';

/**
 * Web push on this device (issue 21 item 2, decision 0066): asked for only when the visitor
 * chooses it (after an order, or on the kitchen board), never on page load.
 */

/** Whether this browser can take pushes at all (and the storefront's worker is there). */
export function pushSupported(win: Window = window): boolean {
  return 'serviceWorker' in win.navigator && 'PushManager' in win && 'Notification' in win;
}

/** "granted", "denied" or "default" (not asked yet). */
export const notificationPermission = (): NotificationPermission => Notification.permission;

/** The VAPID key as PushManager.subscribe wants it: base64url to bytes. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

async function workerRegistration(): Promise<ServiceWorkerRegistration> {
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration) throw new Error('Notifications need the app to finish loading. Try again.');
  return registration;
}

/**
 * Whether this device gets `topic`'s notifications now: the browser's subscription is the one
 * the server holds for this session and topic. The browser's alone says nothing of the topic
 * (a cook's "orders" is not the kitchen's), the account, or whether the server dropped it.
 */
export async function subscribedHere(topic: PushTopic): Promise<boolean> {
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return false;
  return getPushSubscriptionStatus({ endpoint: subscription.endpoint, topic });
}

export type SubscribeOutcome = 'subscribed' | 'denied';

/**
 * Asks the browser's permission (the visitor has just pressed the button), subscribes with the
 * server's key, and gives the subscription to the server for `topic`.
 */
export async function subscribeThisDevice(topic: PushTopic): Promise<SubscribeOutcome> {
  const registration = await workerRegistration();
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return 'denied';
  const existing = await registration.pushManager.getSubscription();
  const subscription =
    existing ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(await getPushPublicKey()),
    }));
  await postPushSubscription({
    subscription: subscription.toJSON() as PushSubscriptionJson,
    topic,
  });
  return 'subscribed';
}

/**
 * On sign-out: the device stops taking pushes. The server drops the session's subscriptions
 * itself when the session ends, so nothing is asked of it here (a call after the session has
 * gone would only be refused).
 */
export async function unsubscribeThisDevice(): Promise<void> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager?.getSubscription();
  await subscription?.unsubscribe();
}
