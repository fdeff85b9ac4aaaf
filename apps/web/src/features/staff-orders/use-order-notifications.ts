import type { StaffOrder } from '@ninetonine/contract';
import { useCallback, useRef, useState } from 'react';
import { useRestaurantFormat } from '@/lib/restaurant-format';
import { deviceSwitch } from './device-switch';

/** On unless turned off on this device (the browser's permission is asked for by a tap). */
const stored = deviceSwitch('notifications', true);

const supported = () => typeof window !== 'undefined' && 'Notification' in window;
type Permission = NotificationPermission | 'unsupported';
const currentPermission = (): Permission => (supported() ? Notification.permission : 'unsupported');

/**
 * A system notification, through the service worker's registration when there is one (a phone's
 * browser only shows them that way), else from the page; a tap on it brings the board forward.
 */
async function show(title: string, options: NotificationOptions) {
  const registration = await navigator.serviceWorker?.getRegistration().catch(() => undefined);
  if (registration) return registration.showNotification(title, options);
  const notification = new Notification(title, options);
  notification.onclick = () => {
    window.focus();
    notification.close();
  };
}

/**
 * "New order" notifications for a board whose tab is hidden (decision 0067): shown when this
 * device has them on and the browser allows them; silent when "Sound alerts" is off (muted means
 * no sound from the board at all). One per order: the tag replaces rather than stacks.
 */
export function useOrderNotifications(soundOn: boolean) {
  const format = useRestaurantFormat();
  const [wanted, setWanted] = useState(stored.read);
  const [permission, setPermission] = useState<Permission>(currentPermission);
  const shown = useRef(new Set<string>());
  const on = wanted && permission === 'granted';

  const toggle = useCallback(() => {
    const next = !on;
    setWanted(next);
    stored.write(next);
    // This tap is the gesture the browser wants before it asks.
    if (next && supported() && Notification.permission === 'default') {
      void Notification.requestPermission().then(setPermission, () => {});
    } else {
      setPermission(currentPermission());
    }
  }, [on]);

  const notify = useCallback(
    (order: StaffOrder) => {
      if (!on || document.visibilityState === 'visible' || shown.current.has(order._id)) return;
      shown.current.add(order._id);
      const items = order.lines.reduce((n, line) => n + line.quantity, 0);
      void show(`New order ${order.number}`, {
        body: [
          order.fulfilment === 'delivery' ? 'Delivery' : 'Pickup',
          `${items} ${items === 1 ? 'item' : 'items'}`,
          format.price(order.total),
        ].join(' · '),
        tag: `order-${order._id}`,
        silent: !soundOn,
        data: { url: '/admin/orders' },
      }).catch(() => {
        // Refused by the system (a quiet mode): the sound and the title still tell.
      });
    },
    [on, soundOn, format],
  );

  return { on, permission, toggle, notify };
}
