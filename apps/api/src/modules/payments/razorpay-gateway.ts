import Razorpay from 'razorpay';
import type { PaymentLinks } from 'razorpay/dist/types/paymentLink';
import type { Payments } from 'razorpay/dist/types/payments';
import type { Refunds } from 'razorpay/dist/types/refunds';
import { hmacSha256Matches } from './provider-signature';

export interface RazorpayConfig {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** https://api.razorpay.com, or a stand-in in tests (decision 0060). */
  apiUrl: string;
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

/** A provider call that failed: its HTTP status when it answered, else null (unreachable). */
export class ProviderError extends Error {
  constructor(
    readonly statusCode: number | null,
    message: string,
  ) {
    super(message);
  }
}

const PROVIDER_TIMEOUT_MS = 10_000;

/**
 * Razorpay through its official Node SDK (decision 0060): every call the SDK's own. Signatures
 * are checked as the SDK computes them but compared in constant time (decision 0074). The SDK has no base-URL option: its axios instance
 * (`api.rq`) takes RAZORPAY_API_URL as `defaults.baseURL`, so the same calls reach the stand-in.
 */
export function createRazorpayGateway(config: RazorpayConfig) {
  const sdk = new Razorpay({ key_id: config.keyId, key_secret: config.keySecret });
  const rq = (sdk.api as unknown as { rq: { defaults: { baseURL?: string; timeout?: number } } })
    .rq;
  rq.defaults.baseURL = config.apiUrl.replace(/\/+$/, '');
  rq.defaults.timeout = PROVIDER_TIMEOUT_MS;

  /** The SDK rejects with `{ statusCode, error }`, or throws a TypeError when nothing answered. */
  async function call<T>(what: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      const e = error as { statusCode?: number; error?: { description?: string } };
      throw new ProviderError(
        typeof e.statusCode === 'number' ? e.statusCode : null,
        `Razorpay ${what}: ${e.error?.description ?? (error instanceof Error ? error.message : 'failed')}`,
      );
    }
  }

  return {
    createLink(input: {
      amountMinor: number;
      currency: string;
      referenceId: string;
      orderId: string;
      description: string;
      expireBy: Date;
      callbackUrl: string;
      customer: { name: string; email?: string; contact?: string };
    }): Promise<RazorpayLink> {
      return call('create payment link', () =>
        sdk.paymentLink.create({
          amount: input.amountMinor,
          currency: input.currency,
          accept_partial: false,
          reference_id: input.referenceId,
          description: input.description,
          expire_by: Math.floor(input.expireBy.getTime() / 1000),
          customer: input.customer,
          notify: { sms: false, email: false },
          reminder_enable: false,
          notes: { order_id: input.orderId },
          callback_url: input.callbackUrl,
          callback_method: 'get',
        }),
      );
    },
    fetchLink: (id: string) => call('fetch payment link', () => sdk.paymentLink.fetch(id)),
    cancelLink: (id: string) => call('cancel payment link', () => sdk.paymentLink.cancel(id)),
    fetchPayment: (id: string) => call('fetch payment', () => sdk.payments.fetch(id)),
    /** `receipt` is ours (the refund row's id): a retry finds the refund a lost answer made. */
    refund: (paymentId: string, amountMinor: number, receipt: string) =>
      call('refund', () =>
        sdk.payments.refund(paymentId, { amount: amountMinor, receipt, speed: 'normal' }),
      ),
    refundsOf: async (paymentId: string): Promise<RazorpayRefund[]> =>
      (await call('fetch refunds', () => sdk.payments.fetchMultipleRefund(paymentId))).items,

    /** The return's signature: HMAC of link|reference|status|payment with the key secret. */
    verifyReturn(signed: SignedReturn, signature: string): boolean {
      return hmacSha256Matches(
        `${signed.paymentLinkId}|${signed.referenceId}|${signed.linkStatus}|${signed.paymentId}`,
        signature,
        config.keySecret,
      );
    },
    /** A webhook's signature: HMAC of its raw body with the webhook secret. */
    verifyWebhook: (rawBody: string, signature: string): boolean =>
      hmacSha256Matches(rawBody, signature, config.webhookSecret),
  };
}

export type RazorpayGateway = ReturnType<typeof createRazorpayGateway>;
