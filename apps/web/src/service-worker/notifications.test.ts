import { describe, expect, it } from 'vitest';
import { handlePush, openFromNotification, pageOf } from './notifications';

const ORIGIN = 'https://shop.example';

/** The browser's registration, as far as showing a notification goes. */
function registration() {
  const shown: { title: string; options: NotificationOptions }[] = [];
  return {
    shown,
    value: {
      scope: `${ORIGIN}/`,
      showNotification: async (title: string, options: NotificationOptions) => {
        shown.push({ title, options });
      },
    } as unknown as ServiceWorkerRegistration,
  };
}
const data = (text: string) => ({ json: () => JSON.parse(text) }) as unknown as PushMessageData;

/** Window clients: what the click handler did to which. */
function windows(urls: string[]) {
  const done: string[] = [];
  const clients = urls.map((url) => ({
    url,
    focus: async () => {
      done.push(`focus ${url}`);
      return clients[0];
    },
    navigate: async (to: string) => {
      done.push(`navigate ${url} -> ${to}`);
      return { focus: async () => done.push(`focus ${to}`) };
    },
  }));
  return {
    done,
    value: {
      matchAll: async () => clients,
      openWindow: async (to: string) => {
        done.push(`open ${to}`);
        return null;
      },
    } as unknown as Clients,
  };
}
const clicked = (url: string) => ({ data: { url } }) as unknown as Notification;

describe("the worker's notifications (decision 0066)", () => {
  it('keeps every opened address on our own origin', () => {
    expect(pageOf(ORIGIN, '/order-confirmation?id=7')).toBe(`${ORIGIN}/order-confirmation?id=7`);
    expect(pageOf(ORIGIN, 'https://elsewhere.example/phish')).toBe(`${ORIGIN}/`);
    expect(pageOf(ORIGIN, '//elsewhere.example/x')).toBe(`${ORIGIN}/`);
    expect(pageOf(ORIGIN, 42)).toBe(`${ORIGIN}/`);
  });

  it("shows the payload's title and body, one notification per order", async () => {
    const r = registration();
    await handlePush(
      r.value,
      data(
        JSON.stringify({
          type: 'order-status',
          orderId: 'o1',
          number: 'NT-1',
          title: 'Order NT-1 accepted',
          body: 'The kitchen has accepted your order.',
          url: '/order-confirmation?id=o1',
        }),
      ),
    );
    expect(r.shown).toEqual([
      {
        title: 'Order NT-1 accepted',
        options: expect.objectContaining({
          body: 'The kitchen has accepted your order.',
          tag: 'order-o1',
          data: { url: `${ORIGIN}/order-confirmation?id=o1` },
        }),
      },
    ]);
  });

  it("alerts again at each status of an order, under the payload's one tag", async () => {
    const r = registration();
    const status = (title: string) =>
      data(
        JSON.stringify({
          type: 'order-status',
          orderId: 'o2',
          title,
          body: '…',
          url: '/order-confirmation?id=o2',
          tag: 'order-o2',
          renotify: true,
        }),
      );
    await handlePush(r.value, status('Order NT-2 accepted'));
    await handlePush(r.value, status('Order NT-2 is ready for pickup'));
    expect(r.shown.map((n) => [n.title, n.options])).toEqual([
      ['Order NT-2 accepted', expect.objectContaining({ tag: 'order-o2', renotify: true })],
      [
        'Order NT-2 is ready for pickup',
        expect.objectContaining({ tag: 'order-o2', renotify: true }),
      ],
    ]);
    // Without a tag there is nothing to re-alert (Chromium refuses renotify without one).
    await handlePush(r.value, data(JSON.stringify({ title: 'Hello', renotify: true })));
    expect(r.shown[2]!.options).toMatchObject({ tag: undefined, renotify: false });
  });

  it('still shows a notification for a payload it cannot read', async () => {
    const r = registration();
    await handlePush(r.value, data('not json'));
    await handlePush(r.value, null);
    expect(r.shown.map((n) => n.title)).toEqual(['NineToNine', 'NineToNine']);
  });

  it('on a click, focuses the window already there, else moves one of ours, else opens one', async () => {
    const target = `${ORIGIN}/order-confirmation?id=o1`;
    const there = windows([`${ORIGIN}/menu`, target]);
    await openFromNotification(there.value, ORIGIN, clicked(target));
    expect(there.done).toEqual([`focus ${target}`]);

    const ours = windows([`${ORIGIN}/menu`]);
    await openFromNotification(ours.value, ORIGIN, clicked(target));
    expect(ours.done).toEqual([`navigate ${ORIGIN}/menu -> ${target}`, `focus ${target}`]);

    const none = windows(['https://elsewhere.example/']);
    await openFromNotification(none.value, ORIGIN, clicked(target));
    expect(none.done).toEqual([`open ${target}`]);
  });
});
