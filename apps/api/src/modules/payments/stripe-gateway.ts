import type { RefundStatus } from '@ninetonine/contract';
import Stripe from 'stripe';
import {
  ProviderError,
  WebhookRefused,
  type PaymentEvent,
  type PaymentGateway,
  type PreviousSecret,
  type ReportedPayment,
  type ReportedRefund,
} from './payment-gateway';

export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  /** https://api.stripe.com, or a stand-in in tests: given to the SDK as host, port, protocol. */
  apiUrl: string;
  /** The webhook secret being rotated out, accepted until its time. */
  previousWebhookSecret?: PreviousSecret;
}

const PROVIDER_TIMEOUT_MS = 10_000;
/** Stripe's own default (docs.stripe.com/webhooks/signature): a signature older than this is refused. */
const WEBHOOK_TOLERANCE_SECONDS = 300;

/** The SDK's documented host/port/protocol options from one URL (README, "Configuration"). */
function sdkAddress(apiUrl: string): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

const refundStateOf = (status: string | null): RefundStatus =>
  status === 'succeeded'
    ? 'refunded'
    : status === 'failed' || status === 'canceled'
      ? 'failed'
      : 'pending';
const reportedRefund = (r: Stripe.Refund): ReportedRefund => ({
  id: r.id,
  status: refundStateOf(r.status),
  amountMinor: r.amount,
  key: r.metadata?.refund_key ?? null,
});
const idOf = (ref: string | { id: string } | null): string | null =>
  typeof ref === 'string' ? ref : (ref?.id ?? null);

/** A Checkout Session's payment (its PaymentIntent) as the port reports it, or null if none. */
function sessionPayment(
  session: Stripe.Checkout.Session,
  status: ReportedPayment['status'],
): ReportedPayment | null {
  const id = idOf(session.payment_intent);
  if (!id) return null;
  return {
    id,
    amountMinor: session.amount_total ?? 0,
    currency: (session.currency ?? '').toUpperCase(),
    status,
  };
}

/** A verified Stripe event, normalised; `key` is the event's id (inside the signed body). */
function normalise(event: Stripe.Event): PaymentEvent {
  const { id: key, type: name } = event;
  const other: PaymentEvent = { kind: 'other', key, name };
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
    case 'checkout.session.async_payment_failed': {
      const session = event.data.object;
      // completed with payment_status unpaid: a delayed method (async_payment_* follows).
      const status =
        event.type === 'checkout.session.async_payment_failed'
          ? 'failed'
          : session.payment_status === 'paid'
            ? 'captured'
            : null;
      const payment = status && sessionPayment(session, status);
      return payment
        ? {
            kind: 'payment',
            key,
            name,
            attemptId: session.id,
            orderId: null,
            providerOrderId: null,
            payment,
          }
        : other;
    }
    case 'refund.created':
    case 'refund.updated':
    case 'refund.failed': {
      const refund = event.data.object;
      const paymentId = idOf(refund.payment_intent);
      return paymentId
        ? { kind: 'refund', key, name, paymentId, refund: reportedRefund(refund) }
        : other;
    }
    default:
      return other;
  }
}

/**
 * Stripe Checkout through the official SDK (issue 31, decision 0078): a Checkout Session per
 * attempt, created and refunded with idempotency keys; webhooks checked by constructEvent
 * with its tolerance; the return trusted only after retrieving the session.
 */
