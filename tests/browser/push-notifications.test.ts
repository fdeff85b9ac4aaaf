import type { PushOrderStatusMessage } from '@ninetonine/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { submitSignIn } from './auth-helpers';
import { menuFoods, orderable, registerUser } from './cart-helpers';
import { PHONE, WAIT, useBrowserStack } from './harness';
import { placeOrder } from './order-helpers';
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

describe('web push in the storefront (issue 21 item 2, decision 0066)', () => {
  const t = useBrowserStack();

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
    const message: PushOrderStatusMessage = {
      type: 'order-status',
      orderId: order._id,
      number: order.number,
      status: 'accepted',
      title: `Order ${order.number} accepted`,
      body: 'The kitchen has accepted your order.',
      url: `/order-confirmation?id=${order._id}`,
    };
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: t.baseUrl,
      registrationId: await registrationId,
      data: JSON.stringify(message),
    });
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
});
