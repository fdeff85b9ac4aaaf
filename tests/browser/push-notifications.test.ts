import { API_BASE_PATH, type PushOrderStatusMessage } from '@ninetonine/contract';
import { createECDH, randomBytes } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { submitSignIn } from './auth-helpers';
import { menuFoods, orderable, registerUser } from './cart-helpers';
import { DESKTOP, PHONE, WAIT, useBrowserStack } from './harness';
import { placeOrder } from './order-helpers';
import { createStaffAccount } from './staff-helpers';
import { controlledByWorker } from './pwa-helpers';

/** What the worker's notifications show, read from the page. */
const shownNotifications = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((n) => ({
      title: n.title,
      body: n.body,
      url: (n.data as { url?: string } | null)?.url,
    }));
  });

/**
 * The browser's push subscription, standing in for a push service: headless Chromium has none,
 * so PushManager.subscribe would fail. It returns what a push service's subscription gives
 * (an https endpoint, a real P-256 key and auth secret), remembers it across reloads, and
 * records the key it was asked to subscribe with and whether it was unsubscribed.
 */
async function standInPushService(context: BrowserContext) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const subscription = {
    endpoint: `https://push.example.test/send/${randomBytes(8).toString('hex')}`,
    expirationTime: null,
    keys: {
      p256dh: ecdh.getPublicKey().toString('base64url'),
      auth: randomBytes(16).toString('base64url'),
    },
  };
  await context.addInitScript((json) => {
    const KEY = 'test-push-subscription';
    const make = () => ({
      ...json,
      options: { userVisibleOnly: true },
      getKey: () => null,
      toJSON: () => json,
      unsubscribe: async () => {
        localStorage.removeItem(KEY);
        localStorage.setItem('test-push-unsubscribed', 'yes');
        return true;
      },
    });
    PushManager.prototype.getSubscription = async () =>
      (localStorage.getItem(KEY) ? make() : null) as unknown as PushSubscription;
    PushManager.prototype.subscribe = async (options) => {
      const key = new Uint8Array(options?.applicationServerKey as ArrayBuffer);
      localStorage.setItem('test-push-key', btoa(String.fromCharCode(...key)));
      localStorage.setItem(KEY, 'yes');
      return make() as unknown as PushSubscription;
    };
  }, subscription);
  return subscription;
}

const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

