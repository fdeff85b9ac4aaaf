import { randomBytes } from 'node:crypto';
import { signBody } from './entities';

/** One webhook as Razorpay sends it: raw body and its headers. */
export interface WebhookDelivery {
  eventId: string;
  event: string;
  body: string;
  headers: Record<string, string>;
}

/**
 * Webhooks of the stand-in: signed like Razorpay's, each with its X-Razorpay-Event-Id, POSTed to
 * the webhook URL (or kept in `pending` when there is none). Controls: `hold` keeps them back
 * until `release()` (with `reorder`, newest first), `duplicate` sends each twice, `dropNext`
 * loses the next N, `delayMs` waits before each send.
 */
export function createWebhookOutbox(secret: string, webhookUrl?: string) {
  const inFlight = new Set<Promise<unknown>>();
  const outbox = {
    url: webhookUrl,
    hold: false,
    reorder: false,
    duplicate: false,
    dropNext: 0,
    delayMs: 0,
    /** Held (or, with no URL, undelivered) webhooks, in the order they happened. */
    pending: [] as WebhookDelivery[],
    sent: [] as { delivery: WebhookDelivery; status: number }[],
    dropped: [] as WebhookDelivery[],

    send(event: { event: string }) {
      const body = JSON.stringify(event);
      const eventId = `evt_${randomBytes(8).toString('hex')}`;
      const delivery: WebhookDelivery = {
        eventId,
        event: event.event,
        body,
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': signBody(secret, body),
          'x-razorpay-event-id': eventId,
        },
      };
      if (outbox.dropNext > 0) {
        outbox.dropNext -= 1;
        outbox.dropped.push(delivery);
        return;
      }
      if (outbox.hold || !outbox.url) {
        outbox.pending.push(delivery);
        return;
      }
      outbox.post(delivery);
    },

    /** Sends what was held: in order, or newest first with `reorder`. */
    release() {
      const held = outbox.pending.splice(0);
      for (const d of outbox.reorder ? held.reverse() : held) outbox.post(d);
    },

    /** Takes the held webhooks out, for a test that delivers them itself. */
    take(): WebhookDelivery[] {
      return outbox.pending.splice(0);
    },

    post(delivery: WebhookDelivery) {
      const once = async () => {
        if (outbox.delayMs) await new Promise((r) => setTimeout(r, outbox.delayMs));
        const answer = await fetch(outbox.url!, {
          method: 'POST',
          headers: delivery.headers,
          body: delivery.body,
        }).catch(() => null);
        outbox.sent.push({ delivery, status: answer?.status ?? 0 });
      };
      for (let i = 0; i < (outbox.duplicate ? 2 : 1); i++) {
        const p = once().finally(() => inFlight.delete(p));
        inFlight.add(p);
      }
    },

    /** Resolves once every send started so far has been answered. */
    async settle() {
      while (inFlight.size) await Promise.all([...inFlight]);
    },
  };
  return outbox;
}
