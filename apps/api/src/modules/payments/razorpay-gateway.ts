import { razorpayWebhookHeadersSchema } from '@ninetonine/contract';
import Razorpay from 'razorpay';
import type { RazorpayPaginationOptions } from 'razorpay/dist/types/api';
import type { PaymentLinks } from 'razorpay/dist/types/paymentLink';
import type { Payments } from 'razorpay/dist/types/payments';
import type { Refunds } from 'razorpay/dist/types/refunds';
import {
  ProviderError,
  WebhookRefused,
  type PaymentGateway,
  type PreviousSecret,
  type ReportedPayment,
} from './payment-gateway';
import { hmacSha256Matches, signedEventKey } from './provider-signature';
import {
  linkOrderId,
  normalise,
  reportedPayment,
  reportedRefund,
  type WebhookEvent,
} from './razorpay-events';

export interface RazorpayConfig {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** https://api.razorpay.com, or a stand-in in tests (decision 0060). */
  apiUrl: string;
  /** The webhook secret being rotated out, accepted until its time. */
  previousWebhookSecret?: PreviousSecret;
}

export type RazorpayLink = PaymentLinks.RazorpayPaymentLink;
export type RazorpayPayment = Payments.RazorpayPayment;
export type RazorpayRefund = Refunds.RazorpayRefund;

/** What the hosted page's signed return says (Payment Links, callback_method get). */
export interface SignedReturn {
  paymentId: string;
  paymentLinkId: string;
  referenceId: string;
  linkStatus: string;
}

const PROVIDER_TIMEOUT_MS = 10_000;
/** Razorpay wants a link's expire_by at least 15 minutes ahead. */
const MIN_LINK_LIFETIME_MS = 16 * 60_000;

/** The signatures Razorpay's SDK computes, compared in constant time (decision 0074). */
export function createRazorpaySignatures(
  config: Pick<RazorpayConfig, 'keySecret' | 'webhookSecret'>,
) {
  return {
    /** The return's signature: HMAC of link|reference|status|payment with the key secret. */
    verifyReturn: (signed: SignedReturn, signature: string): boolean =>
      hmacSha256Matches(
        `${signed.paymentLinkId}|${signed.referenceId}|${signed.linkStatus}|${signed.paymentId}`,
        signature,
        config.keySecret,
      ),
    /** A webhook's signature: HMAC of its raw body with the webhook secret. */
    verifyWebhook: (rawBody: string, signature: string): boolean =>
      hmacSha256Matches(rawBody, signature, config.webhookSecret),
  };
}

/**
 * Razorpay through its official Node SDK (decision 0060): every call the SDK's own. The SDK has
 * no base-URL option: its axios instance (`api.rq`) takes RAZORPAY_API_URL as
 * `defaults.baseURL`, so the same calls reach the stand-in.
 */
