import { z } from 'zod';
import { orderStatuses } from './order-status';

/**
 * Web push (issue 21, decision 0065): GET /push/public-key, POST and DELETE /push/subscriptions,
 * and the JSON payload the service worker receives. A subscription belongs to the session that
 * made it and ends with it.
 */

/** What a device subscribes to: its customer's orders, or (staff) the kitchen's new orders. */
export const pushTopics = ['orders', 'kitchen'] as const;
export type PushTopic = (typeof pushTopics)[number];

/** Push services' endpoints are well under this; a longer one is not a real subscription. */
export const PUSH_ENDPOINT_MAX = 2048;

export const pushTexts = {
  endpointInvalid: 'The push subscription endpoint must be an https address',
  endpointNotPushService: "The push subscription endpoint must be at a browser's push service",
  p256dhInvalid: 'The push subscription key p256dh must be a P-256 public key in base64url',
  authInvalid: 'The push subscription secret auth must be 16 bytes in base64url',
  topicInvalid: 'The push topic must be "orders" or "kitchen"',
  kitchenForStaff: 'Only kitchen staff can get new-order notifications',
  notConfigured: 'Notifications are not available',
} as const;

/** An uncompressed P-256 point: 65 bytes starting 0x04, i.e. 87 base64url characters from "B". */
const P256DH_PATTERN = /^B[A-Za-z0-9_-]{86}={0,1}$/;
/** 16 random bytes: 22 base64url characters (padding tolerated). */
const AUTH_PATTERN = /^[A-Za-z0-9_-]{22}(==)?$/;

/**
 * Why an endpoint is refused, or null. Push services are https only, and so is the web-push
 * library that posts to them: a plain-http endpoint could never be delivered to, so it is
 * refused at the door rather than failing at every send (decision 0065).
 */
export function pushEndpointRefusal(endpoint: string): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return pushTexts.endpointInvalid;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return pushTexts.endpointInvalid;
  return null;
}

const endpointSchema = z
  .string({ error: pushTexts.endpointInvalid })
  .max(PUSH_ENDPOINT_MAX, pushTexts.endpointInvalid)
  .refine((e) => pushEndpointRefusal(e) === null, pushTexts.endpointInvalid)
  .meta({ example: 'https://fcm.googleapis.com/fcm/send/dQw4w9WgXcQ:APA91bH' });

/** PushSubscription.toJSON() as the browser gives it (expirationTime included, and ignored). */
export const pushSubscriptionSchema = z
  .object({
    endpoint: endpointSchema,
    expirationTime: z.number().nullable().optional(),
    keys: z.object(
      {
        p256dh: z.string({ error: pushTexts.p256dhInvalid }).regex(P256DH_PATTERN, {
          error: pushTexts.p256dhInvalid,
        }),
        auth: z
          .string({ error: pushTexts.authInvalid })
          .regex(AUTH_PATTERN, { error: pushTexts.authInvalid }),
      },
      { error: 'The push subscription needs its keys p256dh and auth' },
    ),
  })
  .meta({
    id: 'PushSubscription',
    description: "A browser's push subscription, as PushSubscription.toJSON() gives it",
  });
export type PushSubscriptionJson = z.infer<typeof pushSubscriptionSchema>;

/**
 * POST /push/subscriptions: a repeat with the same endpoint (and topic) updates it: keys, owner
 * and session. One device may hold both topics (a cook who also orders).
 */
export const pushSubscribeSchema = z
  .object({
    subscription: pushSubscriptionSchema,
    topic: z.enum(pushTopics, { error: pushTexts.topicInvalid }),
  })
  .meta({
    id: 'NewPushSubscription',
    description:
      'Subscribe this device: `orders` for the signed-in customer’s order changes, `kitchen` ' +
      '(staff) for new orders',
    example: {
      subscription: {
        endpoint: 'https://fcm.googleapis.com/fcm/send/dQw4w9WgXcQ:APA91bH',
        expirationTime: null,
        keys: {
          p256dh:
            'BOY2O9qGEZCy5fMvrDwxEvxHJ8NQgCYIX9v92KozP057vmtwtHfUA2yJ20TFN0RXlKLVSFm6Gm0iBcSsiV3RiqE',
          auth: 'aOvuuCk7nGEOAdCSzr6UUw',
        },
      },
      topic: 'orders',
    },
  });
export type PushSubscribeInput = z.input<typeof pushSubscribeSchema>;

/** DELETE /push/subscriptions */
export const pushUnsubscribeSchema = z
  .object({ endpoint: z.string({ error: pushTexts.endpointInvalid }).max(PUSH_ENDPOINT_MAX) })
  .meta({
    id: 'PushUnsubscription',
    description: 'Stop notifications to this device',
    example: { endpoint: 'https://fcm.googleapis.com/fcm/send/dQw4w9WgXcQ:APA91bH' },
  });
export type PushUnsubscribeInput = z.infer<typeof pushUnsubscribeSchema>;

/**
 * POST /push/subscriptions/status: whether the server sends `topic` to this endpoint for the
 * caller's session. The opt-in shows "on" only then: a browser's subscription alone may be
 * another topic's, another account's, or one the server has dropped.
 */