describe('web push in the storefront (issue 21 item 2, decision 0066)', () => {
  // The stand-in's endpoints are on push.example.test, which the server accepts only as a
  // configured extra push host (decision 0065); a .test name never resolves, so nothing is sent.
  // The whole Chromium: the headless shell the other files share shows no notifications.
  const t = useBrowserStack({
    env: { PUSH_EXTRA_HOSTS: 'push.example.test:443' },
    fullBrowser: true,
  });

  it("shows a pushed order update, and a click on it opens the order's page", async () => {
    const customer = await registerUser(t.baseUrl, 'push');
    const [food] = orderable(await menuFoods(t.baseUrl));
    const order = await placeOrder(t.baseUrl, customer, food!, 'pickup', '');
    const { page, context, errors } = await t.newPage(PHONE, { serviceWorkers: 'allow' });
    await context.grantPermissions(['notifications'], { origin: t.baseUrl });
    await page.goto('/signin?redirect=%2Fmenu');
    await submitSignIn(page, customer.email, customer.password);
    await page.waitForURL((url) => url.pathname === '/menu', WAIT);
    await controlledByWorker(page);

    // Headless Chromium has no push service of its own: DevTools delivers the push to the
    // worker, as a push service would once the server's web-push call reached it.
    const cdp = await context.newCDPSession(page);
    const registrationId = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find((r) => r.scopeURL === `${t.baseUrl}/` && !r.isDeleted);
        if (ours) resolve(ours.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    const accepted: PushOrderStatusMessage = {
      type: 'order-status',
      orderId: order._id,
      number: order.number,
      status: 'accepted',
      title: `Order ${order.number} accepted`,
      body: 'The kitchen has accepted your order.',
      url: `/order-confirmation?id=${order._id}`,
      tag: `order-${order._id}`,
      renotify: true,
    };
    const deliver = async (message: PushOrderStatusMessage) =>
      cdp.send('ServiceWorker.deliverPushMessage', {
        origin: t.baseUrl,
        registrationId: await registrationId,
        data: JSON.stringify(message),
      });
    await deliver(accepted);
    await expect
      .poll(() => shownNotifications(page), WAIT)
      .toEqual([
        { title: accepted.title, body: accepted.body, url: `${t.baseUrl}${accepted.url}` },
      ]);
    // The next status replaces it under the same tag (shown with renotify: Chromium accepts it).
    const message: PushOrderStatusMessage = {
      ...accepted,
      status: 'ready',
      title: `Order ${order.number} is ready for pickup`,
      body: 'Come and collect it at the counter.',
    };
    await deliver(message);
    await expect
      .poll(() => shownNotifications(page), WAIT)
      .toEqual([{ title: message.title, body: message.body, url: `${t.baseUrl}${message.url}` }]);

    // No system notification to click in a headless browser: the worker's own
    // notificationclick handler is given the notification it showed.
    const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
    await worker.evaluate(async () => {
      const scope = globalThis as unknown as {
        registration: ServiceWorkerRegistration;
        NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
      };
      const [notification] = await scope.registration.getNotifications();
      if (!notification) throw new Error('no notification to click');
      globalThis.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification }));
    });
    await page.waitForURL(
      (url) => url.pathname === '/order-confirmation' && url.searchParams.get('id') === order._id,
      WAIT,
    );
    await expect
      .poll(() => page.getByTestId('order-number').textContent(), WAIT)
      .toBe(order.number);
    // The click closed it.
    expect(await shownNotifications(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
  it('asks on the order page only when the customer chooses, subscribes, and unsubscribes on sign-out', async () => {
    const customer = await registerUser(t.baseUrl, 'push-opt-in');
    const [food] = orderable(await menuFoods(t.baseUrl));
    const order = await placeOrder(t.baseUrl, customer, food!, 'pickup', '');
    const { page, context, errors } = await t.newPage(PHONE, { serviceWorkers: 'allow' });
    const subscription = await standInPushService(context);
    await context.grantPermissions(['notifications'], { origin: t.baseUrl });
    const orderPage = `/order-confirmation?id=${order._id}`;
    await page.goto(`/signin?redirect=${encodeURIComponent(orderPage)}`);
    await submitSignIn(page, customer.email, customer.password);
    await page.waitForURL((url) => url.pathname === '/order-confirmation', WAIT);
    await controlledByWorker(page);
    const optIn = page.getByRole('button', { name: 'Get updates on this order' });
    await optIn.waitFor(WAIT);
    // Nothing was subscribed on the way here: only the button does it.
    expect(await stored(page, 'test-push-subscription')).toBeNull();

    const saved = page.waitForResponse(
      (r) =>
        r.url().endsWith(`${API_BASE_PATH}/push/subscriptions`) && r.request().method() === 'POST',
      WAIT,
    );
    await optIn.click();
    const answer = await saved;
    expect(answer.status()).toBe(201);
    expect(answer.request().postDataJSON()).toEqual({ subscription, topic: 'orders' });
    await page.getByRole('status').filter({ hasText: 'Notifications are on' }).waitFor(WAIT);
    // Subscribed with the server's own VAPID key.
    const { publicKey } = (await (
      await fetch(`${t.baseUrl}${API_BASE_PATH}/push/public-key`)
    ).json()) as { publicKey: string };
    expect(await stored(page, 'test-push-key')).toBe(
      Buffer.from(publicKey, 'base64url').toString('base64'),
    );

    // Back on the page later, it says so instead of asking again.
    await page.reload();
    await page.getByRole('status').filter({ hasText: 'Notifications are on' }).waitFor(WAIT);

    await page.goto('/accounts');
    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await expect.poll(() => stored(page, 'test-push-unsubscribed'), WAIT).toBe('yes');
    expect(errors).toEqual([]);
  });

  it("offers the kitchen board's device the new orders, whatever else the browser holds, and follows a replaced subscription", async () => {
    const staff = await createStaffAccount(t, 'staff');
    const { page, context, errors } = await t.newPage(DESKTOP, { serviceWorkers: 'allow' });
    const subscription = await standInPushService(context);
    await context.grantPermissions(['notifications'], { origin: t.baseUrl });
    await page.goto('/signin?redirect=%2Fadmin%2Forders');
    // The browser already holds a subscription (another account's orders, say): the server
    // holds none for this session and the kitchen, so the board still offers it.
    await page.evaluate(() => localStorage.setItem('test-push-subscription', 'yes'));
    await submitSignIn(page, staff.email, staff.password);
    await page.waitForURL((url) => url.pathname === '/admin/orders', WAIT);
    await controlledByWorker(page);
    const saved = page.waitForResponse(
      (r) =>
        r.url().endsWith(`${API_BASE_PATH}/push/subscriptions`) && r.request().method() === 'POST',
      WAIT,
    );
    await page.getByRole('button', { name: 'Notify this device of new orders' }).click();
    const answer = await saved;
    expect(answer.status()).toBe(201);
    expect(answer.request().postDataJSON()).toEqual({ subscription, topic: 'kitchen' });
    await page
      .getByRole('status')
      .filter({ hasText: 'notification for every new order' })
      .waitFor(WAIT);

    // The browser replaces the subscription: the worker tells the API, and the kitchen's
    // notifications go to the new endpoint. (DevTools cannot fire pushsubscriptionchange, so
    // the worker's own handler is given the event with the browser's new subscription.)
    const renewed = { ...subscription, endpoint: `${subscription.endpoint}-renewed` };
    const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
    await worker.evaluate((json) => {
      const change = new Event('pushsubscriptionchange') as Event & Record<string, unknown>;
      Object.assign(change, {
        oldSubscription: null,
        newSubscription: { ...json, toJSON: () => json },
        waitUntil: (work: Promise<unknown>) => work,
      });
      globalThis.dispatchEvent(change);
    }, renewed);
    const subscribedHere = (endpoint: string) =>
      page.evaluate(
        async ([url, at]) => {
          const res = await fetch(url!, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
            body: JSON.stringify({ endpoint: at, topic: 'kitchen' }),
          });
          return ((await res.json()) as { subscribed: boolean }).subscribed;
        },
        [`${API_BASE_PATH}/push/subscriptions/status`, endpoint],
      );
    await expect.poll(() => subscribedHere(renewed.endpoint), WAIT).toBe(true);
    expect(await subscribedHere(subscription.endpoint)).toBe(false);
    expect(errors).toEqual([]);
  });
});
