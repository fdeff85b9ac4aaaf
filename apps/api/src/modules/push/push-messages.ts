import type {
  FulfilmentMethod,
  OrderStatus,
  PushNewOrderMessage,
  PushOrderStatusMessage,
  RestaurantFormat,
} from '@ninetonine/contract';
import { fromMinor } from '@ninetonine/contract';

/** Where a customer's notification opens: the order's own page. */
export const orderPageUrl = (orderId: string) =>
  `/order-confirmation?id=${encodeURIComponent(orderId)}`;

type Words = (n: string, fulfilment: FulfilmentMethod, reason: string | null) => [string, string];

/**
 * What a customer hears of each change the kitchen makes. Not `placed` (they placed it), not
 * `cancelled` (only they can cancel), nor any status added later until it is given words here:
 * Partial, so a new status (awaiting payment) is silent rather than a type error.
 */
const CUSTOMER_WORDS: Partial<Record<OrderStatus, Words>> = {
  accepted: (n) => [`Order ${n} accepted`, 'The kitchen has accepted your order.'],
  preparing: (n) => [`Order ${n} is being prepared`, 'The kitchen is cooking your order now.'],
  ready: (n, fulfilment) =>
    fulfilment === 'pickup'
      ? [`Order ${n} is ready for pickup`, 'Come and collect it at the counter.']
      : [`Order ${n} is ready`, 'It leaves with a rider shortly.'],
  out_for_delivery: (n) => [`Order ${n} is on its way`, 'A rider is bringing your order.'],
  delivered: (n) => [`Order ${n} delivered`, 'Enjoy your meal!'],
  picked_up: (n) => [`Order ${n} collected`, 'Enjoy your meal!'],
  rejected: (n, _f, reason) => [
    `Order ${n} could not be accepted`,
    reason ? `The restaurant said: ${reason}` : 'The restaurant could not take your order.',
  ],
};

/** The customer's notification of a change, or null for a change they are not told of. */
export function orderStatusMessage(order: {
  orderId: string;
  number: string;
  status: OrderStatus;
  fulfilment: FulfilmentMethod;
  reason: string | null;
}): PushOrderStatusMessage | null {
  const words = CUSTOMER_WORDS[order.status];
  if (!words) return null;
  const [title, body] = words(order.number, order.fulfilment, order.reason);
  return {
    type: 'order-status',
    orderId: order.orderId,
    number: order.number,
    status: order.status,
    title,
    body,
    url: orderPageUrl(order.orderId),
    // The same tag for every status of the order: the new one replaces the last, and alerts.
    tag: `order-${order.orderId}`,
    renotify: true,
  };
}

/** The kitchen's "new order": its number and total, in the restaurant's currency and locale. */
export function newOrderMessage(
  order: { orderId: string; number: string; totalMinor: number; fulfilment: FulfilmentMethod },
  format: RestaurantFormat,
): PushNewOrderMessage {
  const total = fromMinor(order.totalMinor);
  const how = order.fulfilment === 'pickup' ? 'Pickup' : 'Delivery';
  return {
    type: 'new-order',
    orderId: order.orderId,
    number: order.number,
    total,
    title: `New order ${order.number}`,
    body: `${format.price(total)} · ${how}`,
    url: '/admin/orders',
    tag: `new-order-${order.orderId}`,
    renotify: false,
  };
}
