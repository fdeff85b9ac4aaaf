import { createHmac, randomBytes } from 'node:crypto';
import type {
  RazorpayLink,
  RazorpayPayment,
  RazorpayRefund,
} from '#src/modules/payments/razorpay-gateway';

/**
 * The shapes the stand-in answers with, typed by the SDK's own TypeScript types so a field the
 * SDK expects cannot go missing. One exception, as Razorpay documents it: a link's `payments` is
 * a list (the SDK's type says one object).
 */
export type LinkPayment = NonNullable<RazorpayLink['payments']>;
/**
 * `order_id`: Razorpay's order behind the link, made when its page is first opened (absent from
 * the create response; present on fetch and cancel, https://razorpay.com/docs/api/payments/
 * payment-links/fetch-id-standard/ and .../cancel-standard/).
 */
export type StandInLink = Omit<RazorpayLink, 'payments'> & {
  payments: LinkPayment[] | null;
  order_id?: string;
};

/** Razorpay's order entity, as the payment_link.paid payload shows it for a link's order. */
export interface StandInOrder {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  /** The link's notes: the documented payload shows the link's notes on its order. */
  notes: Record<string, string>;
  receipt: string | null;
  offer_id: null;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  created_at: number;
}
export type { RazorpayPayment, RazorpayRefund };

export const newId = (prefix: string) =>
  `${prefix}_${randomBytes(7).toString('base64url').replace(/[-_]/g, 'x')}`;
export const unixNow = () => Math.floor(Date.now() / 1000);

/** Razorpay's return signature: HMAC-SHA256(link|reference|status|payment, key secret), hex. */
export function signReturn(
  secret: string,
  q: { linkId: string; referenceId: string; status: string; paymentId: string },
) {
  return createHmac('sha256', secret)
    .update(`${q.linkId}|${q.referenceId}|${q.status}|${q.paymentId}`)
    .digest('hex');
}

/** A webhook's signature: HMAC-SHA256 of the raw body with the webhook secret, hex. */
export const signBody = (secret: string, body: string) =>
  createHmac('sha256', secret).update(body).digest('hex');

/**
 * A payment made on a link's page, as the documented payloads show one
 * (https://razorpay.com/docs/webhooks/payloads/payment-links/ and .../payments/): its
 * `order_id` is the link's order, its `notes` an empty list (the link's notes are not copied to
 * the payment), its description the link's id after '#'.
 */
export function paymentEntity(input: {
  id: string;
  amount: number;
  currency: string;
  status: RazorpayPayment['status'];
  orderId: string;
  linkId: string;
  email: string;
  contact: string;
}): RazorpayPayment {
  const failed = input.status === 'failed';
  return {
    id: input.id,
    entity: 'payment',
    amount: input.amount,
    currency: input.currency,
    status: input.status,
    order_id: input.orderId,
    invoice_id: null,
    international: false,
    method: 'upi',
    amount_refunded: 0,
    refund_status: 'null',
    captured: input.status === 'captured',
    description: `#${input.linkId.replace(/^plink_/, '')}`,
    card_id: null,
    bank: '',
    wallet: null,
    vpa: 'customer@upi',
    email: input.email,
    contact: input.contact,
    customer_id: '',
    // An empty JSON list, as documented (the SDK's type says an object).
    notes: [] as unknown as RazorpayPayment['notes'],
    fee: 0,
    tax: 0,
    token_id: null,
    error_code: failed ? 'BAD_REQUEST_ERROR' : null,
    error_description: failed ? 'Payment failed' : null,
    error_source: failed ? 'customer' : null,
    error_step: failed ? 'payment_authorization' : null,
    error_reason: failed ? 'payment_failed' : null,
    acquirer_data: { rrn: String(unixNow()) },
    created_at: unixNow(),
    offers: { entity: 'collection', count: 0, items: [] },
  };
}

export function refundEntity(
  payment: RazorpayPayment,
  amount: number,
  receipt: string | null,
  status: RazorpayRefund['status'] = 'processed',
) {
  return {
    id: newId('rfnd'),
    entity: 'refund',
    amount,
    currency: payment.currency,
    payment_id: payment.id,
    notes: {},
    receipt,
    acquirer_data: { arn: null },
    created_at: unixNow(),
    batch_id: null,
    status,
    speed_processed: 'normal',
    speed_requested: 'normal',
  } satisfies RazorpayRefund;
}
