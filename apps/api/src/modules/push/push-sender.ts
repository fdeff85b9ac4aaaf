import type { PushMessage } from '@ninetonine/contract';
import { Agent } from 'node:https';
import webpush from 'web-push';
import { checkedLookup, systemResolver, type PushResolver } from './push-addresses';
import type { PushEndpointPolicy } from './push-endpoint-policy';
import type { PushTarget, VapidKeys } from './push.repository';

/** How long a push service keeps an undelivered message: a status is stale after an hour. */
const TTL_SECONDS = 60 * 60;
/** A push service that does not answer within this is given up on (and logged). */
const TIMEOUT_MS = 10_000;

/**
 * A push service's refusal, without the endpoint (a capability URL: whoever has it and the keys
 * can notify the device) or the request headers (our signed VAPID token) that web-push's carries.
 */
class PushRefused extends Error {
  constructor(
    readonly statusCode: number,
    body: string,
  ) {
    super(`push service answered ${statusCode}: ${body.slice(0, 200)}`);
    this.name = 'PushRefused';
  }
}

/**
 * `gone`: the push service no longer knows the endpoint (404/410); `refused`: the endpoint is not
 * one we send to (stored before the rule or under another PUSH_EXTRA_HOSTS). Both are dropped.
 */
export type PushOutcome = 'sent' | 'gone' | 'refused';
export type PushSend = (target: PushTarget, message: PushMessage) => Promise<PushOutcome>;

/** How pushes reach their services: tests trust their stand-in's certificate and resolve names. */
export interface PushTransport {
  /** Certificate authority to trust instead of the system's (tests: the local stand-in's). */
  ca?: Buffer;
  /** Resolves push services' names (default: the system's, as dns.lookup). */
  resolve?: PushResolver;
}

/**
 * Sends one encrypted message (RFC 8291, aes128gcm) with VAPID (RFC 8292) through the
 * maintained web-push library, only to endpoints `policy` allows, over an agent whose lookup
 * refuses internal addresses and connects to the very addresses it checked (decision 0065).
 */
export function createPushSender(opts: {
  subject: string;
  keys: VapidKeys;
  policy: PushEndpointPolicy;
  transport?: PushTransport;
}) {
  const vapidDetails = { subject: opts.subject, ...opts.keys };
  const agent = new Agent({
    keepAlive: true,
    lookup: checkedLookup(opts.transport?.resolve ?? systemResolver),
    ...(opts.transport?.ca ? { ca: opts.transport.ca } : {}),
  });
  const send: PushSend = async (target, message) => {
    const { endpoint } = target;
    if (opts.policy.refusal(endpoint) || opts.policy.literalAddressRefused(endpoint)) {
      return 'refused';
    }
    try {
      await webpush.sendNotification(target, JSON.stringify(message), {
        vapidDetails,
        TTL: TTL_SECONDS,
        // A new order or a ready meal should wake a sleeping phone.
        urgency: 'high',
        timeout: TIMEOUT_MS,
        agent,
      });
      return 'sent';
    } catch (err) {
      if (!(err instanceof webpush.WebPushError)) throw err;
      if (err.statusCode === 404 || err.statusCode === 410) return 'gone';
      throw new PushRefused(err.statusCode, err.body);
    }
  };
  return { send, close: () => agent.destroy() };
}

/**
 * The VAPID subject: PUSH_CONTACT, else PUBLIC_URL when https, else the MAIL_FROM address.
 * Push services must be able to reach whoever runs the server (RFC 8292 section 2.1).
 */
export function vapidSubject(env: {
  PUSH_CONTACT?: string;
  PUBLIC_URL: string;
  mailFrom: string;
}): string {
  if (env.PUSH_CONTACT) return env.PUSH_CONTACT;
  if (env.PUBLIC_URL.startsWith('https://')) return env.PUBLIC_URL;
  const address = /<([^>]+)>/.exec(env.mailFrom)?.[1] ?? env.mailFrom.trim();
  return `mailto:${address}`;
}

export const makeVapidKeys = (): VapidKeys => webpush.generateVAPIDKeys();
