/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { handlePush, openFromNotification } from './notifications';
import { renewSubscription } from './subscription-change';
import { isCatalogRead, isHashedAsset, isPicture, PAGES_CACHE } from './routes';

/**
 * The storefront's service worker (decision 0066). It answers only what may be shown from a
 * copy: the app shell and its font (precached: this build's own files), pages and the menu's
 * reads (network first, the last copy when offline), pictures and other hashed files (cached
 * for good: their names change with their content). Orders, cart, sign-in, account, payment
 * and push calls have no route here: the browser sends them to the network as if there were
 * no worker, and offline they fail as they should.
 */
declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

const DAY_S = 24 * 60 * 60;

// A first install takes the open pages at once, so the menu they read next is kept; a new
// version waits (nothing calls skipWaiting until the visitor chooses "Reload").
if (!self.registration.active) clientsClaim();

// Pages kept by an older version name that version's files, which its precache took away with
// it: they go, and the pages open now are kept afresh (the one visit that installed the worker
// is then enough to open them offline). Kept pages hold nothing personal: the server renders
// them for anyone (decision 0024), and other pages are the bare shell.
self.addEventListener('activate', (event: ExtendableEvent) => {
  event.waitUntil(keepOpenPages());
});

async function keepOpenPages() {
  await caches.delete(PAGES_CACHE);
  const cache = await caches.open(PAGES_CACHE);
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  await Promise.all(
    windows.map(async (client) => {
      const url = new URL(client.url);
      if (url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;
      try {
        const page = await fetch(url.href, { credentials: 'same-origin' });
        if (page.status === 200) await cache.put(url.href, page);
      } catch {
        // Offline already: nothing to keep.
      }
    }),
  );
}

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

const pages = new NetworkFirst({
  cacheName: PAGES_CACHE,
  plugins: [new ExpirationPlugin({ maxEntries: 40, maxAgeSeconds: 14 * DAY_S })],
});

// Before the precache's own route: it would answer "/" with the precached index.html, and a
// server-rendered page (decision 0024) would become a stale shell.
registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        return await pages.handle(options);
      } catch {
        // Offline and never seen: the shell, which shows the menu the app kept.
        return (await matchPrecache('/index.html')) ?? Response.error();
      }
    },
    { denylist: [/^\/api\//] },
  ),
);

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

registerRoute(
  ({ url, request, sameOrigin }) => sameOrigin && request.method === 'GET' && isCatalogRead(url),
  new NetworkFirst({
    cacheName: 'catalog-reads',
    plugins: [new ExpirationPlugin({ maxEntries: 120, maxAgeSeconds: 14 * DAY_S })],
  }),
);

registerRoute(
  ({ url, sameOrigin }) => sameOrigin && (isPicture(url) || isHashedAsset(url)),
  new CacheFirst({
    cacheName: 'immutable-files',
    plugins: [
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * DAY_S, purgeOnQuotaError: true }),
    ],
  }),
);

self.addEventListener('push', (event: PushEvent) => {
  event.waitUntil(handlePush(self.registration, event.data));
});

// The browser replaced the subscription (expiry, a key rotation at the push service): subscribe
// again and tell the API, or this device silently stops getting notifications.
self.addEventListener('pushsubscriptionchange', (event: PushSubscriptionChangeEvent) => {
  event.waitUntil(
    renewSubscription(self.registration, {
      oldSubscription: event.oldSubscription,
      newSubscription: event.newSubscription,
    }),
  );
});

self.addEventListener('notificationclick', (event: NotificationEvent) => {
  event.notification.close();
  event.waitUntil(openFromNotification(self.clients, self.location.origin, event.notification));
});