export function createStripeGateway(config: StripeConfig): PaymentGateway {
  const sdk = new Stripe(config.secretKey, {
    ...sdkAddress(config.apiUrl),
    timeout: PROVIDER_TIMEOUT_MS,
    // Our own retries (the customer's "Pay again", the reconciliation job) reuse the keys.
    maxNetworkRetries: 0,
  });

  /** The SDK rejects with a StripeError: statusCode when Stripe answered, none when unreachable. */
  async function call<T>(what: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeError)) throw error;
      throw new ProviderError(
        error.statusCode ?? null,
        `Stripe ${what}: ${error.rawType ?? error.type}${error.code ? ` ${error.code}` : ''}: ${error.message}`,
        error.statusCode ? error.message : null,
      );
    }
  }
  const retrieve = (id: string) =>
    call('retrieve checkout session', () => sdk.checkout.sessions.retrieve(id));
  const paidPayment = (session: Stripe.Checkout.Session) =>
    session.payment_status === 'paid' ? sessionPayment(session, 'captured') : null;

  return {
    provider: 'stripe',
    label: 'Stripe',
    takesCurrency: (currency) => currency !== 'INR',

    async createAttempt(input) {
      const back = `${input.returnUrl}?session_id={CHECKOUT_SESSION_ID}`;
      const session = await call('create checkout session', () =>
        sdk.checkout.sessions.create(
          {
            mode: 'payment',
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: input.currency.toLowerCase(),
                  unit_amount: input.amountMinor,
                  product_data: { name: input.description },
                },
              },
            ],
            client_reference_id: input.orderId,
            metadata: { order_id: input.orderId },
            payment_intent_data: { metadata: { order_id: input.orderId } },
            ...(input.customer.email ? { customer_email: input.customer.email } : {}),
            // No expires_at (Stripe's default, 24 h): our job expires the session at our own
            // deadline, and the same key must come with the same parameters.
            success_url: back,
            // Back from the page unpaid: the same return, which finds the session open.
            cancel_url: back,
          },
          { idempotencyKey: `checkout-${input.reference}` },
        ),
      );
      if (!session.url) throw new ProviderError(null, 'Stripe gave the session no url');
      // Stripe's events always name the session: nothing else to keep.
      return { id: session.id, redirectUrl: session.url, providerOrderId: null };
    },

    async paymentsOf(sessionId) {
      const session = await retrieve(sessionId);
      const paid = paidPayment(session);
      const status =
        session.status === 'open' ? 'open' : session.status === 'complete' ? 'paid' : 'closed';
      return { status, providerOrderId: null, payments: paid ? [paid] : [] };
    },

    async closeAttempt(sessionId) {
      await call('expire checkout session', () => sdk.checkout.sessions.expire(sessionId));
      return { providerOrderId: null };
    },

    // Every Stripe payment event names its session (client_reference_id, metadata).
    orderOfProviderOrder: () => Promise.resolve(null),

    refund: async (paymentIntent, amountMinor, key) =>
      reportedRefund(
        await call('refund', () =>
          sdk.refunds.create(
            { payment_intent: paymentIntent, amount: amountMinor, metadata: { refund_key: key } },
            { idempotencyKey: `refund-${key}` },
          ),
        ),
      ),

    async findRefund(paymentIntent, key, refundId) {
      const list = await call('list refunds', () =>
        sdk.refunds.list({ payment_intent: paymentIntent, limit: 100 }),
      );
      const made = list.data.find((r) => r.id === refundId || r.metadata?.refund_key === key);
      return made ? reportedRefund(made) : null;
    },

    verifyWebhook(rawBody, headers) {
      const signature = headers['stripe-signature'];
      if (typeof signature !== 'string' || !signature) {
        throw new WebhookRefused('A Stripe-Signature header is required.');
      }
      const previous = config.previousWebhookSecret;
      const secrets = [config.webhookSecret];
      if (previous && Date.now() < previous.until.getTime()) secrets.push(previous.secret);
      const construct = (secret: string) =>
        sdk.webhooks.constructEvent(rawBody, signature, secret, WEBHOOK_TOLERANCE_SECONDS);
      let event: Stripe.Event;
      try {
        try {
          event = construct(secrets[0]!);
        } catch (error) {
          if (secrets.length < 2) throw error;
          event = construct(secrets[1]!);
        }
      } catch (error) {
        // A bad, missing or stale (outside the tolerance) signature, or a body that is not JSON.
        throw new WebhookRefused(
          error instanceof Stripe.errors.StripeSignatureVerificationError
            ? 'The webhook signature does not match or is too old.'
            : 'Not a Stripe event.',
        );
      }
      if (typeof event?.type !== 'string' || typeof event.id !== 'string') {
        throw new WebhookRefused('Not a Stripe event.');
      }
      return normalise(event);
    },

    returnAttemptId: (query) => query.session_id ?? null,

    /** The session id in the address is not trusted: the session is retrieved from Stripe. */
    verifyReturn: async (_query, sessionId) => paidPayment(await retrieve(sessionId)),
  };
}
