// Zod-free (exported by `/core` too): the choice's values and labels, and which statuses tell.
import type { FulfilmentMethod, OrderStatus } from './order-status';

/**
 * Order updates on the phone (issue 33): how a customer hears about an order besides mail,
 * chosen at checkout or in the account, stored per customer and per order (decision 0092).
 */
export const orderUpdateChannels = ['whatsapp', 'sms', 'none'] as const;
export type OrderUpdateChannel = (typeof orderUpdateChannels)[number];

/** What the choice is called on the checkout and account screens. */
export const orderUpdateChannelLabels: Record<OrderUpdateChannel, string> = {
  whatsapp: 'WhatsApp',
  sms: 'SMS',
  none: 'None',
};

/** The messages a customer can get: one template each per channel (settings). */
export const orderMessageTopics = [
  'receipt',
  'accepted',
  'out_for_delivery',
  'ready_for_pickup',
  'delivered',
  'cancelled',
] as const;
export type OrderMessageTopic = (typeof orderMessageTopics)[number];

export const orderMessageTopicLabels: Record<OrderMessageTopic, string> = {
  receipt: 'Order placed (receipt)',
  accepted: 'Accepted',
  out_for_delivery: 'Out for delivery',
  ready_for_pickup: 'Ready for pickup',
  delivered: 'Delivered or collected',
  cancelled: 'Cancelled or rejected',
};

/** The message a status the order just entered is told by; null: not messaged. */
export function orderMessageTopic(
  status: OrderStatus,
  fulfilment: FulfilmentMethod,
): OrderMessageTopic | null {
  switch (status) {
    case 'placed':
      return 'receipt';
    case 'accepted':
      return 'accepted';
    case 'out_for_delivery':
      return 'out_for_delivery';
    // A delivery's next news is "on its way"; "ready" matters to someone collecting.
    case 'ready':
      return fulfilment === 'pickup' ? 'ready_for_pickup' : null;
    case 'delivered':
    case 'picked_up':
      return 'delivered';
    case 'cancelled':
    case 'rejected':
      return 'cancelled';
    default:
      return null;
  }
}