export const pushSubscriptionStatusQuerySchema = z
  .object({
    endpoint: z.string({ error: pushTexts.endpointInvalid }).max(PUSH_ENDPOINT_MAX),
    topic: z.enum(pushTopics, { error: pushTexts.topicInvalid }),
  })
  .meta({
    id: 'PushSubscriptionStatusQuery',
    example: {
      endpoint: 'https://fcm.googleapis.com/fcm/send/dQw4w9WgXcQ:APA91bH',
      topic: 'orders',
    },
  });
export type PushSubscriptionStatusQuery = z.infer<typeof pushSubscriptionStatusQuerySchema>;

export const pushSubscriptionStatusSchema = z
  .object({ subscribed: z.boolean() })
  .meta({ id: 'PushSubscriptionStatus', example: { subscribed: true } });
export type PushSubscriptionStatus = z.infer<typeof pushSubscriptionStatusSchema>;

/**
 * POST /push/subscriptions/renewal: the browser replaced this device's subscription (the
 * service worker's `pushsubscriptionchange`): every topic the session had moves to the new one.
 */
export const pushRenewalSchema = z.object({ subscription: pushSubscriptionSchema }).meta({
  id: 'PushRenewal',
  example: {
    subscription: {
      endpoint: 'https://fcm.googleapis.com/fcm/send/eW91ciBuZXcgb25l:APA91bH',
      expirationTime: null,
      keys: {
        p256dh:
          'BOY2O9qGEZCy5fMvrDwxEvxHJ8NQgCYIX9v92KozP057vmtwtHfUA2yJ20TFN0RXlKLVSFm6Gm0iBcSsiV3RiqE',
        auth: 'aOvuuCk7nGEOAdCSzr6UUw',
      },
    },
  },
});
export type PushRenewalInput = z.input<typeof pushRenewalSchema>;

export const pushRenewedSchema = z
  .object({ topics: z.array(z.enum(pushTopics)) })
  .meta({ id: 'PushRenewed', example: { topics: ['orders'] } });
export type PushRenewed = z.infer<typeof pushRenewedSchema>;

/** GET /push/public-key: the VAPID key for PushManager.subscribe's applicationServerKey. */
export const pushPublicKeySchema = z.object({ publicKey: z.string() }).meta({
  id: 'PushPublicKey',
  description: 'The VAPID application server key (uncompressed P-256 point, base64url)',
  example: {
    publicKey:
      'BBefR1VLMOfijCY6l_Cjbt_5rT5_707FqnNhax32R4RZpsAKlmA13j9ZCX1X42SJKPFyIyip_zuDVu3FVcls5R0',
  },
});
export type PushPublicKey = z.infer<typeof pushPublicKeySchema>;

/** A customer's order changed status; `url` opens the order. */
export const pushOrderStatusMessageSchema = z
  .object({
    type: z.literal('order-status'),
    orderId: z.string(),
    number: z.string(),
    status: z.enum(orderStatuses),
    title: z.string(),
    body: z.string(),
    url: z.string(),
    /** One notification per order: the next status replaces it (`order-<id>`)… */
    tag: z.string(),
    /** …and alerts again (sound, vibration) instead of changing silently. */
    renotify: z.literal(true),
  })
  .meta({
    id: 'PushOrderStatusMessage',
    example: {
      type: 'order-status',
      orderId: 'ord_01',
      number: 'NT-4821',
      status: 'accepted',
      title: 'Order NT-4821 accepted',
      body: 'The kitchen has accepted your order.',
      url: '/order-confirmation?id=ord_01',
      tag: 'order-ord_01',
      renotify: true,
    },
  });
export type PushOrderStatusMessage = z.infer<typeof pushOrderStatusMessageSchema>;

/** A new order reached the kitchen (for `placed`, never while awaiting payment). */
export const pushNewOrderMessageSchema = z
  .object({
    type: z.literal('new-order'),
    orderId: z.string(),
    number: z.string(),
    /** As orders carry it (major units, decision 0037's currency); `body` has it formatted. */
    total: z.number(),
    title: z.string(),
    body: z.string(),
    url: z.literal('/admin/orders'),
    /** Each new order its own notification (`new-order-<id>`): none replaces another. */
    tag: z.string(),
    renotify: z.literal(false),
  })
  .meta({
    id: 'PushNewOrderMessage',
    example: {
      type: 'new-order',
      orderId: 'ord_01',
      number: 'NT-4821',
      total: 488,
      title: 'New order NT-4821',
      body: 'Total ₹488.00 · delivery',
      url: '/admin/orders',
      tag: 'new-order-ord_01',
      renotify: false,
    },
  });
export type PushNewOrderMessage = z.infer<typeof pushNewOrderMessageSchema>;

/** The JSON the service worker's push event carries. */
export const pushMessageSchema = z.discriminatedUnion('type', [
  pushOrderStatusMessageSchema,
  pushNewOrderMessageSchema,
]);
export type PushMessage = z.infer<typeof pushMessageSchema>;

/** The 201 of POST /push/subscriptions: no body. */
export const pushSubscribedSchema = z
  .undefined()
  .meta({ description: 'Subscribed (or updated): this device now gets the topic’s notifications' });

/** The 204 of DELETE /push/subscriptions: no body, whether or not there was one to remove. */
export const pushUnsubscribedSchema = z
  .undefined()
  .meta({ description: 'This device gets no more notifications from this account' });
