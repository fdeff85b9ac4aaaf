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

/**
 * How a message stands, as staff see it on the order: our queue's state until the provider
 * reports on it, then the provider's latest report (decision 0092, status callbacks).
 */
export const orderMessageStatuses = [
  'pending',
  'sent',
  'queued',
  'delivered',
  'read',
  'undelivered',
  'failed',
  'opted_out',
] as const;
export type OrderMessageStatus = (typeof orderMessageStatuses)[number];

export const orderMessageStatusLabels: Record<OrderMessageStatus, string> = {
  pending: 'Not sent yet',
  sent: 'Sent',
  queued: 'Queued by Twilio',
  delivered: 'Delivered',
  read: 'Read',
  undelivered: 'Not delivered',
  failed: 'Failed',
  opted_out: 'Opted out',
};

/**
 * Twilio's error codes a message most often ends with, in words for the kitchen
 * (https://www.twilio.com/docs/api/errors: 21610, 30003-30008, 63016).
 */
const twilioErrorTexts: Record<number, string> = {
  21610: 'The customer opted out (replied STOP).',
  30003: 'The phone was unreachable (switched off or out of coverage).',
  30004: 'The number blocks these messages.',
  30005: 'The number is unknown or no longer in service.',
  30006: 'The number is a landline, or its carrier cannot take messages.',
  30007: 'The carrier filtered the message as spam.',
  30008: 'The carrier gave no reason.',
  63016: 'WhatsApp refused a message that was not an approved template.',
};

/** Why a message did not arrive, from the provider's error code (null: none given). */
export function messageErrorText(code: number | null): string {
  if (code === null) return 'The provider gave no reason.';
  return twilioErrorTexts[code] ?? `Twilio error ${code}.`;
}