export function createRazorpayGateway(config: RazorpayConfig): PaymentGateway {
  const sdk = new Razorpay({ key_id: config.keyId, key_secret: config.keySecret });
  const rq = (sdk.api as unknown as { rq: { defaults: { baseURL?: string; timeout?: number } } })
    .rq;
  rq.defaults.baseURL = config.apiUrl.replace(/\/+$/, '');
  rq.defaults.timeout = PROVIDER_TIMEOUT_MS;
  const signatures = createRazorpaySignatures(config);

  /** The SDK rejects with `{ statusCode, error }`, or throws a TypeError when nothing answered. */
  async function call<T>(what: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      const e = error as { statusCode?: number; error?: { description?: string } };
      throw new ProviderError(
        typeof e.statusCode === 'number' ? e.statusCode : null,
        `Razorpay ${what}: ${e.error?.description ?? (error instanceof Error ? error.message : 'failed')}`,
        e.error?.description ?? null,
      );
    }
  }
  const fetchPayment = async (id: string) =>
    reportedPayment(await call('fetch payment', () => sdk.payments.fetch(id)));

  return {
    provider: 'razorpay',
    label: 'Razorpay',
    takesCurrency: (currency) => currency === 'INR',

    async createAttempt(input) {
      // Our own expiry (the job) is what counts, and a payment after it is refunded.
      const expireBy = Math.max(input.expiresAt.getTime(), Date.now() + MIN_LINK_LIFETIME_MS);
      const create = () =>
        call('create payment link', () =>
          sdk.paymentLink.create({
            amount: input.amountMinor,
            currency: input.currency,
            accept_partial: false,
            reference_id: input.reference,
            description: input.description,
            expire_by: Math.floor(expireBy / 1000),
            customer: {
              name: input.customer.name,
              ...(input.customer.email ? { email: input.customer.email } : {}),
              ...(input.customer.phone ? { contact: input.customer.phone } : {}),
            },
            notify: { sms: false, email: false },
            reminder_enable: false,
            notes: { order_id: input.orderId },
            callback_url: input.returnUrl,
            callback_method: 'get',
          }),
        );
      let link: RazorpayLink;
      try {
        link = await create();
      } catch (error) {
        // Two attempts at once with one reference (two "Pay again"): Razorpay refuses the
        // second reference_id; the first's link is the attempt for both.
        if (!(error instanceof ProviderError) || error.statusCode !== 400) throw error;
        // Documented filter of "Fetch all Payment Links"; the SDK sends it as given.
        const query: RazorpayPaginationOptions & { reference_id: string } = {
          reference_id: input.reference,
        };
        const { payment_links } = await call('fetch payment links', () =>
          sdk.paymentLink.all(query),
        );
        const same = payment_links.find((l) => l.reference_id === input.reference);
        if (!same) throw error;
        link = same;
      }
      // Razorpay makes the link's order when its page is first opened: usually none yet.
      return { id: link.id, redirectUrl: link.short_url, providerOrderId: linkOrderId(link) };
    },

    async paymentsOf(linkId) {
      const remote = await call('fetch payment link', () => sdk.paymentLink.fetch(linkId));
      // Documented as a list of payments (the SDK's type says one object): read both.
      const made = remote.payments as unknown;
      const list = (Array.isArray(made) ? made : made ? [made] : []) as { payment_id: string }[];
      const found: ReportedPayment[] = [];
      for (const { payment_id } of list) found.push(await fetchPayment(payment_id));
      const status =
        remote.status === 'paid'
          ? 'paid'
          : remote.status === 'cancelled' || remote.status === 'expired'
            ? 'closed'
            : 'open';
      return { status, providerOrderId: linkOrderId(remote), payments: found };
    },

    /** The cancelled link's order_id: a payment authorised before, captured late, names it. */
    async closeAttempt(linkId) {
      const link = await call('cancel payment link', () => sdk.paymentLink.cancel(linkId));
      return { providerOrderId: linkOrderId(link) };
    },

    /** A link's order keeps the link's notes (the documented payment_link.paid payload). */
    async orderOfProviderOrder(orderId) {
      const order = await call('fetch order', () => sdk.orders.fetch(orderId));
      const ours = order.notes?.order_id;
      return ours === undefined ? null : String(ours);
    },

    /** `receipt` is ours (the refund row's id): a retry finds the refund a lost answer made. */
    refund: async (paymentId, amountMinor, key) =>
      reportedRefund(
        await call('refund', () =>
          sdk.payments.refund(paymentId, { amount: amountMinor, receipt: key, speed: 'normal' }),
        ),
      ),

    async findRefund(paymentId, key, refundId) {
      const { items } = await call('fetch refunds', () =>
        sdk.payments.fetchMultipleRefund(paymentId),
      );
      const made = items.find((r) => r.id === refundId || r.receipt === key);
      return made ? reportedRefund(made) : null;
    },

    verifyWebhook(rawBody, headers) {
      const parsed = razorpayWebhookHeadersSchema.safeParse(headers);
      if (!parsed.success)
        throw new WebhookRefused('A Razorpay signature and event id are required.');
      const signature = parsed.data['x-razorpay-signature'];
      const previous = config.previousWebhookSecret;
      const signed =
        signatures.verifyWebhook(rawBody, signature) ||
        (previous !== undefined &&
          Date.now() < previous.until.getTime() &&
          hmacSha256Matches(rawBody, signature, previous.secret));
      if (!signed) {
        throw new WebhookRefused('The webhook signature does not match.');
      }
      let event: WebhookEvent;
      try {
        event = JSON.parse(rawBody) as WebhookEvent;
      } catch {
        throw new WebhookRefused('The webhook body is not JSON.');
      }
      if (typeof event?.event !== 'string' || typeof event.payload !== 'object' || !event.payload) {
        throw new WebhookRefused('Not a Razorpay event.');
      }
      return normalise(event, signedEventKey(rawBody));
    },

    returnAttemptId: (query) => query.razorpay_payment_link_id ?? null,

    /** Applied only when its signature verifies, and even then the payment is asked of Razorpay. */
    async verifyReturn(query, linkId) {
      const { razorpay_payment_id: paymentId, razorpay_signature: signature } = query;
      const signed =
        paymentId &&
        signature &&
        query.razorpay_payment_link_status &&
        query.razorpay_payment_link_reference_id !== undefined &&
        signatures.verifyReturn(
          {
            paymentId,
            paymentLinkId: linkId,
            referenceId: query.razorpay_payment_link_reference_id,
            linkStatus: query.razorpay_payment_link_status,
          },
          signature,
        );
      return signed ? fetchPayment(paymentId) : null;
    },
  };
}
