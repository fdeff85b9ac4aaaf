import type { OnlinePaymentProvider, RefundStatus } from '@ninetonine/contract';

/**
 * The payment port (issue 31, item 2; decision 0078), in the spirit of Vendure's
 * PaymentMethodHandler: what the payments service, refunds and reconciliation may ask of an
 * online provider. Each adapter (razorpay-gateway.ts, stripe-gateway.ts) is the only file that
 * knows its provider's SDK and payloads; everything else sees these shapes.
 */
export interface PaymentGateway {
  readonly provider: OnlinePaymentProvider;
  /** How the audit log names the provider ("Razorpay", "Stripe"). */
  readonly label: string;
  /** Whether the provider takes payments in this ISO 4217 currency (Razorpay: INR only here). */
  takesCurrency(currency: string): boolean;
  /** Opens a hosted page for one attempt; `reference` is unique per attempt (idempotency). */
  createAttempt(request: AttemptRequest): Promise<PaymentAttempt>;
  /** The captured or failed payments the provider holds for an attempt (reconciliation). */
  paymentsOf(attemptId: string): Promise<AttemptState>;
  /**
   * Closes an open attempt so nobody pays it; rejects when it is not open (paid meanwhile).
   * Answers what the provider then names the attempt by (a late payment's only tie to it).
   */
  closeAttempt(attemptId: string): Promise<Pick<AttemptState, 'providerOrderId'>>;
  /**
   * Our order id as the provider's own order keeps it, asked of the provider: for a payment
   * event naming an attempt only by a `providerOrderId` we have not seen yet. Null: not ours.
   */
  orderOfProviderOrder(providerOrderId: string): Promise<string | null>;
  /** Refunds `amountMinor` of a payment, whole or part; `key` is ours (the refund row's id). */
  refund(paymentId: string, amountMinor: number, key: string): Promise<ReportedRefund>;
  /** A refund made before for `key` (or known as `refundId`): a lost answer is found, not redone. */
  findRefund(
    paymentId: string,
    key: string,
    refundId: string | null,
  ): Promise<ReportedRefund | null>;
  /** A webhook verified on its raw body, as one normalised event; throws WebhookRefused. */
  verifyWebhook(rawBody: string, headers: WebhookHeaders): PaymentEvent;
  /** The attempt a hosted page's return names (unverified: only to find the order). */
  returnAttemptId(query: ReturnQuery): string | null;
  /** What the return proves, checked with the provider; null when it proves nothing (pending). */
  verifyReturn(query: ReturnQuery, attemptId: string): Promise<ReportedPayment | null>;
}

export type ReturnQuery = Record<string, string | undefined>;
export type WebhookHeaders = Record<string, string | string[] | undefined>;

export interface AttemptRequest {
  orderId: string;
  amountMinor: number;
  currency: string;
  /** Ours and unique per attempt: the order id, then -2, -3… */
  reference: string;
  description: string;
  /** Our own deadline; an adapter may keep the page open longer (a late payment is refunded). */
  expiresAt: Date;
  /** Our return route: the hosted page sends the browser back there. */
  returnUrl: string;
  customer: { name: string; email?: string; phone?: string };
}

export interface PaymentAttempt {
  id: string;
  /** The hosted page to send the browser to. */
  redirectUrl: string;
  /**
   * What the provider's payment events name the attempt by when they do not carry its id
   * (Razorpay: the link's `order_id`, issue 31, item 3); null until the provider says.
   */
  providerOrderId: string | null;
}

/** An attempt as the provider holds it now. */
export interface AttemptState {
  /** Open: it can still be paid. Paid: it took its payment. Closed: cancelled or expired. */
  status: 'open' | 'paid' | 'closed';
  providerOrderId: string | null;
  payments: ReportedPayment[];
}

/** A captured or failed payment as the provider reports it (amounts in minor units). */
export interface ReportedPayment {
  id: string;
  amountMinor: number;
  /** ISO 4217, upper case. */
  currency: string;
  status: 'captured' | 'failed' | 'other';
}

export interface ReportedRefund {
  id: string;
  status: RefundStatus;
  amountMinor: number;
  /** Our key (the refund row's id) as the provider keeps it; null for a refund we did not ask. */
  key: string | null;
}

/**
 * A verified webhook, normalised. `key` is what the provider signed that names this delivery
 * (a replay has the same key, so it is applied once).
 */
export type PaymentEvent =
  | {
      kind: 'payment';
      key: string;
      name: string;
      /** The attempt it was made on, or, when the provider does not say, the order. */
      attemptId: string | null;
      orderId: string | null;
      /** The provider's own order the payment was made on (Razorpay's `order_id`), if any. */
      providerOrderId: string | null;
      payment: ReportedPayment;
    }
  | { kind: 'refund'; key: string; name: string; paymentId: string; refund: ReportedRefund }
  | { kind: 'other'; key: string; name: string };

/** A webhook secret being rotated out: still accepted until then (issue 31, item 3). */
export interface PreviousSecret {
  secret: string;
  until: Date;
}

/**
 * A provider call that failed: its HTTP status when it answered, else null (unreachable), and
 * the provider's own words when it gave them (Razorpay's `error.description`, Stripe's
 * `error.message`).
 */
export class ProviderError extends Error {
  constructor(
    readonly statusCode: number | null,
    message: string,
    readonly reason: string | null = null,
  ) {
    super(message);
  }

  /**
   * The provider answered and refused for good (issue 31, item 3; decision 0080): a 4xx other
   * than 408, 409 (Stripe: the same idempotency key still running) and 429 (rate limited).
   * Asking again with the same request cannot succeed; a 5xx, a timeout or no answer can.
   */
  get refused(): boolean {
    const s = this.statusCode;
    return s !== null && s >= 400 && s < 500 && s !== 408 && s !== 409 && s !== 429;
  }
}

/** A webhook that is not the provider's (bad or stale signature, not an event): 400. */
export class WebhookRefused extends Error {}
