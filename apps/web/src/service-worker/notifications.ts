/// <reference lib="webworker" />

/**
 * What a push carries (the push API's payload, issue 21 item 2): an order's new status for its
 * customer, or a new order for the kitchen's devices.
 */
interface PushPayload {
  type?: string;
  orderId?: string;
  number?: string | number;
  title?: string;
  body?: string;
  url?: string;
  tag?: string;
  renotify?: boolean;
}

const FALLBACK_TITLE = 'NineToNine';
const FALLBACK_BODY = 'There is news about your order.';

function readPayload(data: PushMessageData | null): PushPayload {
  try {
    const value: unknown = data?.json();
    return value && typeof value === 'object' ? (value as PushPayload) : {};
  } catch {
    return {};
  }
}

/** Only a page of ours: a payload cannot send the visitor elsewhere. */
export function pageOf(origin: string, url: unknown): string {
  if (typeof url !== 'string') return `${origin}/`;
  try {
    const target = new URL(url, origin);
    return target.origin === origin ? target.href : `${origin}/`;
  } catch {
    return `${origin}/`;
  }
}

/**
 * Shows the push's notification. Every push shows one (Chromium requires it of a worker that
 * subscribed with userVisibleOnly): a payload that cannot be read shows a plain one.
 */
export async function handlePush(
  registration: ServiceWorkerRegistration,
  data: PushMessageData | null,
): Promise<void> {
  const payload = readPayload(data);
  const title = typeof payload.title === 'string' && payload.title ? payload.title : FALLBACK_TITLE;
  // One notification per order: its next status replaces the last instead of piling up, and
  // alerts again (renotify), or the news of "ready" would arrive without a sound.
  const tag =
    typeof payload.tag === 'string' && payload.tag
      ? payload.tag
      : payload.orderId
        ? `order-${payload.orderId}`
        : payload.type;
  // Chromium refuses renotify without a tag; TypeScript's WebWorker lib lacks the field.
  const options: NotificationOptions & { renotify?: boolean } = {
    body: typeof payload.body === 'string' ? payload.body : FALLBACK_BODY,
    icon: '/icons/icon-192.png',
    badge: '/icons/icon-192.png',
    tag,
    renotify: Boolean(tag) && payload.renotify === true,
    data: { url: pageOf(registration.scope.replace(/\/$/, ''), payload.url) },
  };
  await registration.showNotification(title, options);
}

/** A click on a notification: the window already on that page, else one of ours, else a new one. */
export async function openFromNotification(
  clients: Clients,
  origin: string,
  notification: Notification,
): Promise<void> {
  const target = pageOf(origin, (notification.data as { url?: unknown } | null)?.url);
  const windows = await clients.matchAll({ type: 'window', includeUncontrolled: true });
  // Focusing is the browser's to allow (a click on the notification does): the page is open on
  // the order either way.
  const same = windows.find((client) => client.url === target);
  if (same) {
    await same.focus().catch(() => same);
    return;
  }
  const ours = windows.find((client) => client.url.startsWith(`${origin}/`));
  const moved = ours ? await ours.navigate(target).catch(() => null) : null;
  if (moved) {
    await moved.focus().catch(() => moved);
    return;
  }
  await clients.openWindow(target);
}
