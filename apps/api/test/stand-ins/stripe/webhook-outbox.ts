import { newId, signatureHeader, unixNow } from './protocol';

/** One webhook as Stripe sends it: the raw body and its headers. */
export interface StripeDelivery {
  eventId: string;
  type: string;
  body: string;
  headers: Record<string, string>;
}

/**
 * The stand-in's webhooks, held for the test to deliver (app.inject has no port to POST to).
 * Each is an Event object (https://docs.stripe.com/api/events/object) signed as
 * https://docs.stripe.com/webhooks/signature says; `signedAt` re-signs one at another time
 * (a stale delivery).
 */
export function createStripeOutbox(secret: string, apiVersion: string) {
  const pending: StripeDelivery[] = [];
  return {
    pending,
    send(type: string, object: unknown) {
      const event = {
        id: newId('evt'),
        object: 'event',
        api_version: apiVersion,
        created: unixNow(),
        data: { object },
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
      };
      const body = JSON.stringify(event, null, 2);
      pending.push({
        eventId: event.id,
        type,
        body,
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'stripe-signature': signatureHeader(secret, body, unixNow()),
        },
      });
    },
    /** Takes the held webhooks out, in the order they happened. */
    take: (): StripeDelivery[] => pending.splice(0),
    /** The same delivery signed at `t` (unix seconds): older than 300 s is outside tolerance. */
    signedAt: (d: StripeDelivery, t: number): StripeDelivery => ({
      ...d,
      headers: { ...d.headers, 'stripe-signature': signatureHeader(secret, d.body, t) },
    }),
  };
}
