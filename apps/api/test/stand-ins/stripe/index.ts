import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { decodeForm, sendError, sendJson, type StripeErrorBody } from './protocol';
import { createStripeResources } from './resources';
import { createStripeOutbox } from './webhook-outbox';
import { listenLocally } from '../local-listener';

export interface StripeStandInOptions {
  secretKey: string;
  webhookSecret: string;
}

const API_VERSION = '2026-10-28.endive';

/**
 * A stand-in for Stripe's API (Checkout Sessions, Refunds) on a real port, for the API tests
 * (issue 31), written from Stripe's documentation:
 * - sessions: create, retrieve, expire (https://docs.stripe.com/api/checkout/sessions);
 * - refunds: create, list by payment_intent (https://docs.stripe.com/api/refunds);
 * - errors: `{ error: { type, code, message } }`, 400/401/404/429/500 (https://docs.stripe.com/api/errors);
 * - idempotency: a repeated Idempotency-Key replays the first result (Idempotent-Replayed:
 *   true), with other parameters it is a 400 idempotency_error
 *   (https://docs.stripe.com/api/idempotent_requests);
 * - webhooks: signed Event objects (https://docs.stripe.com/webhooks/signature).
 * `failNext` fails a call before the endpoint runs (as a rate limit or an unavailable edge
 * does): the docs save an idempotent result only once the endpoint began executing.
 */
export async function startStripeStandIn(options: StripeStandInOptions) {
  const idempotent = new Map<string, { request: string; status: number; body: unknown }>();
  const failures: { match: string; status: number; error: StripeErrorBody }[] = [];
  const holds: { match: string; arrived: () => void; gate: Promise<void> }[] = [];
  const calls: { method: string; path: string; idempotencyKey: string | null }[] = [];
  const webhooks = createStripeOutbox(options.webhookSecret, API_VERSION);
  let url = '';
  const resources = createStripeResources(() => url, webhooks);
  const { sessions, refunds, settings, pay, refund, settleRefund } = resources;

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const method = req.method ?? 'GET';
    const address = new URL(req.url ?? '/', 'http://stand-in');
    const key = (req.headers['idempotency-key'] as string | undefined) ?? null;
    calls.push({ method, path: address.pathname, idempotencyKey: key });
    if (req.headers.authorization !== `Bearer ${options.secretKey}`) {
      return sendError(res, 401, {
        type: 'invalid_request_error',
        message: 'Invalid API Key provided: sk_test_****',
      });
    }
    let text = '';
    for await (const chunk of req) text += chunk;
    const hold = holds.findIndex((h) => address.pathname.includes(h.match));
    if (hold !== -1) {
      // A provider answering late: this call waits until the test releases it.
      const { arrived, gate } = holds.splice(hold, 1)[0]!;
      arrived();
      await gate;
    }
    const failure = failures.findIndex((f) => address.pathname.includes(f.match));
    if (failure !== -1) {
      const { status, error } = failures.splice(failure, 1)[0]!;
      return sendError(res, status, error);
    }
    const request = `${method} ${address.pathname} ${text}`;
    const seen = key && method === 'POST' ? idempotent.get(key) : undefined;
    if (seen) {
      if (seen.request !== request) {
        return sendError(res, 400, {
          type: 'idempotency_error',
          message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
        });
      }
      return sendJson(res, seen.status, seen.body, { 'idempotent-replayed': 'true' });
    }
    const answer = resources.route(
      method,
      address.pathname,
      address.searchParams,
      decodeForm(text),
    );
    if (key && method === 'POST') idempotent.set(key, { request, ...answer });
    return sendJson(res, answer.status, answer.body);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) =>
      sendError(res, 500, { type: 'api_error', message: String(err) }),
    );
  });
  const listening = await listenLocally(server);
  url = listening.url;

  return {
    url,
    close: listening.close,
    control: {
      sessions,
      refunds,
      calls,
      webhooks,
      settings,
      pay,
      refund,
      /** The session opened for our order `orderId` most recently. */
      sessionFor: (orderId: string) =>
        [...sessions.values()].filter((s) => s.metadata.order_id === orderId).at(-1),
      settleRefund,
      /**
       * The next call whose path contains `match` is held (a provider answering late): `reached`
       * resolves when it arrives, `release()` lets it be answered.
       */
      holdNext(match: string) {
        let arrived!: () => void;
        let release!: () => void;
        const reached = new Promise<void>((resolve) => (arrived = resolve));
        const gate = new Promise<void>((resolve) => (release = resolve));
        const held = {
          reached,
          released: false,
          release: () => ((held.released = true), release()),
        };
        holds.push({ match, arrived, gate });
        return held;
      },
      /** The next call whose path contains `match` fails with Stripe's error of that status. */
      failNext(match: string, status = 500, error?: StripeErrorBody) {
        failures.push({
          match,
          status,
          error: error ?? { type: 'api_error', message: 'An unknown error occurred' },
        });
      },
    },
  };
}

export type StripeStandIn = Awaited<ReturnType<typeof startStripeStandIn>>;
